# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Northern Review: a Manchester magazine of long reads, culture and politics on **Drupal 7** (XHTML+RDFa
doctype, `node node-article view-mode-full`, `field-name-body … field-item even`, `meta submitted` with an RDFa
`dc:date` in `content=`, views listings `views-row`, the core pager, comments "Submitted by … on …", the **print
module** at `/print/<nid>`). UTF-8, UK time (GMT in November and December, so the stamps are `+00:00` and local).

Hard shapes: the long read "The last mill town" runs over **two pages** (`/longreads/the-last-mill-town` and
`…?page=2`, a theme pager "Page 1 of 2 / Next page ›"); page 2 repeats the headline, byline and date, carries a
canonical to page 1 (a common mistake) and is labelled an article whose body is the text printed on page 2. Page 1
opens with a **drop cap split into spans** (`<span class="dropcap">W</span><span class="lead-in">hen the …</span>`)
and both pages carry **pull quotes** (`<blockquote class="pullquote">`, repeating body sentences: not body). The
**print version** `/print/4821` holds both pages' text (an article, `noindex`, canonical to page 1). The section
pager is Drupal's zero-based `?page=1` for page 2. A **paywall stub** (headline and subscribe box only) is not an
article. Metadata is uneven: `dcterms.date` and `article:published_time` from the metatag module on most nodes, a
`schema_metatag` JSON-LD on two (`+0000` offsets), a Drupal **user name** as `author` meta on the unsigned brief,
nothing but the printed date on the Whitby letter (which ends with a correction note: not body)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NID = {
    "mill1": 4821,
    "mill2": 4821,
    "print": 4821,
    "review": 4840,
    "column": 4846,
    "interview": 4833,
    "brief": 4851,
    "whitby": 4815,
    "pint": 4829,
}
CONTRIB = {
    "Ruth Ashworth": "Ruth Ashworth is a writer based in Todmorden. Her book about the Pennine textile towns will be published next year.",
    "Tom Kerrigan": "Tom Kerrigan is the Northern Review’s books editor.",
    "Jess Okafor": "Jess Okafor writes the Notebook column every fortnight.",
    "Ellie Marsden": "Ellie Marsden is the Northern Review’s theatre critic.",
    "Sam Pryce": "Sam Pryce is a freelance journalist based in Scarborough.",
}

MILL1 = [
    "DROP: When the hooter sounded at Holt Brook Mill for the last time, at ten past four on a wet Thursday in October, nobody quite knew what to do. A few of the weavers clapped. Someone said a prayer. Graham Firth, who had worked at the mill for forty-one years, as his father and grandfather had before him, took off his ear defenders, put them in his coat pocket and walked out through the loading bay without looking back.",
    "“I’d decided that weeks before,” he told me later, in the front room of his terraced house on the hill above the river. “If I’d turned round, I’d have stood there all night.”",
    "Holt Brook was the last working textile mill in Bacup, a town in the Rossendale valley that at its peak, before the First World War, had more than forty. It made heavy woollen cloth for coats and blankets and, in its final decades, for the seats of trains and buses. When it closed, eighty-three people lost their jobs. The youngest was nineteen; the oldest, a mender called Joan Hargreaves, was seventy-four and had been “retiring next year” since 2011.",
    "The closure made the regional news for an evening. Then the story moved on, as stories do. But in a town of thirteen thousand people, the end of a business that had run, in one form or another, since 1862 is not an evening’s news. It is a change in the weather.",
    "PQ: “If I’d turned round, I’d have stood there all night.”",
    "## A family firm, and then not",
    "For most of its life the mill belonged to the Holt family, who built the chapel, the reading room and the row of cottages still known as Holt Terrace. The last of them, Edward Holt, sold it in 1988 to a Leeds textile group, which sold it in turn to a private equity fund in 2007. By then the workforce had fallen from more than four hundred to fewer than a hundred.",
    "The owners since 2019, a Manchester company called Brackenridge Textiles, say the mill lost money in six of the past seven years. Energy costs, they say, were the final blow: the looms, dryers and finishing machines used as much electricity in a month as the whole of the town’s high street. In a statement issued on the day of the announcement, the company said it had “explored every available option” and thanked staff for “their dedication over many years”.",
    "The workers I spoke to do not dispute the figures. What they dispute is the idea that the end was sudden. “We could see it coming for ten years,” said Sandra Lord, who ran the warping department. “Every time a machine broke, they didn’t fix it. They just moved the work to the next one.”",
    "PQ: “Every time a machine broke, they didn’t fix it. They just moved the work to the next one.”",
    "## What the work was",
    "It is easy, from a distance, to make a mill sound romantic. It was not. The weaving shed was loud enough to make conversation impossible without lip-reading, a skill most of the older weavers still have. In summer it was hot; in winter the far end, by the river, never warmed up. The work was skilled and badly paid, and for most of the past thirty years it was insecure.",
    "And yet almost everyone I met described it in terms of pride. Menders like Joan Hargreaves could find a single broken thread in fifty metres of cloth by running their hands along it. Tuners like Graham Firth kept machines built in the 1970s running with parts they made themselves. “You don’t get that back,” Firth said. “You can’t learn it off YouTube.”",
]
MILL2 = [
    "The week after the closure, the town council held a public meeting in the old chapel. More than two hundred people came, which is more than attend most council meetings in a year. They wanted to know what would happen to the building, a five-storey stone block that dominates the valley floor, and whether anyone would be helped to find new work.",
    "The answers were not encouraging. Brackenridge has put the site up for sale with planning guidance that allows for housing. The county council has offered retraining courses in logistics and care work, both of which are hiring, and a jobs fair is planned for January. Of the eighty-three workers, eleven have found new jobs so far, most of them in warehouses by the motorway near Rochdale, a forty-minute bus ride away.",
    "PQ: “The mill was the reason the bus came.”",
    "That bus is its own problem. The service that carried workers from the top of the valley to the mill gates ran every twenty minutes at shift change. Its operator has already said it will cut the route back to once an hour from February. “The mill was the reason the bus came,” said Paul Ingham, who runs the newsagent opposite the gates. “Now there’s no reason.”",
    "## A second life?",
    "Not everyone is pessimistic. A group of former workers, led by Sandra Lord, has formed a co-operative with the aim of buying two of the mill’s smaller looms and setting up a workshop making blankets and throws for the top end of the market. They have raised £38,000 from a crowdfunding appeal and are talking to a regional development fund about a loan.",
    "“We’re not going to employ eighty people,” Lord said. “Maybe eight, to start. But eight is not nothing, and it keeps the skills here.”",
    "There is interest from outside, too. A Manchester developer has proposed turning the upper floors into flats and the weaving shed into studios and a market hall, on the model of converted mills in Saltaire and Hebden Bridge. Some in the town welcome the idea; others fear Bacup will become a place where people sleep but do not work.",
    "## The last shift",
    "On my final visit, Graham Firth took me back to the mill. The gates were chained, but a security guard he had known since school let us walk round the outside. Through the windows of the weaving shed you could see the looms still in their rows, dust sheets over some of them, the lights off.",
    "He pointed out the window by which he had worked for most of his life, and the place on the riverbank where, as a boy, he had waited for his father at the end of the day shift. Then he was quiet for a while.",
    "“People will say it was just a job,” he said eventually. “And it was. But it was the job. For this town, it was the job.”",
]


