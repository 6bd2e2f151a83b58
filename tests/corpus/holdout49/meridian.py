# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Meridian: a US monthly magazine of long reads (Atlantic / New Yorker-like) on **WordPress VIP**: `single
single-post postid-…` body classes, Gutenberg `has-drop-cap` and `wp-block-pullquote`, Atlantic-like URLs
`/magazine/archive/2027/01/<slug>/<id>/`, paginated posts `/<id>/2/` (a three-page story, "Page 2 of 3"), AMP
twins at `…/amp/`, `/latest/page/2/`, `/tag/…/`, `/author/…/`, `/?s=`. The wp-parsely JSON-LD and
`article:published_time` are in **UTC** (`…Z`); the publisher prints the US Eastern day ("December 3, 2026" for
02:15Z on 4 December). The book review has no JSON-LD; the essay's JSON-LD names the magazine (Organization) as
author. "Illustration by …" credits sit under the lead art and are not authors; pull quotes repeat body text.
The issue's table of contents and the cartoon page are not articles."""

from __future__ import annotations

import json
import re
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

AT_CLASS_HOME_HERO_ISSUE = 'class="home-hero__issue"'
AT_CLASS_NEXT_PAGE = 'class="next-page"'
AT_CLASS_NEXT_PAGE_NUMBERS = 'class="next page-numbers"'
AT_CLASS_PAGE_NUMBERS = 'class="page-numbers"'
AT_CLASS_PREV_PAGE_NUMBERS = 'class="prev page-numbers"'
AT_REL_TAG = 'rel="tag"'

ARTS = ["ferry", "orch1", "essay", "review", "snow"]

FERRY = [
    "At a quarter to six on a December morning, before the fog has decided whether to lift, Dale Hutchins walks down the concrete ramp at Cave-in-Rock, Illinois, and checks the river the way other men check the weather on their phones. He looks at the color first—brown going gray means the water is rising upstream—then at the driftwood, then at the mooring lines of the ferry he has piloted for twenty-six years. “The river tells you everything,” he said, stepping onto the deck. “It just doesn’t tell you in advance.”",
    "The Cave-in-Rock ferry is one of the last of its kind on the lower Ohio: a flat steel barge pushed by a small towboat, free of charge, running from six in the morning until nine at night, seven days a week. It carries about four hundred vehicles on an ordinary day—grain trucks, pickups, a school bus from Crittenden County, nurses driving to the hospital in Marion. The nearest bridge is more than forty miles away. Without the ferry, a twelve-minute crossing becomes a ninety-minute drive.",
    "Hutchins, who is fifty-nine, took the job in 2000, after a decade on towboats that hauled coal to power plants along the river. He likes to say that he traded long distances for short ones, and that the short ones turned out to be harder. A towboat pilot has miles in which to correct a mistake. On the ferry, he has about eleven hundred feet of current, a landing the width of two trucks, and an audience.",
    "The audience is the point. Ferries like this one survive not because they are efficient—state transportation officials have been calling them inefficient since the Eisenhower Administration—but because they hold together places that roads never quite reached. The crossing is where farmers learn who is selling land, where teen-agers practice parallel parking in the queue, where a retired teacher named Loretta Grimes has handed out church bulletins every Sunday since 1987. “You can’t be anonymous on a boat this size,” she told me. “People tried. It didn’t take.”",
    'RAW:<figure class="wp-block-pullquote"><blockquote><p>“The river tells you everything. It just doesn’t tell you in advance.”</p></blockquote></figure>',
    "The threat to the ferry is not, as it happens, the river. It is money, and the slow arithmetic of rural budgets. The boat is operated by a private contractor under agreements with the transportation departments of two states, which split a yearly cost that has risen from about six hundred thousand dollars a decade ago to almost $1.4 million today. Insurance has tripled. The towboat, built in 1974, needs a new engine. Last spring, a consultant’s report commissioned by Kentucky recommended that the states study “alternative mobility solutions for the corridor,” a phrase that Hutchins has memorized the way some people memorize insults.",
    "“Alternative mobility,” he said, and laughed. “That’s a bridge they’re never going to build, or a bus that goes the long way.”",
    "## A crossing with a memory",
    "There has been a ferry here, in one form or another, since the early nineteenth century, when flatboats carried settlers and, for a time, the river pirates who used the limestone cave above the landing as a hideout. The current service dates to 1935. In the flood of 1937, the ferry evacuated families from the Illinois bottoms for eleven straight days; a photograph of that crossing, with a cow standing calmly among the refugees, hangs in the general store at the top of the hill.",
    "FIG: The ferry landing at Cave-in-Rock in fog | The landing at Cave-in-Rock, where the crossing to Kentucky takes twelve minutes.",
    "Change has come anyway. The high-school basketball rivalry that once filled the ferry on Friday nights ended when the Illinois school consolidated. The fluorspar mines on the Kentucky side closed in the nineteen-nineties. What remains is a commute—people who live on one side and work on the other, and who have organized their lives around the ferry’s schedule the way city people organize theirs around a train.",
    "One of them is Brianna Tolley, who is twenty-eight and works night shifts at a nursing home in Marion. She crosses at 6:40 every evening and returns on the first boat in the morning. When high water closes the ferry, which happened on nineteen days last year, she sleeps in her car in the nursing home’s parking lot rather than make the drive. “My daughter thinks the ferry is part of my job,” she said. “In a way it is.”",
    "In November, officials from both states held a public meeting in the Cave-in-Rock village hall. More than two hundred people came, in a village of about three hundred. A transportation planner from Frankfort presented slides about ridership and cost per crossing. Then the residents spoke, for almost three hours. No one from the states committed to anything, but the meeting ended, by several accounts, with the planner asking whether he could ride the ferry before he drove home.",
    "He did. Hutchins piloted that crossing himself. Midway across, the planner asked him what he would do if the service ended. Hutchins thought about it for the width of the river. “I’d probably stand right here,” he said, “and watch it go by.”",
    'RAW:<p class="article-print-note"><em>This article appears in the <a href="/magazine/toc/2027/01/">January 2027</a> print edition with the headline “Crossing.”</em></p>',
]

ORCH = [
    [
        "In the hills above Hendersonville, North Carolina, there is an apple tree that nobody planted on purpose. It grows at the edge of a cow pasture owned by a family named Pressley, and in October it drops small, lopsided fruit with a russet skin and a flavor that one visitor described to me as “a pear that went to law school.” For years, the Pressleys fed the apples to their cattle. Then, in 2019, a retired chemistry teacher named Walter Ames knocked on their door and asked if he could take a cutting.",
        "Ames belongs to a loose network of amateur apple detectives who have spent the past three decades searching the Southern Appalachians for varieties that were thought to be extinct. Before the industrialization of American fruit growing, the country’s orchards held an estimated fourteen thousand named apple varieties. Fewer than a hundred are sold commercially today, and a handful—Gala, Honeycrisp, Fuji, Granny Smith—account for most of what Americans eat.",
        'RAW:<figure class="wp-block-pullquote is-style-solid-color"><blockquote><p>“It’s detective work where the witness is a tree.”</p></blockquote></figure>',
        "The detectives work from old nursery catalogues, county-fair records and the memories of elderly farmers. They drive back roads in the fall, looking for trees in fence lines and abandoned homesteads. When they find a candidate, they take cuttings, graft them onto rootstock, and wait—sometimes five years—for the young tree to fruit, so that the apples can be compared with descriptions and with watercolor paintings made by the Department of Agriculture more than a century ago.",
        "“It’s detective work where the witness is a tree,” Ames told me, “and the tree doesn’t talk, and half the documents are wrong.”",
    ],
    [
        "The watercolors are the closest thing the detectives have to a fingerprint database. Between 1886 and 1942, the U.S.D.A. employed about two dozen artists to paint fruit sent in by growers from around the country. The collection, now digitized, holds more than seven thousand images of apples alone, many labelled with the name of a variety, the grower and the county it came from. For someone holding a mystery apple, a painting can narrow the search from thousands of names to a few.",
        "It can also mislead. Varieties were renamed as they traveled; the same apple might be called one thing in Virginia and another in Tennessee. Nurseries sold popular names for whatever trees they had on hand. Ames keeps a spreadsheet of what he calls “aliases,” which now runs to more than nine hundred rows. He compares not only skin color and shape but the depth of the stem cavity, the pattern of the seeds, the month of ripening and the way the flesh browns when cut.",
        "The Pressley apple matched none of the paintings exactly. It was closest to a variety called the Carolina Greening, described in an 1853 catalogue as “of medium size, greenish-yellow with a russet patch, exceedingly juicy, a good keeper.” But the Pressley fruit kept badly and had more russet than green. Ames sent samples to a genetics lab at a state university, which compared their DNA with a reference collection of more than two thousand varieties. The result, which arrived last spring, was a match to nothing on file.",
        "That is either a disappointment or the best possible outcome, depending on whom you ask. A tree with no genetic match could be a chance seedling, a one-off cross that some bird or farmer started a hundred years ago. Or it could be the last living example of a variety that was once common in a valley and disappeared from every record except, perhaps, a line in an old ledger that no one has read.",
    ],
    [
        "Ames is betting on the ledger. Over the summer he spent several weeks in the county archives, reading the account books of a nursery that operated near Fletcher from the eighteen-seventies until the First World War. He found orders for eighty-one varieties, including eleven that he had never heard of. One of them, the Mountain Russet, was sold in 1889 to a man named Pressley.",
        "“I’m not saying it’s proof,” he told me, sitting on the tailgate of his truck beside the tree. “I’m saying it’s a very interesting coincidence, and I’ve been doing this long enough to respect coincidences.”",
        "There is a practical argument for this work, and the detectives make it readily. Old varieties carry genetic traits—resistance to fire blight, tolerance for heat, late blooming that avoids spring frost—that breeders may need as the climate changes. Several university programs now collect the detectives’ finds. The Pressley cuttings are growing in a research orchard near Mills River, alongside more than three hundred other rescued varieties.",
        "But the argument that moves Ames is not practical. It is closer to grief, or to its opposite. Each lost variety, he says, was once someone’s favorite, bred or chosen or carried across mountains because it tasted like home. To find one again is to recover a small piece of a world that didn’t write very much down.",
        "The Pressleys have stopped feeding the apples to their cattle. Last month, the family’s youngest daughter, who is nine, entered a bag of them in the county fair under the name Mountain Russet. They took second place. The judge’s note, pinned to the ribbon, said only: “Unusual. Would like to taste again.”",
        'RAW:<p class="article-print-note"><em>This article appears in the <a href="/magazine/toc/2027/01/">January 2027</a> print edition with the headline “The Apple Detectives.”</em></p>',
    ],
]

ORCH_TITLE = "What the Orchard Remembers"
ORCH_DEK = "A band of amateur sleuths is combing the Appalachians for apples the country forgot it had. Sometimes the trail leads to a cow pasture."


class Meridian(Base):
    origin = "https://www.meridianmag.test"
    name = "The Meridian"
    prefix = "mer"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mer",
            [
                ".site-header",
                ".article-header",
                ".entry-content",
                ".wp-block-pullquote",
                ".has-drop-cap:not(:focus)::first-letter",
                ".river-item",
                ".toc-section",
                ".site-footer",
                ".newsletter-module",
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
                "The Meridian",
                "wp-vip-magazine-home",
                list=["ferry", "orch1", "essay", "snow", "review", "cartoon"],
                more="latest2",
            )
        )
        add(
            page(
                "latest",
                "/latest/",
                "section",
                "Latest",
                "wp-latest-river",
                list=["snow", "orch1", "ferry", "essay"],
                more="latest2",
            )
        )
        add(
            page(
                "latest2",
                "/latest/page/2/",
                "section",
                "Latest",
                "wp-latest-river-page2",
                list=["review", "cartoon"],
                older=True,
            )
        )
        add(
            page(
                "issue",
                "/magazine/toc/2027/01/",
                "issue",
                "The January 2027 Issue",
                "issue-table-of-contents",
                list=["ferry", "orch1", "review"],
            )
        )
        add(page("tag", "/tag/rural-america/", "tag", "Rural America", "wp-tag-archive", list=["ferry", "orch1"]))
        add(
            page(
                "author",
                "/author/eleanor-vance/",
                "author",
                "Eleanor Vance",
                "wp-author-archive",
                list=["ferry"],
                bio=True,
            )
        )
        add(
            page(
                "search", "/?s=orchard", "search", "Search results for “orchard”", "wp-search", list=["orch1", "orch3"]
            )
        )
        add(
            page(
                "cartoon",
                "/cartoons/2026/12/04/daily-cartoon-thermostat/",
                "cartoon",
                "Daily Cartoon: Friday, December 4th",
                "cartoon-single-image-caption",
                [
                    'RAW:<figure class="cartoon"><img src="https://media.meridianmag.test/photos/cartoon-1204.png" alt="Two people in winter coats sit on a sofa in front of a thermostat set to 58 degrees." width="1200" height="980"><figcaption><p class="cartoon-caption">“I told you the thermostat was a metaphor.”</p><p class="cartoon-credit">Cartoon by Leo Marchetti</p></figcaption></figure>',
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About The Meridian",
                "wp-page-about",
                [
                    "The Meridian has published reporting, criticism, essays and fiction since 1911. It appears ten times a year in print and every day online.",
                    "Our writers are based in Washington, New York, Chicago and Los Angeles. Letters to the editor may be sent to letters@meridianmag.test; we edit letters for length and clarity.",
                    "The Meridian is owned by Meridian Media Group, 1400 K Street NW, Washington, DC 20005.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to The Meridian",
                "paywall-offer-page",
                [
                    "Get unlimited access to every story, the print magazine ten times a year, and our complete archive back to 1911.",
                    'RAW:<div class="offer-grid"><div class="offer"><h3>Digital</h3><p class="price">$1 a week for the first year</p><a class="btn" href="https://checkout.meridianmag.test/digital">Subscribe</a></div><div class="offer offer--featured"><h3>Print + Digital</h3><p class="price">$2 a week for the first year</p><a class="btn" href="https://checkout.meridianmag.test/print">Subscribe</a></div></div>',
                    "Cancel anytime. Billed annually after the introductory period.",
                ],
            )
        )
        add(
            story(
                "ferry",
                "/magazine/archive/2027/01/last-ferry-ohio-river-cave-in-rock/688123/",
                "The Last Ferry on the Ohio",
                "2026-12-02",
                "2026-12-02T11:00:00Z",
                "December 2, 2026",
                ["Eleanor Vance"],
                FERRY,
                "longread-dropcap-pullquote-illustration-credit",
                section="Magazine",
                rubric="Dispatch",
                issue=True,
                dek="For ninety years, a cable ferry has carried farmers, school buses and the occasional runaway cow between Illinois and Kentucky. Its captain knows the river won’t wait for him forever.",
                illus="Illustration by Hana Sato",
                dropcap="class",
                tags=True,
            )
        )
        add(
            story(
                "ferry_amp",
                "/magazine/archive/2027/01/last-ferry-ohio-river-cave-in-rock/688123/amp/",
                "The Last Ferry on the Ohio",
                "2026-12-02",
                "2026-12-02T11:00:00Z",
                "December 2, 2026",
                ["Eleanor Vance"],
                FERRY,
                "amp-twin-of-longread",
                section="Magazine",
                rubric="Dispatch",
                dek="For ninety years, a cable ferry has carried farmers, school buses and the occasional runaway cow between Illinois and Kentucky. Its captain knows the river won’t wait for him forever.",
                illus="Illustration by Hana Sato",
                amp_of="ferry",
            )
        )
        for n, lines in enumerate(ORCH, 1):
            add(
                story(
                    f"orch{n}",
                    "/magazine/archive/2027/01/heirloom-apple-detectives/688140/" + (f"{n}/" if n > 1 else ""),
                    ORCH_TITLE,
                    "2026-12-03",
                    "2026-12-04T02:15:00Z",
                    "December 3, 2026",
                    ["Marcus Bell"],
                    lines,
                    "multipage-story-page1" if n == 1 else f"multipage-story-page{n}-of-3",
                    section="Magazine",
                    rubric="Letter from North Carolina",
                    issue=True,
                    dek=ORCH_DEK,
                    illus="Photographs by Jun Takeda for The Meridian" if n == 1 else "",
                    dropcap="span" if n == 1 else "",
                    pageno=n,
                    tags=n == 1,
                )
            )
        add(
            story(
                "essay",
                "/ideas/archive/2026/12/productivity-podcasts-self-optimization/688201/",
                "Against the Productivity Podcast",
                "2026-12-01",
                "2026-12-01T14:30:00Z",
                "December 1, 2026",
                ["Ruth Okonkwo"],
                [
                    "Somewhere right now, a man with a pleasant voice is explaining how to reclaim your mornings. He has a routine: cold water, a notebook, a walk without headphones, ninety minutes of “deep work” before he opens his inbox. He will describe it for an hour and fifteen minutes, interrupted twice by an advertisement for a mattress, and several hundred thousand people will listen to him while doing something else.",
                    "I have been one of those people. For about three years, I listened to productivity podcasts the way some people listen to police scanners—not because I expected to act on them, but because the sound of other people’s urgency was oddly calming. I learned about time blocking, inbox zero, the two-minute rule and the Eisenhower matrix. I bought three different notebooks. My mornings did not noticeably improve.",
                    "The genre’s success is usually explained as a response to burnout: workers overwhelmed by email and meetings grasp for a system that will give them back some control. That is part of it. But the more I listened, the more I suspected that the podcasts were less a cure for overwork than one of its symptoms. They take the hours we are not working—commuting, cooking, folding laundry—and turn them into a seminar about work. The message, under all the talk of balance, is that no minute should go unoptimized.",
                    'RAW:<figure class="wp-block-pullquote"><blockquote><p>A podcast can teach you to batch your email. It cannot make your employer send less of it.</p></blockquote></figure>',
                    "There is also something revealing in the hosts themselves. Almost all of them are self-employed, and their product is advice about productivity. Their own productivity is measured, in other words, by how many episodes they release about productivity. It is a closed loop, and it works beautifully for them. It does less for a nurse on rotating shifts or a parent whose morning routine is set by a four-year-old.",
                    "None of this means the advice is wrong. Some of it is sensible, and much of it is harmless. Writing down what you need to do is a good idea; it was a good idea in 1850. The problem is the frame: the assumption that the difficulties of modern working life are personal failures of organization, to be solved individually with better habits, rather than features of how work is designed. A podcast can teach you to batch your email. It cannot make your employer send less of it.",
                    "Last spring, I deleted the podcasts from my phone. I replaced them with nothing—no audiobooks, no news, just the sound of whatever I happened to be doing. The first week was uncomfortable in the way that silence often is. By the third, I noticed that I had started to think in the gaps: small, unproductive thoughts about the light on the stairs, an old friend, a sentence I wanted to write. None of them made me more efficient. Several of them made me happier.",
                    "I don’t expect the genre to fade. There will always be a market for the promise that life can be made to fit. But it might be worth asking, the next time a pleasant voice offers to reclaim your morning, who it was that took it in the first place. (For a different kind of slowness, see our review of [[review|Delia Marsh’s new novel]].)",
                ],
                "essay-jsonld-author-organization",
                section="Ideas",
                rubric="Ideas",
                dek="The genre promises to give us our time back. It mostly teaches us to spend it thinking about work.",
                illus="Illustration by Tomás Reyes",
                ld_org=True,
            )
        )
        add(
            story(
                "review",
                "/culture/archive/2026/11/lantern-year-delia-marsh-review/688090/",
                "A Novel That Refuses to Hurry",
                "2026-11-30",
                None,
                "November 30, 2026",
                ["Samuel Ortiz"],
                [
                    "Very little happens in the first hundred pages of Delia Marsh’s new novel, “The Lantern Year” (Halvorsen, $28), and that is not a complaint. A woman named Agnes Thibodeau, recently widowed, stays on in the keeper’s cottage of a decommissioned lighthouse on a small island off the coast of Maine. The Coast Guard has automated the light; her husband’s job, for the last decade of his life, was mostly ceremonial. Now the state wants the cottage back, and Agnes has been given a year to leave.",
                    "Marsh, whose previous novel, “Salt Ledger,” was a modest success in 2019, structures the book as a calendar. Each chapter is a month, beginning in a February so cold that the harbor freezes, and each is anchored by a small domestic task: mending a storm window, planting peas in a raised bed, polishing the brass of a lamp that no longer needs polishing. The effect, at first, is of reading someone’s very good diary. Gradually it becomes something stranger and more moving—a portrait of a person learning to live without the structure that another life imposed on hers.",
                    "Marsh is a precise writer about weather and work. She knows how a woodstove behaves when the wind shifts, and how long it takes to row to the mainland against the tide. She is also unusually good on money, a subject most literary fiction avoids. Agnes counts her savings in almost every chapter; the sums are small, and the reader begins to dread them along with her.",
                    "The islanders who drift through the book are drawn with affection but without sentimentality. There is a lobsterman who brings her mail and strong opinions about the Red Sox, a summer family whose teen-age son spends one August sketching the lighthouse, and a state official, Mr. Ferland, whose letters about the lease become a kind of running joke until, late in the novel, they stop being funny.",
                    "If the book has a weakness, it is in its second half, when Marsh introduces a subplot about Agnes’s estranged brother that feels imported from a busier novel. His arrival in August brings more dialogue in a single chapter than the previous six combined, and the shift in pace is jarring. Marsh seems to sense the problem; by October, the brother is gone, and the book returns to its true subject.",
                    "That subject is attention. Agnes notices things—the first eider ducks, the changing note of the foghorn on the next island, the way her husband’s handwriting appears on jars in the pantry. “The Lantern Year” asks the reader to notice along with her, and rewards the effort. It is a quiet book in a loud season, and it deserves to be read slowly, preferably with the window open.",
                    'RAW:<div class="book-info"><p><strong>The Lantern Year</strong><br>By Delia Marsh<br>Halvorsen, 336 pages, $28</p><a class="buy-button" href="https://bookshop.test/a/meridian/9781234567890" rel="sponsored">Buy on Bookshop</a><p class="affiliate-disclosure">When you buy a book using a link on this page, we receive a commission.</p></div>',
                ],
                "book-review-no-jsonld",
                section="Culture",
                rubric="Books",
                issue=True,
                dek="Delia Marsh’s “The Lantern Year” follows a lighthouse keeper’s widow through twelve months on a Maine island. Its patience is the point.",
                nold=True,
            )
        )
        add(
            story(
                "snow",
                "/ideas/archive/2026/12/snow-day-remote-learning/688260/",
                "The Snow Day Is a Civic Institution",
                "2026-12-03",
                "2026-12-03T16:05:00Z",
                "December 3, 2026",
                ["Nadia Kerr"],
                [
                    "On Wednesday night, when the forecast for much of the Northeast called for eight to twelve inches of snow, superintendents from Albany to Hartford faced a decision that has become surprisingly contentious: whether to close schools or switch to remote learning. Since the pandemic, many districts have quietly abolished the snow day, reasoning that laptops and video calls make a lost day unnecessary.",
                    "This is a mistake, and not only because children love snow days. A snow day is one of the few remaining occasions on which a whole community stops at once, for the same reason, without anyone having planned it. Parents improvise. Neighbors shovel one another’s walks. The sledding hill fills up with children who may not otherwise see one another outside school. It is, in its modest way, a civic ritual—a shared experience of weather in an age when most experiences are private and scheduled.",
                    "The case for remote learning on such days is weak even on its own terms. Teachers report that attendance on unplanned virtual days is patchy and that little new material can be taught. Districts typically build three to five emergency days into their calendars anyway. What is gained, in other words, is mostly the appearance of continuity, and what is lost is harder to measure but easy to recognize.",
                    "Some districts have listened. In Vermont, several school boards voted this fall to restore traditional snow days, citing surveys in which most parents supported the change. Others should follow. A childhood has only so many snowstorms in it. We ought to let children have them.",
                ],
                "short-comment-no-illustration",
                section="Ideas",
                rubric="Ideas",
                dek="Districts that replaced closures with remote learning are giving up more than they gain.",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        canon = self.url(doc.extra.get("amp_of", doc.key))
        metas = [
            f"<title>{esc(doc.title)}{' (Page ' + str(doc.extra['pageno']) + ')' if doc.extra.get('pageno', 1) > 1 else ''} - The Meridian</title>",
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<link rel="canonical" href="{esc(canon)}">',
            '<meta property="og:site_name" content="The Meridian">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if doc.is_article:
            first = "orch1" if doc.extra.get("pageno") else doc.key
            metas.append(f'<meta property="og:url" content="{esc(self.url(first))}">')
            metas.append(
                f'<meta property="og:image" content="https://media.meridianmag.test/photos/{zlib.crc32(doc.path.encode()) % 99991}.jpg">'
            )
            if doc.iso:
                metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
                metas.append(f'<meta property="article:modified_time" content="{doc.iso}">')
            elif doc.key == "review":
                metas.append('<meta property="article:published_time" content="2026-11-30T17:00:00+00:00">')
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            metas.append(
                f'<meta property="article:author" content="{esc(self.origin)}/author/{doc.authors[0].lower().replace(" ", "-")}/">'
            )
            metas.append(f'<meta name="parsely-title" content="{esc(doc.title)}">')
            if not doc.extra.get("amp_of"):
                metas.append(
                    '<link rel="amphtml" href="' + esc(self.url("ferry_amp")) + '">' if doc.key == "ferry" else ""
                )
            n = doc.extra.get("pageno")
            if n:
                if n > 1:
                    metas.append(f'<link rel="prev" href="{self.href("orch" + str(n - 1))}">')
                if n < 3:
                    metas.append(f'<link rel="next" href="{self.href("orch" + str(n + 1))}">')
            if not doc.extra.get("nold"):
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "url": self.url(first),
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(first)},
                    "thumbnailUrl": "https://media.meridianmag.test/photos/thumb-"
                    + doc.path.strip("/").split("/")[-1]
                    + ".jpg",
                    "articleSection": doc.section,
                    "author": [{"@type": "Organization", "name": "The Meridian"}]
                    if doc.extra.get("ld_org")
                    else [{"@type": "Person", "name": a} for a in doc.authors],
                    "creator": ["The Meridian"] if doc.extra.get("ld_org") else doc.authors,
                    "publisher": {
                        "@type": "Organization",
                        "name": "The Meridian",
                        "logo": "https://www.meridianmag.test/wp-content/themes/meridian/img/logo-512.png",
                    },
                    "keywords": [doc.section.lower(), doc.extra.get("rubric", "").lower()],
                    "dateCreated": doc.iso,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                }
                metas.append(
                    f'<script type="application/ld+json" class="wp-parsely-metadata">{json.dumps(ld, ensure_ascii=False)}</script>'
                )
        return "\n".join(m for m in metas if m)

    def nav(self) -> str:
        items = [
            ("latest", "Latest"),
            ("issue", "Magazine"),
            ("tag", "Rural America"),
            ("cartoon", "Cartoons"),
            ("search", "Search"),
        ]
        lis = "".join(f'<li class="menu-item">{self.a(k, t, "nav")}</li>' for k, t in items)
        return f'<nav class="site-nav" aria-label="Primary"><ul id="menu-primary" class="menu">{lis}<li class="menu-item"><a href="/podcasts/">Podcasts</a></li><li class="menu-item"><a href="/newsletters/">Newsletters</a></li></ul></nav>'

    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("amp_of"):
            return self.amp_frame(doc, main)
        m = re.search(r"/(\d{6})/", doc.path)
        postid = m.group(1) if m else 0
        body_class = (
            f"post-template-default single single-post postid-{postid} single-format-standard"
            if doc.is_article
            else ("home blog" if doc.key == "home" else "archive")
        )
        return f"""<!DOCTYPE html>
<html lang="en-US" class="no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<meta name="generator" content="WordPress 6.6.2">
<link rel="alternate" type="application/rss+xml" title="The Meridian &raquo; Feed" href="https://www.meridianmag.test/feed/">
<link rel="stylesheet" id="meridian-main-css" href="/wp-content/themes/meridian/dist/main.css?ver=4.18.2" media="all">
<link rel="preload" href="/wp-content/themes/meridian/fonts/Meridian-Serif-Text.woff2" as="font" type="font/woff2" crossorigin>
<style id="meridian-inline-css">/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageType":"{doc.kind}","section":"{esc(doc.section or "none")}","paywall":"metered","platform":"wpvip"}});</script>
<script async src="https://www.googletagmanager.test/gtm.js?id=GTM-MERID9"></script>
</head>
<body class="{body_class}">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<div id="onetrust-banner-sdk" role="dialog" aria-label="Cookie banner"><p>We use cookies and similar technologies to recognize your repeat visits and preferences, to measure the effectiveness of campaigns, and to improve our websites. <a href="/privacy-policy/">Privacy Policy</a></p><button id="onetrust-accept-btn-handler">Accept All</button><button id="onetrust-pc-btn-handler">Cookie Settings</button></div>
<header class="site-header" role="banner">
<div class="site-header__top"><a class="site-header__account" href="https://account.meridianmag.test/login">Sign In</a> {self.a("subscribe", "Subscribe", "nav", 'class="site-header__subscribe"')}</div>
<div class="site-branding">{self.a("home", "The Meridian", "nav", 'class="site-logo" rel="home"')}</div>
{self.nav()}
</header>
<main id="main" class="site-main">
{main}
</main>
<aside class="newsletter-module"><h2>The Weekly Meridian</h2><p>Our best stories, every Sunday morning. Sign up for the newsletter.</p><form action="https://newsletters.meridianmag.test/subscribe" method="post"><input type="email" name="email" placeholder="Your email address" aria-label="Email"><button type="submit">Sign Up</button></form></aside>
<footer class="site-footer" role="contentinfo">
<div class="site-footer__logo">{self.a("home", "The Meridian", "footer")}</div>
<ul class="site-footer__links"><li>{self.a("about", "About", "footer")}</li><li><a href="/contact/">Contact</a></li><li><a href="/careers/">Careers</a></li><li>{self.a("subscribe", "Subscribe", "footer")}</li><li><a href="/privacy-policy/">Privacy Policy</a></li><li><a href="/terms-and-conditions/">Terms and Conditions</a></li><li><a href="/privacy-policy/#california">Do Not Sell or Share My Personal Information</a></li></ul>
<ul class="site-footer__social"><li><a href="https://www.facebook.com/meridianmag.test">Facebook</a></li><li><a href="https://www.instagram.com/meridianmag.test">Instagram</a></li><li><a href="https://www.youtube.com/@meridianmag.test">YouTube</a></li></ul>
<p class="site-footer__copyright">© 2026 Meridian Media Group. All rights reserved. Use of this site constitutes acceptance of our User Agreement and Privacy Policy.</p>
</footer>
<script id="meridian-main-js" src="/wp-content/themes/meridian/dist/main.js?ver=4.18.2"></script>
<script src="https://cdn.parsely.test/keys/meridianmag.test/p.js" id="parsely-cfg"></script>
</body>
</html>"""

    def amp_frame(self, doc: Doc, main: str) -> str:
        return f"""<!doctype html>
<html amp lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{self.head(doc)}
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;animation:none}}</style></noscript>
<style amp-custom>/*PAD*/</style>
</head>
<body class="amp-wp-template">
<header class="amp-wp-header"><div>{self.a("home", "The Meridian", "nav")}</div></header>
{main}
<footer class="amp-wp-footer"><p>© 2026 Meridian Media Group</p>{self.a("ferry", "View the full site", "footer", 'class="back-to-full"')} · {self.a("subscribe", "Subscribe", "footer")}</footer>
<amp-analytics type="googleanalytics"><script type="application/json">{{"vars":{{"account":"UA-000000-1"}},"triggers":{{"trackPageview":{{"on":"visible","request":"pageview"}}}}}}</script></amp-analytics>
</body>
</html>"""

    def share(self, doc: Doc) -> str:
        u = self.url(doc.key)
        return (
            '<ul class="social-share">'
            f'<li><a class="share-facebook" href="https://www.facebook.com/sharer/sharer.php?u={esc(u)}">Share</a></li>'
            f'<li><a class="share-x" href="https://x.com/intent/post?url={esc(u)}">Post</a></li>'
            f'<li><a class="share-email" href="mailto:?subject={esc(doc.title)}">Email</a></li>'
            '<li><button class="share-gift">Gift this article</button></li></ul>'
        )

    def byline(self, doc: Doc) -> str:
        names = []
        for a in doc.authors:
            if a == "Eleanor Vance":
                names.append(self.a("author", a, "byline", 'class="author-link" rel="author"'))
            else:
                names.append(
                    f'<a class="author-link" rel="author" href="/author/{a.lower().replace(" ", "-")}/">{esc(a)}</a>'
                )
        return f'<div class="article-byline">By {" and ".join(names)}</div>'

    def story_main(self, doc: Doc) -> str:
        amp = bool(doc.extra.get("amp_of"))
        n = doc.extra.get("pageno")
        rubric = esc(doc.extra.get("rubric", doc.section))
        if doc.extra.get("issue"):
            rubric = f'{self.a("issue", "January 2027 Issue", "content")} <span class="sep">·</span> {rubric}'
        art = ""
        if doc.extra.get("illus"):
            img = (
                '<amp-img src="https://media.meridianmag.test/photos/lead.jpg" width="1600" height="900" layout="responsive" alt=""></amp-img>'
                if amp
                else f'<img src="https://media.meridianmag.test/photos/lead-{len(doc.path)}.jpg" alt="" width="1600" height="900" loading="eager">'
            )
            art = f'<figure class="article-lead-art">{img}<figcaption class="article-lead-art__credit">{esc(doc.extra["illus"])}</figcaption></figure>'
        paging = ""
        if n:
            links = " ".join(
                f'<span class="post-page-numbers current" aria-current="page">{i}</span>'
                if i == n
                else self.a(f"orch{i}", str(i), "pagination", 'class="post-page-numbers"')
                for i in (1, 2, 3)
            )
            paging = f'<nav class="page-links" aria-label="Story pages"><span class="page-links-title">Page {n} of 3</span> {links}{" " + self.a(f"orch{n + 1}", "Next page", "pagination", AT_CLASS_NEXT_PAGE) if n < 3 else ""}</nav>'
        dek = f'<p class="article-dek">{esc(doc.dek)}</p>' if doc.dek and (not n or n == 1) else ""
        body = self.blocks(doc)
        dc = doc.extra.get("dropcap")
        if dc == "class":
            body = body.replace("<p>", '<p class="has-drop-cap">', 1)
        elif dc == "span":
            first = body.index("<p>") + 3
            body = body[:first] + f'<span class="dropcap">{body[first]}</span>' + body[first + 1 :]
        if amp:
            body = re.sub(
                r"<img ([^>]*)>", r'<amp-img \1 layout="responsive" width="1200" height="800"></amp-img>', body
            )
        bio = {
            "Eleanor Vance": "Eleanor Vance is a staff writer at The Meridian, where she covers rural America.",
            "Marcus Bell": "Marcus Bell is a contributing writer at The Meridian and the author of “Root Cellar,” a history of American farming.",
            "Ruth Okonkwo": "Ruth Okonkwo is a senior editor at The Meridian.",
            "Samuel Ortiz": "Samuel Ortiz is The Meridian’s book critic.",
            "Nadia Kerr": "Nadia Kerr is a staff writer at The Meridian and a former high-school teacher.",
        }[doc.authors[0]]
        tags = (
            f'<div class="article-tags"><span>Related topics:</span> {self.a("tag", "Rural America", "content", AT_REL_TAG)} <a rel="tag" href="/tag/agriculture/">Agriculture</a></div>'
            if doc.extra.get("tags")
            else ""
        )
        related = ""
        if not amp:
            items = "".join(
                f'<li class="river-item">{self.a(k, self.docs[k].title, "related")}<span class="river-item__byline">{esc(self.docs[k].authors[0])}</span></li>'
                for k in ARTS
                if k != doc.key and not (n and k == "orch1")
            )
            related = f'<section class="related-module"><h2>More From The Meridian</h2><ul>{items}<li class="river-item"><a href="/ideas/archive/2026/11/thanksgiving-table-politics/687990/">The Thanksgiving Table Is Not a Debate Stage</a></li></ul></section>'
        return f"""<article class="post type-post status-publish format-standard has-post-thumbnail hentry category-{esc(doc.section.lower())}">
<header class="article-header">
<p class="article-rubric">{rubric}</p>
<h1 class="article-title entry-title">{esc(doc.title)}</h1>
{dek}
{self.byline(doc)}
{art}
<div class="article-meta"><time class="article-date" datetime="{doc.iso or "2026-11-30T17:00:00+00:00"}">{doc.stamp}</time><span class="article-readtime">{max(3, len(doc.body.split()) // 230)} min read</span></div>
{self.share(doc) if not amp else '<amp-social-share type="email" width="40" height="40"></amp-social-share>'}
</header>
{paging if n and n > 1 else ""}
<div class="entry-content article-body" id="article-body">
{body}
</div>
{paging}
<footer class="article-footer">{tags}
<div class="author-bio"><p>{esc(bio)}</p></div>
</footer>
</article>
{related}"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            who = (
                f'<span class="river-item__byline">{esc(d.authors[0])}</span>'
                if d.authors
                else '<span class="river-item__byline">Leo Marchetti</span>'
            )
            items.append(
                f'<li class="river-item"><p class="river-item__rubric">{esc(d.extra.get("rubric", d.kind.title()))}</p><h3 class="river-item__title">{self.a(k, d.title, "content")}</h3><p class="river-item__dek">{esc(d.dek or self.lede(d))}</p>{who}<time>{esc(d.stamp or "December 4, 2026")}</time></li>'
            )
        if doc.kind == "issue":
            toc = f"""<div class="issue-cover"><img src="https://media.meridianmag.test/covers/2027-01.jpg" alt="The January 2027 cover: a ferry crossing a river in fog" width="600" height="800"><p class="cover-credit">Cover illustration by Hana Sato</p></div>
<section class="toc-section"><h2>Features</h2><ul>{items[0]}{items[1]}<li class="river-item"><p class="river-item__rubric">Reporting</p><h3><a href="/magazine/archive/2027/01/county-jail-medical-care/688151/">The Jail Doctor Will See You Eventually</a></h3><span class="river-item__byline">Owen Castellanos</span></li></ul></section>
<section class="toc-section"><h2>Culture &amp; Critics</h2><ul>{items[2]}<li class="river-item"><p class="river-item__rubric">Television</p><h3><a href="/magazine/archive/2027/01/prestige-tv-slow-cinema/688155/">Prestige TV Rediscovers the Long Take</a></h3><span class="river-item__byline">Lila Brandt</span></li></ul></section>
<section class="toc-section"><h2>Departments</h2><ul><li>{self.a("cartoon", "Cartoons", "content")}</li><li><a href="/magazine/archive/2027/01/letters/688160/">The Commons: Letters</a></li><li><a href="/magazine/archive/2027/01/crossword/688161/">Crossword</a></li></ul></section>"""
            return f'<div class="issue-toc"><h1 class="page-title">{esc(doc.title)}</h1><p class="issue-date">Published online December 2026</p>{toc}<p>{self.a("subscribe", "Subscribe to get the print magazine", "content")}</p></div>'
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += '<div class="author-card"><img src="https://media.meridianmag.test/people/vance.jpg" alt="Eleanor Vance" width="240" height="240"><p>Eleanor Vance is a staff writer at The Meridian, where she covers rural America. She lives in Louisville.</p><a href="https://x.com/evance_writes">@evance_writes</a></div>'
            items.append(
                '<li class="river-item"><h3><a href="/magazine/archive/2026/09/grain-elevator-explosions/687102/">The Grain Elevators Are Getting Older</a></h3><time>August 18, 2026</time></li>'
            )
        if doc.kind == "search":
            head = f'<form role="search" class="search-form" action="/"><input type="search" name="s" value="orchard"><button>Search</button></form>{head}<p class="search-count">2 results</p>'
        if doc.kind == "home":
            head = f'<section class="home-hero"><h2 class="screen-reader-text">Top Stories</h2>{self.a("issue", "The January 2027 Issue", "content", AT_CLASS_HOME_HERO_ISSUE)}</section>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="navigation pagination"><span aria-current="page" class="page-numbers current">1</span> {self.a(doc.extra["more"], "2", "pagination", AT_CLASS_PAGE_NUMBERS)} {self.a(doc.extra["more"], "Older posts", "pagination", AT_CLASS_NEXT_PAGE_NUMBERS)}</nav>'
        if doc.extra.get("older"):
            pag = f'<nav class="navigation pagination">{self.a("latest", "Newer posts", "pagination", AT_CLASS_PREV_PAGE_NUMBERS)} {self.a("latest", "1", "pagination", AT_CLASS_PAGE_NUMBERS)} <span aria-current="page" class="page-numbers current">2</span></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="home-more"><h2>Explore</h2><ul><li>{self.a("latest", "Latest", "content")}</li><li>{self.a("tag", "Rural America", "content")}</li><li>{self.a("author", "Eleanor Vance", "content")}</li><li>{self.a("about", "About us", "content")}</li></ul></section>'
        return f'<div class="archive-wrap">{head}<ul class="river">{"".join(items)}</ul>{pag}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "cartoon":
            return f"""<article class="cartoon-single"><p class="article-rubric">{self.a("latest", "Cartoons", "content")}</p><h1 class="page-title">{esc(doc.title)}</h1><time datetime="2026-12-04T14:00:00Z">December 4, 2026</time>
{self.blocks(doc)}
{self.share(doc)}
<p class="cartoon-more"><a href="/cartoons/2026/12/03/daily-cartoon-thursday-snow/">Previous cartoon</a> · <a href="/cartoons/">All cartoons</a> · <a href="https://store.meridianmag.test/cartoons">Buy a print of this cartoon</a></p></article>"""
        return f'<div class="page-content"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