class Northern(Base):
    origin = "https://www.northernreview.test"
    name = "The Northern Review"
    prefix = "nrv"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nrv",
            [
                "#header",
                "#main-menu",
                ".node-article",
                ".field-name-body",
                ".views-row",
                ".pager",
                ".comment",
                "#footer",
                ".pullquote",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Northern Review",
                "drupal7-front",
                list=["mill1", "pint", "whitby", "interview", "review", "column", "brief"],
            )
        )
        add(
            page(
                "features",
                "/features",
                "section",
                "Features",
                "drupal-views-section",
                list=["mill1", "pint", "whitby", "interview"],
                more="features2",
            )
        )
        add(
            page(
                "features2",
                "/features?page=1",
                "section",
                "Features",
                "drupal-views-section-page2-zero-based",
                list=["column", "review", "brief"],
            )
        )
        add(
            page(
                "issue",
                "/issues/december-2026",
                "section",
                "December 2026 issue",
                "issue-contents",
                list=["mill1", "pint", "review", "interview", "column", "whitby"],
            )
        )
        add(
            page(
                "tag",
                "/topics/textile-industry",
                "tag",
                "Textile industry",
                "drupal-taxonomy-term",
                list=["mill1", "pint", "review"],
            )
        )
        add(
            page(
                "author",
                "/contributors/ruth-ashworth",
                "author",
                "Ruth Ashworth",
                "drupal-contributor-profile",
                [CONTRIB["Ruth Ashworth"]],
                list=["mill1", "pint"],
            )
        )
        add(
            page(
                "search",
                "/search/node/mill",
                "search",
                "Search results",
                "drupal-core-search",
                list=["mill1", "mill2", "tag"],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About the Northern Review",
                "drupal-basic-page",
                [
                    "The Northern Review was founded in Manchester in 1994 by a group of journalists, academics and trade unionists who believed the North of England deserved a magazine of its own: one that took its politics, its culture and its ideas as seriously as London took London’s.",
                    "We publish a print magazine ten times a year and new writing online every week. We are owned by a charitable trust and have no proprietor; our editorial decisions are made by our editors alone.",
                    "## Contact",
                    "Editorial: editor@northernreview.test",
                    "Subscriptions and back issues: 0161 000 0000 (Monday to Friday, 9am to 5pm)",
                    "The Northern Review, 4th Floor, 12 Tariff Street, Manchester M1 2FF",
                ],
            )
        )
        add(
            page(
                "pint",
                "/longreads/the-price-of-a-pint",
                "subscribe",
                "The price of a pint: inside the fight for Sheffield’s last estate pubs",
                "paywall-stub-headline-only",
                teaser="The price of a pint",
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "Subscribe to the Northern Review",
                "subscription-offers",
                [
                    "Independent writing about the North, ten times a year.",
                    "### Digital",
                    "£4.99 a month. Unlimited access to every article online and our archive since 1994.",
                    "### Print and digital",
                    "£8.99 a month. The magazine delivered to your door, plus everything in Digital.",
                    "### Give a subscription",
                    "A year of the Northern Review from £54, with a card sent to you or to them.",
                    "Cancel at any time. Student and concession rates are available.",
                ],
            )
        )
        add(
            story(
                "mill1",
                "/longreads/the-last-mill-town",
                "The last mill town",
                "2026-11-27",
                "2026-11-27T07:00:00+00:00",
                "27 November 2026",
                ["Ruth Ashworth"],
                MILL1,
                "drupal-multipage-p1-dropcap-pullquotes",
                section="Long reads",
                dek="When Holt Brook Mill closed in October, Bacup lost more than eighty jobs. It also lost the thing the town was built around.",
                pager=1,
                ld=True,
                comments=[
                    (
                        "brian_h",
                        "Sat, 28/11/2026 - 09:14",
                        "My grandmother was a weaver at Holt Brook in the fifties. She used to say you could tell a weaver in the street because they talked with their hands. Beautifully written.",
                    ),
                    (
                        "Rossendale Lass",
                        "Sat, 28/11/2026 - 11:52",
                        "Same story in every valley from here to Huddersfield. Nobody in London even noticed.",
                    ),
                ],
            )
        )
        add(
            story(
                "mill2",
                "/longreads/the-last-mill-town?page=2",
                "The last mill town",
                "2026-11-27",
                "2026-11-27T07:00:00+00:00",
                "27 November 2026",
                ["Ruth Ashworth"],
                MILL2,
                "drupal-multipage-p2-canonical-to-p1",
                section="Long reads",
                pager=2,
                ld=True,
                bio=True,
            )
        )
        add(
            story(
                "print",
                "/print/4821",
                "The last mill town",
                "2026-11-27",
                None,
                "27/11/2026 - 07:00",
                ["Ruth Ashworth"],
                MILL1 + MILL2,
                "drupal-print-module-whole-story",
                section="Long reads",
                print=True,
            )
        )
        add(
            story(
                "review",
                "/books/weavers-account-hannah-pell-review",
                "The Weaver’s Account by Hannah Pell review – a slow-burning triumph",
                "2026-12-02",
                "2026-12-02T09:00:00+00:00",
                "2 December 2026",
                ["Tom Kerrigan"],
                [
                    "Hannah Pell’s second novel opens in 1846 with a death and a ledger. Martha Greenwood, a hand-loom weaver in a hill village above Halifax, has lost her husband to fever, and with him the small income he earned carrying cloth to the Piece Hall. What she has left is his account book: three years of entries in his careful hand, recording every piece she wove, every yard he sold and every penny the merchants kept back.",
                    "Over the following four hundred pages, Martha teaches herself to read those entries, and then to read the world that produced them. It is a slow book, and deliberately so. Pell, who grew up in Heptonstall and worked for a decade as a museum curator, is interested in the texture of labour: the weight of a warp, the smell of a dye vat, the exhaustion of a fourteen-hour day at the loom. Some readers will find the detail excessive. I found it absorbing.",
                    "The novel’s real subject is power, and the way it hides in paperwork. As Martha works through the ledger she discovers that the merchant who bought her husband’s cloth, a chapel deacon named Josiah Crabtree, has been short-paying him for years, docking money for faults that did not exist. Her attempt to recover the debt, first by argument and then through the courts, gives the book its plot, and Pell handles it with the patience of a legal thriller.",
                    "There are weaknesses. The middle section, in which Martha falls in with a group of Chartist sympathisers, is thinner than the rest, and its characters feel more like positions in a debate than people. A late romance with a widowed schoolmaster is tender but predictable.",
                    "But the prose is exact and unshowy, and the final chapters, in which Martha stands up in a crowded courtroom and reads the ledger aloud, line by line, are among the most moving I have read this year. Pell has written a novel about the dignity of accurate accounts, and it is itself a model of one.",
                    "Readers of Pell’s debut, The Drowned Chapel, which was set in the same valley a century later, will recognise some family names. Newcomers need no introduction.",
                ],
                "drupal-book-review-stars-infobox",
                section="Books",
                dek="A widow’s fight to recover her husband’s unpaid wages becomes a gripping study of power and paperwork in the Pennines of the 1840s.",
                stars=4,
                infobox="The Weaver’s Account by Hannah Pell is published by Millstone Press (£18.99). To support the Northern Review, order your copy from our bookshop. Delivery charges may apply.",
                review_ld=True,
                tag=True,
            )
        )
        add(
            story(
                "column",
                "/columns/notebook-bus-comes-when-it-likes",
                "Notebook: The bus that comes when it feels like it",
                "2026-12-03",
                "2026-12-03T12:00:00+00:00",
                "3 December 2026",
                ["Jess Okafor"],
                [
                    "There is a bus stop at the bottom of my road in Burnley with a timetable on it. It is a beautiful timetable, laminated and up to date, and it bears no relation to anything that happens on the road.",
                    "The 6.48 comes at 6.52 on a good day, 7.05 on a normal one and not at all on perhaps one morning in six. The real-time display, installed at great expense in 2022, says “DUE” for as long as twenty minutes before changing, without explanation, to “CANCELLED”. I have come to think of it as a kind of weather forecast: interesting, occasionally right, not something to plan your life around.",
                    "I know nobody reading this will be surprised. Everyone in the North has a bus story, and most of them are worse than mine. A friend in Accrington turned down a job in Blackburn, eight miles away, because there was no way to arrive before nine. A neighbour who no longer drives has stopped going to her Tuesday choir because the last bus home was cut.",
                    "What strikes me is how quietly all this has happened. Nobody announced that the bus would stop being a reliable way to get around. There was no debate and no vote. There was just a series of small decisions, each defensible on its own: a route trimmed here, an evening service withdrawn there, a driver shortage that never quite ended. Until one day the network we had was not the network we thought we had.",
                    "The government says it wants to fix this, and it has given councils new powers to bring buses back under public control, as Greater Manchester has done. Across the county border they are already running more services, more of them on time, with simpler fares. It can be done.",
                    "But powers are not the same as money, and the county says it cannot afford to do what Manchester did. So we wait, as we have always waited, at the bottom of the road, looking at the beautiful timetable.",
                    "On Monday, the 6.48 came at 6.47. I was so surprised I nearly missed it.",
                ],
                "drupal-column-og-only",
                section="Columns",
                fb_author=True,
                comments=[
                    (
                        "terry.w",
                        "Thu, 03/12/2026 - 13:40",
                        "The 464 is no better. Still, at least your timetable is laminated.",
                    )
                ],
            )
        )
        add(
            story(
                "interview",
                "/culture/amira-haddad-enemy-of-the-people-bradford",
                "‘We built the set from what we found in the basement’: Amira Haddad on staging Ibsen in Bradford",
                "2026-11-30",
                "2026-11-30T00:15:00+00:00",
                "30 November 2026",
                ["Ellie Marsden"],
                [
                    "Amira Haddad has directed at the National Theatre and on Broadway, but her new production of Ibsen’s An Enemy of the People is playing somewhere rather different: a former department store on Bradford’s Darley Street, empty since 2019 and reopened for six weeks as a theatre. I met her in what used to be the ladies’ shoe department.",
                    "Q: Why here? || Because it’s a building the city argued about for years. What should happen to it, who should pay, whether it was worth saving. That’s exactly what the play is about. A town has to decide whether to hear an inconvenient truth, and everyone has a financial reason not to. Doing it in a room that has been through that argument felt right.",
                    "Q: What state was it in when you arrived? || Pigeons, mostly. The roof had leaked on the top floor, so we’re on the first. We kept the old escalators, which don’t work, and the signs for the departments, so the audience comes in past Haberdashery. Our designer built most of the set from fixtures we found in the basement.",
                    "Q: You’ve moved the play to the present day. What changes? || Less than you’d think. In Ibsen it’s a spa town and the water is poisoned. In ours it’s a town that has just won money to build a leisure centre, and the doctor discovers the site is an old dye works. The arguments about jobs and reputation, and about who is going to tell the investors, are almost word for word.",
                    "Q: Most of the cast are local. Was that deliberate? || Completely. We have five professional actors and fourteen people from Bradford who had never been on a stage before: a bus driver, two students, a retired head teacher. The town meeting scene is theirs. I didn’t want an audience watching actors pretend to be the public. I wanted the public.",
                    "Q: Did anyone object to a show about a council covering something up? || We had a very polite phone call. But the council has been supportive; they gave us the building for a peppercorn rent. I think there’s a confidence about the city now that wasn’t there ten years ago. People can take a story that asks difficult questions.",
                    "Q: What happens to the building when you leave? || I don’t know, and I love that I don’t know. Someone will have to decide. Maybe somebody in the audience will.",
                    "NOTE: An Enemy of the People runs at 31 Darley Street, Bradford, until 16 January. Tickets from £12.",
                ],
                "drupal-qa-interview-by-line",
                section="Theatre",
                byline="Interview by Ellie Marsden",
                ld=True,
            )
        )
        add(
            story(
                "brief",
                "/culture/halifax-calder-gallery-glass-roof-grant",
                "Halifax gallery wins £2.1m to restore its glass roof",
                "2026-12-04",
                "2026-12-04T11:30:00+00:00",
                "4 December 2026",
                [],
                [
                    "The Calder Gallery in Halifax has been awarded £2.1 million by the Northern Heritage Trust to restore the Victorian glass roof over its main hall, which has been closed to the public since it was damaged in a storm in February.",
                    "The grant will also pay for a new learning studio and a café on the ground floor. Work is due to begin in the spring, and the gallery expects to reopen the hall in the autumn of 2027. Its smaller rooms and shop remain open, with free entry, from Wednesday to Sunday.",
                ],
                "drupal-brief-unsigned-username-meta",
                section="Culture",
                username="jbrennan",
            )
        )
        add(
            story(
                "whitby",
                "/features/letter-from-whitby-herring",
                "Letter from Whitby: the herring are back, and so are the questions",
                "2026-11-25",
                None,
                "25 November 2026",
                ["Sam Pryce"],
                [
                    "For the first time in living memory, the herring have come back to Whitby in numbers worth talking about. Since the middle of October, boats working out of the harbour have been landing catches that the older skippers compare with the stories their grandfathers told: shoals so thick, said one, that the echo sounder “looked like a wall”.",
                    "Nobody is quite sure why. Fisheries scientists at the university in Hull point to warmer water and a recovery of spawning grounds off the Yorkshire coast after decades of closures. Some of the fishermen credit the closures too; others think the fish have simply moved north from grounds further south. What everyone agrees is that it has been a long time coming.",
                    "The last herring smokehouse in the town, on Henrietta Street, has been working flat out. Its owner, Mark Storr, whose family has smoked fish on the same site since 1872, said he had not been able to buy local herring for kippers for most of his working life. “We’ve been bringing them from Scotland and Norway for thirty years,” he said. “This autumn I’ve had Whitby herring on the racks, caught a mile off the pier. People come in and taste the difference.”",
                    "The revival has brought questions as well as fish. Quotas for North Sea herring are set internationally, and the small inshore boats that make up most of Whitby’s fleet hold very little of them. Much of what they have landed this autumn has had to be counted against quota leased from larger operators, at a price that eats into the profit.",
                    "“It’s a funny thing to have the fish and not be allowed to catch them,” said Lucy Hebden, who skippers a ten-metre boat with her brother. “We’re not asking for a free-for-all. We’re asking for a share that makes sense for the boats that are actually here.”",
                    "The harbour itself has changed, too. Much of the quayside that once served the herring fleet is now given over to cafés, arcades and holiday lets, and there is no longer a fish auction in the town. Most of the catch goes by lorry to Scarborough or Grimsby.",
                    "Still, on a cold morning last week, with the tide high and the boats coming in one after another under the abbey, it was hard not to feel that something old had returned. A small crowd gathered on the fish quay to watch the boxes come ashore. An elderly man beside me, who said he had worked on the drifters as a boy, watched in silence for a long time. Then he said: “Well. Look at that.”",
                    "NOTE: This article was amended on 26 November 2026. An earlier version said the smokehouse had been on its site since 1827. It has been there since 1872.",
                ],
                "drupal-letter-no-metadata-correction-note",
                section="Features",
                nometa=True,
                comments=[
                    (
                        "northsea_nick",
                        "Thu, 26/11/2026 - 08:03",
                        "Bought kippers from Storr’s on Saturday. Worth the queue.",
                    )
                ],
            )
        )

    # the templates
    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        canon = self.url("mill1") if doc.key in ("mill2", "print") else url
        out = [
            f'<link rel="canonical" href="{esc(canon)}" />',
            f'<link rel="shortlink" href="{self.origin}/node/{NID.get(doc.key, 1)}" />',
        ]
        out.append(f'<meta property="og:site_name" content="{esc(self.name)}" />')
        out.append(f'<meta property="og:title" content="{esc(doc.title)}" />')
        out.append(f'<meta property="og:url" content="{esc(canon)}" />')
        if doc.is_article or doc.key == "pint":
            out.append('<meta property="og:type" content="article" />')
        if doc.is_article and not doc.extra.get("nometa"):
            out.append(f'<meta name="dcterms.date" content="{doc.iso[:16]}+00:00" />')
            out.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if doc.extra.get("username"):
                out.append(f'<meta name="author" content="{doc.extra["username"]}" />')
                out.append(f'<meta name="dcterms.creator" content="{doc.extra["username"]}" />')
            elif doc.authors:
                out.append(f'<meta name="dcterms.creator" content="{esc(doc.authors[0])}" />')
            if doc.extra.get("fb_author"):
                out.append('<meta property="article:author" content="https://www.facebook.com/northernreview" />')
        if doc.extra.get("ld"):
            ld = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "Article",
                        "headline": doc.title,
                        "datePublished": doc.iso.replace("+00:00", "+0000"),
                        "author": {"@type": "Person", "name": doc.authors[0]},
                        "publisher": {"@type": "Organization", "name": self.name},
                        "mainEntityOfPage": {"@type": "WebPage", "@id": canon},
                    }
                ],
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False, indent=2)}</script>')
        if doc.extra.get("review_ld"):
            ld = {
                "@context": "https://schema.org",
                "@type": "Review",
                "name": doc.title,
                "datePublished": doc.iso,
                "author": {"@type": "Person", "name": doc.authors[0]},
                "itemReviewed": {
                    "@type": "Book",
                    "name": "The Weaver’s Account",
                    "author": {"@type": "Person", "name": "Hannah Pell"},
                    "isbn": "9781900000123",
                },
                "reviewRating": {"@type": "Rating", "ratingValue": "4", "bestRating": "5"},
                "publisher": {"@type": "Organization", "name": self.name},
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if doc.key == "mill1":
            out.append(f'<link rel="next" href="{self.url("mill2")}" />')
        if doc.key == "mill2":
            out.append(f'<link rel="prev" href="{self.url("mill1")}" />')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("print"):
            return self.print_page(doc)
        nav = "".join(
            f'<li class="menu-{300 + i}{" first" if i == 0 else ""}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(
                (
                    ("home", "Home"),
                    ("features", "Features"),
                    ("issue", "The magazine"),
                    ("tag", "Textiles"),
                    ("about", "About"),
                    ("subscribe", "Subscribe"),
                )
            )
        )
        title = (
            "The Northern Review | Politics, culture and ideas from the North"
            if doc.key == "home"
            else f"{doc.title} | The Northern Review"
        )
        node = (
            f" page-node page-node-{NID.get(doc.key, 0)} node-type-article"
            if doc.is_article or doc.key == "pint"
            else ""
        )
        front = "front" if doc.key == "home" else "not-front"
        popular = " ".join(
            self.a(k, t, "aside")
            for k, t in (
                ("search", "mill"),
                ("https://www.northernreview.test/search/node/buses", "buses"),
                ("https://www.northernreview.test/search/node/theatre", "theatre"),
            )
        )
        most = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("mill1", "column", "interview"))
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML+RDFa 1.0//EN"
  "http://www.w3.org/MarkUp/DTD/xhtml-rdfa-1.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" version="XHTML+RDFa 1.0" dir="ltr"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/terms/"
  xmlns:foaf="http://xmlns.com/foaf/0.1/"
  xmlns:sioc="http://rdfs.org/sioc/ns#"
  xmlns:xsd="http://www.w3.org/2001/XMLSchema#">
<head profile="http://www.w3.org/1999/xhtml/vocab">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link rel="shortcut icon" href="https://www.northernreview.test/sites/default/files/favicon.ico" type="image/vnd.microsoft.icon" />
<meta name="generator" content="Drupal 7 (http://drupal.org)" />
{self.head_meta(doc)}
<title>{esc(title)}</title>
<style type="text/css" media="all">
@import url("https://www.northernreview.test/modules/system/system.base.css?t4k9xq");
@import url("https://www.northernreview.test/sites/all/themes/northern/css/style.css?t4k9xq");
</style>
<style type="text/css" media="all">/*PAD*/</style>
<script type="text/javascript" src="https://www.northernreview.test/misc/jquery.js?v=1.4.4"></script>
<script type="text/javascript" src="https://www.northernreview.test/misc/drupal.js?t4k9xq"></script>
<script type="text/javascript">
<!--//--><![CDATA[//><!--
jQuery.extend(Drupal.settings, {{"basePath":"\\/","pathPrefix":"","ajaxPageState":{{"theme":"northern","theme_token":"q8Zr2mX0cWbT1y"}},"googleanalytics":{{"trackOutbound":1,"trackMailto":1}}}});
//--><!]]>
</script>
</head>
<body class="html {front} not-logged-in one-sidebar sidebar-second{node}">
<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Skip to main content</a></div>
<div id="page-wrapper"><div id="page">
<div id="header"><div class="section clearfix">
<div id="name-and-slogan"><div id="site-name"><strong>{self.a("home", "The Northern Review", "nav", 'title="Home" rel="home"')}</strong></div><div id="site-slogan">Politics, culture and ideas from the North of England</div></div>
<div class="region region-header"><div id="block-search-form" class="block block-search"><div class="content"><form action="/search/node" method="post" id="search-block-form" accept-charset="UTF-8"><div class="container-inline"><label class="element-invisible" for="edit-search-block-form--2">Search </label><input title="Enter the terms you wish to search for." type="text" id="edit-search-block-form--2" name="search_block_form" value="" size="15" maxlength="128" class="form-text" /><input type="submit" id="edit-submit" name="op" value="Search" class="form-submit" /></div></form></div></div></div>
</div></div>
<div id="navigation"><div class="section"><ul id="main-menu" class="links inline clearfix">{nav}</ul></div></div>
<div id="main-wrapper"><div id="main" class="clearfix">
<div id="content" class="column"><div class="section">
<a id="main-content"></a>
{main}
</div></div>
<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">
<div id="block-views-most-read-block" class="block block-views"><h2>Most read</h2><div class="content"><div class="item-list"><ol>{most}</ol></div></div></div>
<div id="block-block-7" class="block block-block"><h2>Popular searches</h2><div class="content"><p>{popular}</p></div></div>
<div id="block-block-3" class="block block-block"><h2>The magazine</h2><div class="content"><p>Ten issues a year, delivered to your door. {self.a("subscribe", "Subscribe from £4.99 a month", "aside")}</p></div></div>
</div></div></div>
</div></div>
<div id="footer"><div class="section"><div class="region region-footer">
<div id="block-menu-menu-footer" class="block block-menu"><ul class="menu"><li class="first leaf">{self.a("about", "About us", "footer")}</li><li class="leaf">{self.a("https://www.northernreview.test/privacy", "Privacy", "footer")}</li><li class="leaf">{self.a("https://www.northernreview.test/rss.xml", "RSS", "footer")}</li><li class="last leaf">{self.a("mailto:editor@northernreview.test", "Contact the editor", "footer")}</li></ul></div>
<p class="copyright">© The Northern Review 1994–2026. Published by the Northern Review Trust, registered charity no. 1000000.</p>
</div></div></div>
</div></div>
<div id="sliding-popup" class="sliding-popup-bottom"><div class="popup-content info"><div id="popup-text"><p>We use cookies on this site to enhance your user experience. By clicking any link on this page you are giving your consent for us to set cookies.</p></div><div id="popup-buttons"><button type="button" class="agree-button">OK, I agree</button><button type="button" class="find-more-button">No, give me more info</button></div></div></div>
<script type="text/javascript" src="https://www.northernreview.test/sites/all/modules/eu_cookie_compliance/js/eu_cookie_compliance.js?t4k9xq"></script>
</body>
</html>"""

    def body_html(self, doc: Doc) -> str:
        custom = {
            "drop": lambda b: (
                f'<p class="first-para"><span class="dropcap">{esc(b[1][0])}</span><span class="lead-in">{esc(b[1][1:].split(" ", 3)[0] + " " + b[1][1:].split(" ", 3)[1])}</span> {self.inline(b[1][1:].split(" ", 2)[2])}</p>'
            ),
            "pq": lambda b: f'<blockquote class="pullquote"><p>{esc(b[1])}</p></blockquote>',
            "note": lambda b: f'<p class="footnote"><em>{self.inline(b[1])}</em></p>',
        }
        return self.blocks(doc, custom=custom)

    def submitted(self, doc: Doc) -> str:
        who = doc.byline or " and ".join(doc.authors)
        if doc.authors and doc.authors[0] == "Ruth Ashworth" and not doc.byline:
            who = self.a(
                "author",
                "Ruth Ashworth",
                "byline",
                'title="View user profile." class="username" xml:lang="" about="/contributors/ruth-ashworth" typeof="sioc:UserAccount" property="foaf:name" datatype=""',
            )
        elif who:
            who = esc(who)
        by = f"By {who} | " if who and not doc.byline else (f"{who} | " if who else "")
        rdf = f'property="dc:date dc:created" content="{doc.iso}" datatype="xsd:dateTime" ' if doc.iso else ""
        return f'<div class="meta submitted"><span {rdf}rel="sioc:has_creator">{by}{doc.stamp}</span></div>'

    def story_main(self, doc: Doc) -> str:
        nid = NID[doc.key]
        dek = (
            f'<div class="field field-name-field-standfirst field-type-text field-label-hidden"><div class="field-items"><div class="field-item even"><p class="standfirst">{esc(doc.dek)}</p></div></div></div>'
            if doc.dek
            else ""
        )
        issue = ""
        if doc.key in ("mill1", "mill2"):
            issue = f'<div class="field field-name-field-issue"><div class="field-items"><div class="field-item even">From the {self.a("issue", "December 2026 issue", "content")}</div></div></div>'
        pager = ""
        if doc.extra.get("pager") == 1:
            pager = f"""<div class="article-pager"><span class="pager-label">Page 1 of 2</span> <span class="pager-current">1</span> {self.a("mill2", "2", "pagination")} {self.a("mill2", "Next page ›", "pagination", 'class="pager-next"')}</div>"""
        elif doc.extra.get("pager") == 2:
            pager = f"""<div class="article-pager">{self.a("mill1", "‹ Previous page", "pagination", 'class="pager-prev"')} {self.a("mill1", "1", "pagination")} <span class="pager-current">2</span> <span class="pager-label">Page 2 of 2</span></div>"""
        stars = ""
        if doc.extra.get("stars"):
            n = doc.extra["stars"]
            stars = f'<div class="field field-name-field-rating"><span class="stars" aria-hidden="true">{"★" * n}{"☆" * (5 - n)}</span><span class="element-invisible">{n} out of 5 stars</span></div>'
        info = (
            f'<div class="field field-name-field-book-info"><p class="book-info">{esc(doc.extra["infobox"])}</p></div>'
            if doc.extra.get("infobox")
            else ""
        )
        bio = ""
        if doc.extra.get("bio") or doc.key in ("column", "review", "whitby"):
            bio = f'<div class="field field-name-field-contributor-bio"><p><em>{esc(CONTRIB[doc.authors[0]])}</em></p></div>'
        tags = ""
        if doc.key in ("mill1", "mill2") or doc.extra.get("tag"):
            tags = f"""<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Topics:&nbsp;</div><div class="field-items"><div class="field-item even" rel="dc:subject">{self.a("tag", "Textile industry", "content", 'typeof="skos:Concept" property="rdfs:label skos:prefLabel" datatype=""')}</div></div></div>"""
        links = f"""<div class="link-wrapper"><ul class="links inline"><li class="print_html first">{self.a("print", "Printer-friendly version", "content", 'title="Display a printer-friendly version of this page." class="print-page" rel="nofollow"')}</li><li class="comment-add last"><a href="/comment/reply/{nid}#comment-form" title="Share your thoughts and opinions related to this posting.">Add new comment</a></li></ul></div>"""
        if doc.key not in ("mill1", "mill2"):
            links = f'<div class="link-wrapper"><ul class="links inline"><li class="print_html first"><a href="/print/{nid}" class="print-page" rel="nofollow">Printer-friendly version</a></li><li class="comment-add last"><a href="/comment/reply/{nid}#comment-form">Add new comment</a></li></ul></div>'
        comments = ""
        if doc.extra.get("comments"):
            cs = "".join(
                f'<div class="comment comment-by-anonymous clearfix"><div class="attribution"><div class="submitted"><p class="commenter-name"><span class="username">{esc(u)}</span></p><p class="comment-time">{esc(t)}</p></div></div><div class="comment-text"><div class="content"><div class="field field-name-comment-body"><p>{esc(c)}</p></div></div><ul class="links inline"><li class="comment-reply first last"><a href="/comment/reply/{nid}">reply</a></li></ul></div></div>'
                for u, t, c in doc.extra["comments"]
            )
            comments = f'<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>{cs}<h2 class="title comment-form">Add new comment</h2><p>You must be logged in to post comments.</p></div>'
        share = '<div class="share-links"><a href="https://twitter.com/intent/tweet?url=" class="share-twitter">Share on X</a> <a href="https://www.facebook.com/sharer/sharer.php?u=" class="share-facebook">Share on Facebook</a> <a href="mailto:?subject=" class="share-email">Email</a></div>'
        return f"""<div class="breadcrumb">{self.a("home", "Home", "nav")} » {esc(doc.section)}</div>
<h1 class="title" id="page-title">{esc(doc.title)}</h1>
<div class="tabs"></div>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<div id="node-{nid}" class="node node-article node-promoted view-mode-full clearfix" about="{self.docs[doc.key].path.split("?")[0]}" typeof="sioc:Item foaf:Document">
<span property="dc:title" content="{esc(doc.title)}" class="rdf-meta element-hidden"></span>
{dek}
{self.submitted(doc)}
{issue}
{stars}
{share}
<div class="content clearfix">
<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
{self.body_html(doc)}
</div></div></div>
{pager}
{info}
{bio}
{tags}
</div>
{links}
{comments}
</div>
</div></div></div>"""

    def print_page(self, doc: Doc) -> str:
        url = self.url("mill1")
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>{esc(doc.title)}</title>
<meta name="robots" content="noindex, nofollow" />
<link rel="shortcut icon" href="https://www.northernreview.test/sites/default/files/favicon.ico" type="image/vnd.microsoft.icon" />
<link type="text/css" rel="stylesheet" href="https://www.northernreview.test/sites/all/modules/print/css/print.css" />
<style type="text/css" media="all">/*PAD*/</style>
<link rel="canonical" href="{url}" />
</head>
<body>
<div class="print-logo"><img class="print-logo" src="https://www.northernreview.test/sites/all/themes/northern/logo-print.png" alt="" id="logo" /></div>
<div class="print-site_name">Published on <em>The Northern Review</em> (<a href="https://www.northernreview.test">https://www.northernreview.test</a>)</div>
<p />
<div class="print-breadcrumb">{self.a("home", "Home", "nav")} &gt; Long reads</div>
<hr class="print-hr" />
<div class="print-content"><div id="node-4821" class="node node-article view-mode-print">
<h1 class="print-title">{esc(doc.title)}</h1>
<div class="print-submitted">By Ruth Ashworth</div>
<div class="print-created">Created {doc.stamp}</div>
<div class="field field-name-body"><div class="field-items"><div class="field-item even">
{self.body_html(doc)}
</div></div></div>
</div></div>
<div class="print-footer">© The Northern Review 1994–2026</div>
<hr class="print-hr" />
<div class="print-source_url"><strong>Source URL:</strong> <a href="{url}">{url}</a></div>
<div class="print-links"><p><strong>Links</strong><br />[1] https://www.northernreview.test/contributors/ruth-ashworth<br />[2] https://www.northernreview.test/issues/december-2026<br />[3] https://www.northernreview.test/topics/textile-industry<br /></p></div>
<script type="text/javascript">window.print();</script>
</body>
</html>"""

    def row(self, k: str) -> str:
        d = self.docs[k]
        by = " and ".join(d.authors) if d.authors else ""
        stamp = d.stamp if d.is_article else "20 November 2026"
        lede = (
            self.lede(d)
            if d.is_article
            else "Brewers, landlords and regulars on the estates where the local is the last public space left."
        )
        lock = ' <span class="premium-badge">Subscribers</span>' if k == "pint" else ""
        return f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content">{self.a(k, d.title, "content")}{lock}</span></div><div class="views-field views-field-field-standfirst"><div class="field-content">{esc(lede)}</div></div><div class="views-field views-field-name"><span class="field-content">{esc(by)}</span></div><div class="views-field views-field-created"><span class="field-content">{stamp}</span></div></div>'

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "search":
            res = []
            for k in doc.extra["list"]:
                d = self.docs[k]
                snip = {
                    "mill1": "… When the hooter sounded at Holt Brook <strong>Mill</strong> for the last time, at ten past four on a wet Thursday in October …",
                    "mill2": "… Not everyone is pessimistic. A group of former workers … buying two of the <strong>mill</strong>’s smaller looms …",
                    "tag": "… Textile industry …",
                }[k]
                info = "Article - Ruth Ashworth - 27/11/2026 - 07:00 - 2 comments" if k != "tag" else "Topic"
                res.append(
                    f'<li class="search-result"><h3 class="title">{self.a(k, d.title if k != "mill2" else d.title + " (page 2)", "content")}</h3><div class="search-snippet-info"><p class="search-snippet">{snip}</p><p class="search-info">{info}</p></div></li>'
                )
            return f'<h1 class="title" id="page-title">Search</h1><div class="region region-content"><form action="/search/node/mill" method="post" id="search-form" class="search-form"><div class="form-item form-type-textfield form-item-keys"><label for="edit-keys">Enter your keywords </label><input type="text" id="edit-keys" name="keys" value="mill" size="40" maxlength="255" class="form-text" /></div><input type="submit" id="edit-submit" name="op" value="Search" class="form-submit" /></form><h2>Search results</h2><ol class="search-results node-results">{"".join(res)}</ol><div class="item-list"><ul class="pager"><li class="pager-current first last">1</li></ul></div></div>'
        rows = "".join(self.row(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more"):
            more = doc.extra["more"]
            pager = f"""<h2 class="element-invisible">Pages</h2><div class="item-list"><ul class="pager"><li class="pager-current first">1</li><li class="pager-item">{self.a(more, "2", "pagination", 'title="Go to page 2"')}</li><li class="pager-next">{self.a(more, "next ›", "pagination", 'title="Go to next page"')}</li><li class="pager-last last">{self.a(more, "last »", "pagination", 'title="Go to last page"')}</li></ul></div>"""
        elif doc.key == "features2":
            pager = f"""<h2 class="element-invisible">Pages</h2><div class="item-list"><ul class="pager"><li class="pager-first first">{self.a("features", "« first", "pagination", 'title="Go to first page"')}</li><li class="pager-previous">{self.a("features", "‹ previous", "pagination", 'title="Go to previous page"')}</li><li class="pager-item">{self.a("features", "1", "pagination", 'title="Go to page 1"')}</li><li class="pager-current last">2</li></ul></div>"""
        intro = ""
        if doc.kind == "author":
            intro = f'<div class="profile"><div class="field field-name-field-bio"><p>{esc(CONTRIB["Ruth Ashworth"])}</p></div></div><h2>Articles by Ruth Ashworth</h2>'
        elif doc.kind == "tag":
            intro = '<div class="taxonomy-term-description"><p>Our coverage of the North’s mills, weavers and the places they built.</p></div>'
        elif doc.key == "issue":
            intro = '<div class="issue-cover"><p class="issue-number">No. 312 · December 2026</p><p>On sale in newsagents from 27 November.</p></div><h2>In this issue</h2>'
        elif doc.key == "home":
            lead = self.docs["mill1"]
            intro = f'<div class="view view-front-lead"><div class="views-row views-row-1"><h2 class="lead-title">{self.a("mill1", lead.title, "content")}</h2><p class="standfirst">{esc(lead.dek)}</p><p class="byline">Ruth Ashworth · {self.a("issue", "From the December issue", "content")}</p></div></div><h2 class="block-title">Latest</h2>'
            rows = "".join(self.row(k) for k in doc.extra["list"][1:])
            pager = f'<p class="more-link">{self.a("features", "More features", "content")}</p>'
        h1 = "" if doc.key == "home" else f'<h1 class="title" id="page-title">{esc(doc.title)}</h1>'
        return f'{h1}<div class="region region-content">{intro}<div class="view view-section-front view-id-section_front view-display-id-page"><div class="view-content">{rows}</div>{pager}</div></div>'

    def service_main(self, doc: Doc) -> str:
        if doc.key == "pint":
            return f"""<div class="breadcrumb">{self.a("home", "Home", "nav")} » Long reads</div>
<h1 class="title" id="page-title">{esc(doc.title)}</h1>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<div id="node-4829" class="node node-article node-premium view-mode-full clearfix">
<div class="paywall-box"><h2>This long read is for subscribers</h2><p>Subscribe from £4.99 a month for unlimited access to the Northern Review online, the print magazine delivered to your door and our archive since 1994.</p><p class="paywall-cta">{self.a("subscribe", "Subscribe now", "content", 'class="button"')}</p><p>Already a subscriber? <a href="/user/login?destination=node/4829">Log in</a></p></div>
</div></div></div></div>"""
        return f'<h1 class="title" id="page-title">{esc(doc.title)}</h1><div class="region region-content"><div class="node node-page view-mode-full"><div class="field field-name-body"><div class="field-items"><div class="field-item even">\n{self.blocks(doc)}\n</div></div></div></div></div>'
