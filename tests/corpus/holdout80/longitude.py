# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Longitude: an American monthly magazine of reporting and essays on **WordPress VIP** with **Yoast SEO**
(`single-post postid-…`, `entry-title`, `entry-content`, `wp-block-pullquote`, `/2026/11/24/<slug>/`, a multi-page
post split by `<!--nextpage-->` into `/<slug>/2/` and `/<slug>/3/` with "Page 1 of 3", `post-page-numbers` and
`rel="next"` / `rel="prev"`, the **WP-Print** endpoint `/<slug>/print/`, `/category/features/page/2/`,
`/tag/rivers/`, `/contributors/<nicename>/`, `/?s=`), English, UTF-8, New York time (-05:00 in winter).

The ferry feature is one post over three pages; each page is labelled as an article of its own (same title, authors
and date; the body is the text that page shows). The WP-Print version of it prints the whole text under a
`<p id="BlogTitle">` (no `<h1>`, no JSON-LD, "Posted By <u>Ruth Okafor</u> On November 24, 2026 @ 6:00 am") and is
labelled as an article whose body is the whole story. Yoast `@graph` JSON-LD references its authors by `@id`; the
essay's graph is in **UTC** (02:10Z on 4 Dec = 9:10 p.m. on 3 Dec in New York); the book review adds a `Review`
whose `itemReviewed` is a `Book` with the novelist as its author; the editors' note is credited "The Editors" (a
WordPress user, a Person in the graph)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, img_id, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.thelongitude.test"
FERRY = "/2026/11/24/the-last-ferry-on-the-ohio/"
ARTS = ["ferry1", "birds", "essay", "books", "editors"]
PEOPLE = {
    "Ruth Okafor": "ruth-okafor",
    "Marcus Bell": "marcus-bell",
    "Anita Raman": "anita-raman",
    "The Editors": "the-editors",
    "Ana Ortiz": "ana-ortiz",
    "Ben Hale": "ben-hale",
}

FERRY_P1 = [
    "DROP: At ten minutes to six on a morning in late October, Dale Whitcomb walked down the ramp at Cave-in-Rock with a thermos in one hand and a flashlight in the other, and the river was the color of a nickel. The ferry was where he had left it the night before, nosed against the Illinois landing, its two yellow engines cold. He climbed into the pilot house, set the thermos on the console and looked across a thousand yards of water toward Kentucky, where a single pair of headlights was already waiting.",
    "“Somebody's always early,” he said. “Thirty-one years, and somebody's always early.”",
    "Whitcomb is sixty-four, broad through the shoulders, with a white beard he trims with kitchen scissors and a voice that carries over the engines without appearing to rise. He has worked the Cave-in-Rock ferry since 1995, first as a deckhand, then as relief captain, and for the last nineteen years as the man whose name is on the contract. In that time he has made, by his own rough arithmetic, something like two hundred thousand crossings. He has carried school buses, hearses, a circus elephant in a livestock trailer and, on one occasion in 2011, a wedding party that insisted on being married halfway across.",
    "PULL: “Thirty-one years, and somebody's always early.”",
    "The ferry itself is less romantic than the stories. It is a flat steel barge pushed by a small towboat lashed to its side, with room for twelve cars or four trucks. The crossing takes about eight minutes. It is free, paid for by the Illinois and Kentucky transportation departments, and it runs every day from six in the morning until nine at night unless the river is too high, too low, too fast or too full of ice. Without it, a driver on Illinois Route 1 who wants to reach Marion, Kentucky, eleven miles away as the crow flies, would have to drive more than sixty miles to the nearest bridge.",
    "That arithmetic is the reason the ferry exists, and the reason it has survived every attempt to replace it. Bridges are expensive; traffic here is light. In a good summer the ferry carries perhaps four hundred vehicles a day. In January, on some days, it carries forty. No one has been able to make the numbers justify a bridge, and no one in either state has been willing to take the ferry away.",
    "Now both of those things may be about to change. In September the two states announced a joint study of a fixed crossing somewhere between Cave-in-Rock and Shawneetown, paid for with federal infrastructure money. And in March, Dale Whitcomb will retire.",
]
FERRY_P2 = [
    "## The river decides",
    "The Ohio at Cave-in-Rock is not a gentle river. It is wide and brown and moves with a purpose, and it rises and falls by as much as forty feet over a year. The landings on both sides are long concrete ramps that disappear under water in spring and stand high and dry in late summer, when the pilots pick their way around sandbars that were not there the week before.",
    "“People think you just point it at the other side,” said Kayla Dunning, who has worked as a deckhand on the ferry for six years and is training to take over as captain. “You're never pointing at the other side. You're pointing upstream of it and letting the current bring you in. How far upstream depends on the water, the wind, how heavy you are. Dale can feel it. I'm still doing the math.”",
    "PULL: “You're never pointing at the other side.”",
    "Dunning is thirty-two and grew up in Elizabethtown, a few miles upriver. She took the deckhand job because it paid better than the dollar store and found that she liked it. She now holds a Coast Guard license and spends most shifts in the pilot house with Whitcomb, who corrects her in a low voice and rarely takes the controls himself any more. If the ferry is still running next year, it will most likely be hers.",
    "The study may decide that it will not be. Engineers have been asked to look at three options: a new bridge, an upgraded ferry with longer hours and a second boat, and doing nothing. Their report is due in 2028. Building a bridge, if one were chosen, would take at least five years more.",
    "In Cave-in-Rock, a village of about three hundred people, opinion is split in ways that do not follow the usual lines. Some business owners want the bridge, hoping it will bring traffic to a town that has lost its grocery store and its bank. Others fear that a bridge a few miles downstream would take the traffic away altogether, leaving the village at the end of a road that no longer leads anywhere.",
    "“The ferry is the reason people stop here,” said Marla Henson, who runs a bait shop and café near the landing. “They wait for the boat, they buy a coffee, they look at the cave. You put a bridge in at Shawneetown and they'll drive right past us on the way to it.”",
]
FERRY_P3 = [
    "## The last crossing",
    "On the Kentucky side the view is different. Crittenden County has fewer than nine thousand people, and for many of them the ferry is how they get to work. Nurses at the hospital in Harrisburg, Illinois, factory workers in Eldorado and students at the community college all cross in the morning and back at night. When the river closes the ferry, which happened on twenty-three days last year, they make the long drive around or stay home.",
    "“It's not a tourist thing for us,” said Ronnie Gish, a welder who has crossed twice a day for eleven years. “When it's down, I lose two hours. When it's down for a week, I lose a week's pay.” Gish said he would welcome a bridge but doubted he would live to drive on it.",
    "The transportation departments say no decision has been made and that the ferry will keep running for as long as the study lasts. Kentucky has already paid for a new engine, installed last spring. Illinois is advertising for a second licensed captain to share the schedule with Dunning.",
    "Whitcomb says he does not have strong feelings about the bridge. He has seen studies come and go. What he has opinions about is the river, and the way people treat it as something to get across rather than something to know.",
    "PULL: “Nobody's going to build a bridge for this.”",
    "On his last crossing of the day in late October, just before nine, there was one car on the deck, an old pickup driven by a man who nodded at Whitcomb through the window and did not get out. Halfway across, Whitcomb eased the engines back and let the ferry drift for a moment, the current turning the bow gently downstream. The lights of Cave-in-Rock were behind him, the dark Kentucky bank ahead.",
    "“This right here,” he said. “Nobody's going to build a bridge for this.” Then he pushed the throttles forward and brought the ferry in exactly where he meant to.",
]
FERRY_DEK = "For ninety years a small diesel ferry has carried cars across the Ohio between Cave-in-Rock, Illinois, and the Kentucky shore. Its captain is retiring, the states want a bridge study, and the river keeps its own counsel."
RUTH_BIO = "Ruth Okafor is a staff writer at The Longitude. She has written about rivers, railroads and small towns of the Midwest since 2015."

OLDER = [
    (
        "The Salt Road",
        "/2026/10/20/the-salt-road/",
        "Along the old salt trail from Equality to Shawneetown, a family of historians is mapping a forgotten industry.",
        "October 20, 2026",
    ),
    (
        "Night Trains of the Plains",
        "/2026/10/06/night-trains-of-the-plains/",
        "Amtrak's slowest routes are its most loved. A week aboard the Southwest Chief.",
        "October 6, 2026",
    ),
    (
        "A County Fair at the End of the World",
        "/2026/09/15/a-county-fair-at-the-end-of-the-world/",
        "In a Nebraska county with one stoplight, the fair is still the biggest week of the year.",
        "September 15, 2026",
    ),
    (
        "The Lock Keeper's Log",
        "/2026/08/25/the-lock-keepers-log/",
        "Forty years of handwritten entries at a lock on the Illinois River tell the story of American freight.",
        "August 25, 2026",
    ),
]


class Longitude(Base):
    origin = ORIGIN
    name = "The Longitude"
    prefix = "lng"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lng",
            [
                ".site-header",
                ".main-navigation .menu-item",
                ".entry-title",
                ".entry-content p",
                ".wp-block-pullquote",
                ".page-links .post-page-numbers",
                ".author-box",
                ".widget_most_read li",
                ".site-footer",
                "#onetrust-banner-sdk",
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
                "The Longitude",
                "wordpress-home",
                list=["ferry1", "birds", "essay", "books", "editors", *OLDER[:2]],
            )
        )
        add(
            page(
                "features",
                "/category/features/",
                "section",
                "Features",
                "wp-category",
                list=["ferry1", "birds", OLDER[0], OLDER[1]],
                more="features2",
            )
        )
        add(
            page(
                "features2",
                "/category/features/page/2/",
                "section",
                "Features",
                "wp-category-page2",
                list=[
                    OLDER[2],
                    OLDER[3],
                    (
                        "The Church That Moved Twice",
                        "/2026/08/04/the-church-that-moved-twice/",
                        "How a Lutheran congregation in Iowa carried its building across two counties.",
                        "August 4, 2026",
                    ),
                    (
                        "What the Flood Left",
                        "/2026/07/14/what-the-flood-left/",
                        "Five years after the water, a Missouri river town decides what to rebuild.",
                        "July 14, 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/tag/rivers/",
                "tag",
                "Rivers",
                "wp-tag",
                list=["ferry1", "editors", OLDER[3], OLDER[0]],
            )
        )
        add(
            page(
                "author",
                "/contributors/ruth-okafor/",
                "author",
                "Ruth Okafor",
                "wp-author-archive",
                list=[
                    "ferry1",
                    OLDER[0],
                    OLDER[3],
                    (
                        "The Ferryman's Almanac",
                        "/2026/10/the-ferrymans-almanac/",
                        "Notes from a season on the river crossings of southern Illinois.",
                        "October 2, 2026",
                    ),
                ],
                bio=RUTH_BIO,
            )
        )
        add(
            page(
                "search",
                "/?s=ferry",
                "search",
                "Search Results for “ferry”",
                "wp-search",
                list=["ferry1", "editors", OLDER[3], OLDER[0]],
            )
        )
        add(
            page(
                "issue",
                "/issue/december-2026/",
                "issue",
                "December 2026",
                "issue-table-of-contents",
                list=[],
                toc=[
                    ("Features", ["ferry1", "birds", OLDER[0]]),
                    ("Essays", ["essay"]),
                    ("Reviews", ["books"]),
                    ("From the Editors", ["editors"]),
                ],
            )
        )
        add(
            page(
                "archive",
                "/archive/2025/",
                "archive",
                "Back Issues: 2025",
                "back-issue-archive-by-year",
                list=[],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to The Longitude",
                "subscription-offers",
                [
                    "Ten issues a year of long-form reporting, essays and reviews, delivered to your door and unlimited on the web and in our app.",
                    "## Print + Digital",
                    "$59.99 a year. Ten print issues, unlimited digital access, the complete archive since 1998 and our weekly newsletter.",
                    "## Digital",
                    "$39.99 a year. Unlimited access on the web and in the app, the complete archive and the weekly newsletter.",
                    "## Give a gift",
                    "Send a year of The Longitude to someone you love, starting with the December issue. Gift subscriptions start at $29.99.",
                    "## Frequently asked questions",
                    "When will my first issue arrive? Print subscribers receive their first issue within four to six weeks. Digital access starts immediately.",
                    "Can I cancel? Yes. You can cancel at any time from your account page and we will refund the unused part of your subscription.",
                ],
            )
        )
        add(
            page(
                "missing",
                "/2026/10/the-ferrymans-almanac/",
                "error",
                "Page not found",
                "soft-404-wordpress",
                [
                    "It looks like nothing was found at this location. Maybe try one of the links below or a search?",
                ],
            )
        )
        add(
            story(
                "ferry1",
                FERRY,
                "The Last Ferry on the Ohio",
                "2026-11-24",
                "2026-11-24T06:00:00-05:00",
                "November 24, 2026",
                ["Ruth Okafor"],
                FERRY_P1,
                "multi-page-1-of-3-drop-cap",
                section="Features",
                dek=FERRY_DEK,
                pages=(1, ["ferry1", "ferry2", "ferry3"]),
                postid=48213,
                tags=["Rivers", "Illinois", "Kentucky"],
                photo="Photographs by Jonah Pruitt for The Longitude",
            )
        )
        add(
            story(
                "ferry2",
                FERRY + "2/",
                "The Last Ferry on the Ohio",
                "2026-11-24",
                "2026-11-24T06:00:00-05:00",
                "November 24, 2026",
                ["Ruth Okafor"],
                FERRY_P2,
                "multi-page-2-of-3",
                section="Features",
                dek=FERRY_DEK,
                pages=(2, ["ferry1", "ferry2", "ferry3"]),
                postid=48213,
                tags=["Rivers", "Illinois", "Kentucky"],
            )
        )
        add(
            story(
                "ferry3",
                FERRY + "3/",
                "The Last Ferry on the Ohio",
                "2026-11-24",
                "2026-11-24T06:00:00-05:00",
                "November 24, 2026",
                ["Ruth Okafor"],
                FERRY_P3,
                "multi-page-3-of-3-bio",
                section="Features",
                dek=FERRY_DEK,
                pages=(3, ["ferry1", "ferry2", "ferry3"]),
                postid=48213,
                tags=["Rivers", "Illinois", "Kentucky"],
                bio=RUTH_BIO,
            )
        )
        add(
            story(
                "ferry_print",
                FERRY + "print/",
                "The Last Ferry on the Ohio",
                "2026-11-24",
                None,
                "November 24, 2026 @ 6:00 am",
                ["Ruth Okafor"],
                FERRY_P1 + FERRY_P2 + FERRY_P3,
                "wp-print-single-page",
                section="Features",
                dek=FERRY_DEK,
                print=True,
                teaser="The Last Ferry on the Ohio (printer-friendly version)",
            )
        )
        add(
            story(
                "books",
                "/2026/12/01/hannah-greer-the-keepers-review/",
                "Hannah Greer's ‘The Keepers’ Is a Quiet Novel About Loud Weather",
                "2026-12-01",
                "2026-12-01T10:00:00-05:00",
                "December 1, 2026",
                ["Marcus Bell"],
                [
                    "There is a storm in nearly every chapter of Hannah Greer's third novel, and almost none of them is described. We hear the wind in the way a character closes a door; we know the sea is up because someone has stopped talking about the supply boat. Greer, whose first two books were set in the dry towns of West Texas, has moved her attention to a lighthouse on a rock off the coast of Maine, and to the three families who kept it between 1921 and 1959. What she has written is less a novel about weather than about the people who had to live inside it, and the small courtesies that kept them sane.",
                    "The book is divided into three parts, one for each family. In the first, a former fisherman named Amos Leland brings his wife and two daughters to the station and spends a decade trying to make the rock produce a garden. In the second, a widower from Boston arrives with a son who does not speak, and the two of them build a language out of lamp signals and chores. The third, set during and after the Second World War, belongs to the only woman ever formally appointed keeper at the station, a character Greer based loosely on the handful of women who held such posts.",
                    "Greer is very good at work. The trimming of wicks, the winding of the clockwork that turned the lens, the endless polishing of brass: she describes these tasks with the patience of someone who has actually tried them, and by the end of the first part the reader understands the routine of the station as well as the families do. The routine is the point. When it breaks, as it does in each section, the effect is startling precisely because so much has been made to depend on it.",
                    "What she is less interested in is plot. Long stretches pass in which nothing happens except the seasons, and readers who want the drama of shipwrecks and rescues will find only two, both offstage. The connections between the three families are thin, and the novel's final chapter, which jumps forward to the automation of the light in 1959, reaches for a grand resolution it has not quite earned.",
                    "But the book's quietness is also its argument. Greer is writing against the romance of the lighthouse, the idea of the keeper as a lonely hero staring into the storm. Her keepers are tired, bored, occasionally happy, frequently at odds with one another over small things. They are, in other words, a family at work, and the novel's best scenes are domestic: a birthday cake made with the last of the sugar, a quarrel over whose turn it is to carry the oil.",
                    "The prose is plain and exact, with an occasional line that lifts off the page. “The light did not care who was tending it,” Greer writes of the widower's first winter, “and that was the comfort of it.” It is a sentence that could stand for the whole book.",
                    "“The Keepers” will not be for everyone. But for readers willing to slow down to its pace, it offers something rare: a historical novel that trusts the ordinary to be enough.",
                ],
                "book-review-novelist-in-title-and-jsonld",
                section="Books",
                kicker="Books",
                dek="A novel about three families who kept a Maine lighthouse trusts the ordinary to carry it through.",
                postid=48361,
                tags=["Books", "Fiction"],
                bookbox=(
                    "The Keepers",
                    "Hannah Greer",
                    "Halyard Press",
                    "336 pages",
                    "$28",
                    "9781958302447",
                ),
                modified="2026-12-02T09:30:00-05:00",
            )
        )
        add(
            story(
                "essay",
                "/2026/12/03/what-we-owe-the-night-shift/",
                "What We Owe the Night Shift",
                "2026-12-03",
                "2026-12-03T21:10:00-05:00",
                "December 3, 2026",
                ["Anita Raman"],
                [
                    "The first thing you learn on a hospital night shift is that the building changes shape. The corridors that are crowded at noon go quiet and long. The cafeteria closes, and the only food is in a vending machine on the second floor that accepts exact change and, on good nights, credit cards. The people who run the hospital by day go home, and the people who keep it alive by night take over: nurses, respiratory therapists, a single pharmacist, a radiology technician who covers three floors, and a handful of young doctors like the one I was, twenty years ago, carrying a pager and a cup of cold coffee.",
                    "I have been thinking about those nights because of a study published last month that followed nearly twelve thousand hospital workers for a decade. It found what many of us suspected: that people who work rotating night shifts have higher rates of heart disease, diabetes and depression than their colleagues on days, and that the risk grows with every year they stay on the schedule. None of this is new. What struck me was how little has changed in the way we treat the people who carry that risk for the rest of us.",
                    "Most hospitals still schedule nights as if they were a temporary inconvenience rather than a permanent condition of the work. New nurses are routinely placed on nights because they have the least seniority, and they leave as soon as they can. The result is that the sickest patients, at the hours when things most often go wrong, are cared for by the least experienced staff, many of whom are exhausted.",
                    "There are better ways. Some hospitals in Europe limit the number of consecutive nights any worker can be scheduled and guarantee a full recovery period afterwards. Others pay a premium high enough that experienced staff choose nights rather than escape them. A few have experimented with dedicated night teams whose schedules never rotate, which the research suggests is easier on the body than switching back and forth.",
                    "All of these cost money, and hospitals will say, correctly, that their budgets are already stretched. But we already pay for the night shift, in turnover, in errors and in the long-term health of the people who work it. We simply pay in ways that do not appear on the schedule.",
                    "When I think about the nights of my residency, I do not remember the emergencies as much as the hours in between: the nurse who showed me where the good coffee was hidden, the patient who could not sleep and wanted to talk about baseball, the strange companionship of people awake together while a city slept. Those hours were part of the care. We owe the people who give them more than a vending machine and a pager.",
                ],
                "essay-md-credential-utc-next-day",
                section="Essays",
                dek="Hospitals run around the clock. The people who keep them open at 3 a.m. deserve schedules built for human beings.",
                printed="Anita Raman, M.D.",
                postid=48402,
                tags=["Health", "Work"],
                utc="2026-12-04T02:10:00+00:00",
                bio="Anita Raman, M.D., is an internist in Baltimore and the author of “Rounds,” a memoir of medical training.",
            )
        )
        add(
            story(
                "editors",
                "/2026/11/24/editors-note-why-we-went-back-to-the-river/",
                "Editors' Note: Why We Went Back to the River",
                "2026-11-24",
                "2026-11-24T06:00:00-05:00",
                "November 24, 2026",
                [],
                [
                    "When we started planning this issue last spring, we kept coming back to the same question: what holds a place together when the things that used to hold it together, a factory, a railroad, a river trade, have gone?",
                    "Our answer, more than once, turned out to be a crossing. In this issue Ruth Okafor spends a season aboard one of the last free ferries on the Ohio, where a captain with thirty-one years on the water is about to hand over the controls. Ana Ortiz and Ben Hale join the volunteers who have counted Cape May's birds every December for ninety years. And in our essays section, Anita Raman writes about the people who keep hospitals running through the night.",
                    "These are stories about ordinary work done carefully over a long time. We hope you find in them what we did: a reason to slow down and look again at the places we usually pass through on the way to somewhere else.",
                    "As always, we would like to hear from you. Letters can be sent to letters@thelongitude.test and may be edited for length.",
                ],
                "editors-note-wordpress-user-the-editors",
                section="From the Editors",
                postid=48214,
                tags=["Rivers"],
            )
        )
        add(
            story(
                "birds",
                "/2026/12/04/cape-may-christmas-bird-count/",
                "In Cape May, Counting Birds Is a Holiday Tradition — and a Climate Record",
                "2026-12-04",
                "2026-12-04T07:00:00-05:00",
                "December 4, 2026",
                ["Ana Ortiz", "Ben Hale"],
                [
                    "Just after dawn on a cold Saturday last December, eleven people in hats and fleece stood on the dune at Cape May Point, New Jersey, binoculars raised toward the Atlantic. Nobody spoke. Then Walt Ferris, who is eighty-one and has taken part in the count every year since 1968, lowered his glasses and said, “Red-throated loon, three. No, four.” A woman beside him wrote it down on a clipboard in pencil.",
                    "The Christmas Bird Count, held across the Americas between mid-December and early January, is one of the oldest citizen science projects in the world. Volunteers in thousands of circles, each fifteen miles across, spend a single day counting every bird they see or hear. In Cape May, one of the most celebrated birding spots on the East Coast, the local count has been run since 1935, and its records now form one of the longest continuous pictures of winter bird life in the region.",
                    "## A changing list",
                    "That picture is changing. Species that were once rare in a New Jersey winter, such as the black vulture and the Carolina wren, are now recorded every year. Others that used to arrive in large numbers from the north, like the snow bunting, have become scarce. Researchers who have studied the Cape May data say the shifts match what would be expected as winters grow milder.",
                    "“The volunteers don't think of themselves as climate scientists,” said Dr. Priya Natarajan, an ecologist at Rutgers University who has analyzed decades of the count's results. “But the data they've collected, one clipboard at a time, is some of the best evidence we have of how bird ranges are moving.”",
                    "## Pencils and apps",
                    "The method has changed less than the birds. Counters still work in small teams assigned to sections of the circle, and many still prefer paper to the smartphone apps that now let results be submitted directly. At the end of the day, the teams gather for a compilation dinner, where each species is read aloud and the totals are tallied, argued over and finally agreed.",
                    "Last year's Cape May count recorded 164 species, one of its highest totals. The most numerous bird was the snow goose, with more than 21,000. The rarest was a single western tanager, spotted in a backyard feeder by a retired schoolteacher who had signed up for the first time.",
                    "Ferris says he intends to keep counting as long as he can stand on the dune. “You come out here in the cold, and you think nothing's moving,” he said. “Then you start looking, and the whole world is moving.”",
                ],
                "two-authors-correction-updated",
                section="Features",
                dek="For ninety years, volunteers have counted every bird in a fifteen-mile circle on one December day. Their clipboards have become a climate record.",
                postid=48455,
                tags=["Science", "New Jersey"],
                modified="2026-12-05T10:20:00-05:00",
                updated="December 5, 2026, 10:20 a.m. ET",
                correction="Correction, December 5, 2026: An earlier version of this article misstated the year the Cape May count began. It was 1935, not 1953.",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def person(self, name: str) -> dict:
        slug = PEOPLE.get(name, name.lower().replace(" ", "-"))
        return {
            "@type": "Person",
            "@id": f"{ORIGIN}/#/schema/person/{slug}",
            "name": name,
            "url": f"{ORIGIN}/contributors/{slug}/",
        }

    def graph(self, doc: Doc) -> str:
        url = self.url(doc.key)
        site = {
            "@type": "WebSite",
            "@id": f"{ORIGIN}/#website",
            "url": f"{ORIGIN}/",
            "name": "The Longitude",
            "publisher": {"@id": f"{ORIGIN}/#organization"},
            "potentialAction": [
                {
                    "@type": "SearchAction",
                    "target": {"@type": "EntryPoint", "urlTemplate": f"{ORIGIN}/?s={{search_term_string}}"},
                    "query-input": "required name=search_term_string",
                }
            ],
            "inLanguage": "en-US",
        }
        org = {
            "@type": "Organization",
            "@id": f"{ORIGIN}/#organization",
            "name": "The Longitude",
            "url": f"{ORIGIN}/",
            "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/uploads/2024/02/longitude-logo.png"},
        }
        if not doc.is_article:
            kind = {"author": "ProfilePage", "search": "SearchResultsPage"}.get(doc.kind, "CollectionPage")
            g = [
                {
                    "@type": kind,
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - The Longitude",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "inLanguage": "en-US",
                },
                site,
                org,
            ]
            return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": g}, ensure_ascii=False)}</script>'
        people = [self.person(a) for a in (doc.authors or ["The Editors"])]
        pub = doc.extra.get("utc") or doc.iso
        mod = doc.extra.get("modified", pub)
        words = sum(len(b[1].split()) for b in doc.blocks if b[0] in ("p", "drop"))
        art = {
            "@type": "Article",
            "@id": f"{url}#article",
            "isPartOf": {"@id": url},
            "author": [{"name": p["name"], "@id": p["@id"]} for p in people]
            if len(people) > 1
            else {"name": people[0]["name"], "@id": people[0]["@id"]},
            "headline": doc.title,
            "datePublished": pub,
            "dateModified": mod,
            "mainEntityOfPage": {"@id": url},
            "wordCount": words,
            "publisher": {"@id": f"{ORIGIN}/#organization"},
            "image": {"@id": f"{url}#primaryimage"},
            "thumbnailUrl": f"{ORIGIN}/wp-content/uploads/2026/11/{img_id(doc.title)}-1200x800.jpg",
            "keywords": doc.extra.get("tags", []),
            "articleSection": [doc.section],
            "inLanguage": "en-US",
        }
        g2: list[dict] = [
            art,
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": f"{doc.title} - The Longitude",
                "isPartOf": {"@id": f"{ORIGIN}/#website"},
                "datePublished": pub,
                "dateModified": mod,
                "description": doc.dek or self.lede(doc),
                "breadcrumb": {"@id": f"{url}#breadcrumb"},
                "inLanguage": "en-US",
            },
            {
                "@type": "BreadcrumbList",
                "@id": f"{url}#breadcrumb",
                "itemListElement": [
                    {"@type": "ListItem", "position": 1, "name": "Home", "item": f"{ORIGIN}/"},
                    {"@type": "ListItem", "position": 2, "name": doc.title},
                ],
            },
            site,
            org,
            *people,
        ]
        if doc.extra.get("bookbox"):
            title, author, publisher, pages, _price, isbn = doc.extra["bookbox"]
            g2.append(
                {
                    "@type": "Review",
                    "@id": f"{url}#review",
                    "itemReviewed": {
                        "@type": "Book",
                        "name": title,
                        "author": {"@type": "Person", "name": author},
                        "publisher": {"@type": "Organization", "name": publisher},
                        "isbn": isbn,
                        "numberOfPages": int(pages.split()[0]),
                    },
                    "author": {"@id": people[0]["@id"]},
                    "reviewBody": self.lede(doc),
                }
            )
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": g2}, ensure_ascii=False)}</script>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = doc.title
        pages = doc.extra.get("pages")
        if pages and pages[0] > 1:
            title = f"{doc.title} - Page {pages[0]} of {len(pages[1])}"
        if doc.kicker:
            title = f"{doc.kicker}: {title}"
        out = [
            f"<title>{esc(title)} - The Longitude</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        if pages:
            n, keys = pages
            if n > 1:
                out.append(f'<link rel="prev" href="{esc(self.href(keys[n - 2]))}">')
            if n < len(keys):
                out.append(f'<link rel="next" href="{esc(self.href(keys[n]))}">')
        elif doc.extra.get("more"):
            out.append(f'<link rel="next" href="{esc(self.href(doc.extra["more"]))}">')
        out += [
            '<meta property="og:locale" content="en_US">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="The Longitude">',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{doc.extra.get("utc") or doc.iso}">')
            if doc.extra.get("modified"):
                out.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}">')
            out.append(f'<meta name="author" content="{esc(", ".join(doc.authors) or "The Editors")}">')
            out.append('<meta name="twitter:card" content="summary_large_image">')
            out.append('<meta name="twitter:label1" content="Written by">')
            out.append(f'<meta name="twitter:data1" content="{esc(", ".join(doc.authors) or "The Editors")}">')
        out.append(self.graph(doc))
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("print"):
            return self.print_page(doc)
        menu = [
            ("features", "Features"),
            ("https://www.thelongitude.test/category/essays/", "Essays"),
            ("https://www.thelongitude.test/category/books/", "Books"),
            ("https://www.thelongitude.test/category/dispatches/", "Dispatches"),
            ("issue", "The Magazine"),
            ("archive", "Back Issues"),
        ]
        nav = "\n".join(
            f'<li id="menu-item-{2100 + i}" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-{2100 + i}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(menu)
        )
        most = "\n".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["ferry1", "birds", "essay", "books"]
        )
        if doc.is_article:
            body_class = (
                f"post-template-default single single-post postid-{doc.extra.get('postid', 0)} single-format-standard"
            )
        elif doc.kind == "home":
            body_class = "home blog"
        elif doc.kind == "error":
            body_class = "error404"
        else:
            body_class = f"archive {doc.kind}"
        return f"""<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This site is optimized with the Yoast SEO Premium plugin v24.1 - https://yoast.com/wordpress/plugins/seo/ -->
{self.head(doc)}
<!-- / Yoast SEO Premium plugin. -->
<link rel="alternate" type="application/rss+xml" title="The Longitude &raquo; Feed" href="https://www.thelongitude.test/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="https://www.thelongitude.test/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1" media="all">
<link rel="stylesheet" id="longitude-style-css" href="https://www.thelongitude.test/wp-content/themes/longitude/style.css?ver=3.4.2" media="all">
<style id="longitude-inline-css">/*PAD*/</style>
<link rel="https://api.w.org/" href="https://www.thelongitude.test/wp-json/">
<script src="https://www.thelongitude.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
</head>
<body class="{body_class}">
<a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
<div id="page" class="site">
<div class="ad-slot ad-slot--leaderboard" id="div-gpt-ad-top" data-ad-unit="/21834/longitude/{doc.kind}"></div>
<header id="masthead" class="site-header">
<div class="site-branding"><p class="site-title">{self.a("home", "The Longitude", "nav", 'rel="home"')}</p><p class="site-description">Reporting and essays since 1998</p></div>
<nav id="site-navigation" class="main-navigation"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button><ul id="primary-menu" class="menu">{nav}</ul></nav>
<div class="header-actions">{self.a("subscribe", "Subscribe", "nav", 'class="button button--subscribe"')} <a href="https://www.thelongitude.test/my-account/" class="sign-in">Sign In</a> <a href="#search" class="search-toggle">Search</a></div>
</header>
<div id="content" class="site-content">
<main id="primary" class="site-main">
{main}
</main>
<aside id="secondary" class="widget-area">
<section id="longitude_most_read-2" class="widget widget_most_read"><h2 class="widget-title">Most Read</h2><ol>{most}</ol></section>
<section id="custom_html-3" class="widget widget_text"><div class="textwidget"><div class="issue-promo"><img src="https://www.thelongitude.test/wp-content/uploads/2026/11/cover-dec-2026-300x400.jpg" alt="The Longitude, December 2026" width="150" height="200"><p>{self.a("issue", "In the December issue", "aside")}</p><p>{self.a("subscribe", "Subscribe from $39.99 a year", "aside")}</p></div></div></section>
<div class="ad-slot ad-slot--rail" id="div-gpt-ad-rail" data-ad-unit="/21834/longitude/rail"></div>
</aside>
</div>
<footer id="colophon" class="site-footer">
<nav class="footer-navigation"><ul><li><a href="https://www.thelongitude.test/about/">About</a></li><li><a href="https://www.thelongitude.test/masthead/">Masthead</a></li><li><a href="https://www.thelongitude.test/submissions/">Submissions</a></li><li>{self.a("archive", "Back Issues", "footer")}</li><li><a href="https://www.thelongitude.test/privacy-policy/">Privacy Policy</a></li><li><a href="https://www.thelongitude.test/contact/">Contact</a></li></ul></nav>
<div class="site-info">© 2026 The Longitude Foundation. All rights reserved. The Longitude is a nonprofit magazine supported by readers.</div>
</footer>
</div>
<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><div id="onetrust-policy-text">We use cookies and similar technologies to run this site, to understand how it is used and to show you relevant ads. <a href="https://www.thelongitude.test/cookie-policy/">Cookie Policy</a></div><button id="onetrust-accept-btn-handler">Accept All Cookies</button><button id="onetrust-pc-btn-handler">Cookie Settings</button></div>
<script id="longitude-theme-js-extra">var longitudeSettings = {{"ajaxurl":"https:\\/\\/www.thelongitude.test\\/wp-admin\\/admin-ajax.php","postId":{doc.extra.get("postid", 0)},"paywall":{{"meter":3}}}};</script>
<script src="https://www.thelongitude.test/wp-content/themes/longitude/js/theme.min.js?ver=3.4.2" id="longitude-theme-js"></script>
<script src="https://www.thelongitude.test/wp-includes/js/wp-emoji-release.min.js?ver=6.7.1" defer></script>
</body>
</html>"""

    def fig(self, alt: str, caption: str) -> str:
        return f'<figure class="wp-block-image size-large"><img decoding="async" src="{ORIGIN}/wp-content/uploads/2026/11/{img_id(alt)}-1024x683.jpg" alt="{esc(alt)}" class="wp-image-{img_id(alt)}"><figcaption class="wp-element-caption">{esc(caption)}</figcaption></figure>'

    def custom(self) -> dict:
        return {
            "pull": lambda b: (
                f'<figure class="wp-block-pullquote"><blockquote><p>{esc(b[1])}</p></blockquote></figure>'
            ),
            "drop": lambda b: (
                f'<p class="has-drop-cap"><span class="drop-cap">{esc(b[1][0])}</span>{self.inline(b[1][1:])}</p>'
            ),
            "h2": lambda b: f'<h2 class="wp-block-heading">{esc(b[1])}</h2>',
        }

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("printed"):
            names = [
                f'<span class="author vcard"><a class="url fn n" href="/contributors/{PEOPLE[doc.authors[0]]}/">{esc(doc.extra["printed"])}</a></span>'
            ]
        elif not doc.authors:
            names = [
                '<span class="author vcard"><a class="url fn n" href="/contributors/the-editors/">The Editors</a></span>'
            ]
        else:
            names = []
            for a in doc.authors:
                if a == "Ruth Okafor":
                    link = self.a("author", a, "byline", 'class="url fn n"')
                else:
                    link = f'<a class="url fn n" href="/contributors/{PEOPLE[a]}/">{esc(a)}</a>'
                names.append(f'<span class="author vcard">{link}</span>')
        joined = " and ".join(names)
        return f'<span class="byline">By {joined}</span>'

    def story_main(self, doc: Doc) -> str:
        pages = doc.extra.get("pages")
        updated = (
            f' <time class="updated" datetime="{doc.extra["modified"]}">Updated {esc(doc.extra["updated"])}</time>'
            if doc.extra.get("updated")
            else ""
        )
        kicker = doc.kicker or doc.section
        cat_key = "features" if doc.section == "Features" else f"/category/{doc.section.lower().replace(' ', '-')}/"
        pager = ""
        if pages:
            n, keys = pages
            nums = []
            for i, k in enumerate(keys, 1):
                if i == n:
                    nums.append(f'<span class="post-page-numbers current" aria-current="page">{i}</span>')
                else:
                    nums.append(self.a(k, str(i), "pagination", 'class="post-page-numbers"'))
            prev_link = (
                self.a(keys[n - 2], "Previous page", "pagination", 'class="post-page-numbers prev"') if n > 1 else ""
            )
            next_link = (
                self.a(keys[n], "Next page", "pagination", 'class="post-page-numbers next"') if n < len(keys) else ""
            )
            pager = f'<div class="page-links"><span class="page-links-title">Page {n} of {len(keys)}</span> <span class="page-links-label">Pages:</span> {" ".join(nums)} {prev_link} {next_link}</div>'
        edition = ""
        if doc.key.startswith("ferry") or doc.key == "editors":
            edition = f'<p class="print-edition-note">This article appears in the {self.a("issue", "December 2026", "content")} print edition.</p>'
        thumb = ""
        if not pages or pages[0] == 1:
            credit = doc.extra.get("photo", "Illustration by Mara Lindgren for The Longitude")
            thumb = f'<figure class="post-thumbnail"><img src="{ORIGIN}/wp-content/uploads/2026/11/{img_id(doc.title)}-1200x800.jpg" alt="" width="1200" height="800" class="attachment-post-thumbnail wp-post-image"><figcaption class="wp-caption-text">{esc(credit)}</figcaption></figure>'
        box = ""
        if doc.extra.get("bookbox"):
            title, author, publisher, pp, price, _isbn = doc.extra["bookbox"]
            box = f'<div class="wp-block-group book-details"><img src="{ORIGIN}/wp-content/uploads/2026/11/keepers-cover-200x300.jpg" alt="Cover of The Keepers" width="100" height="150"><p class="book-details__title"><em>{esc(title)}</em></p><p class="book-details__meta">By {esc(author)}<br>{esc(publisher)}. {esc(pp)}. {esc(price)}.</p><a class="book-details__buy" href="https://bookshop.test/a/4471/{_isbn}" rel="sponsored">Buy at Bookshop</a></div>'
        correction = (
            f'<p class="correction"><em>{esc(doc.extra["correction"])}</em></p>' if doc.extra.get("correction") else ""
        )
        bio = ""
        if doc.extra.get("bio"):
            who = doc.authors[0]
            name = (
                self.a("author", who, "byline")
                if who == "Ruth Okafor"
                else f'<a href="/contributors/{PEOPLE[who]}/">{esc(doc.extra.get("printed", who))}</a>'
            )
            bio = f'<div class="author-box"><img src="{ORIGIN}/wp-content/uploads/authors/{PEOPLE[who]}-96x96.jpg" alt="" width="96" height="96" class="avatar"><div class="author-box__text"><h3 class="author-box__name">{name}</h3><p class="author-box__bio">{esc(doc.extra["bio"])}</p></div></div>'
        tags = " ".join(
            self.a("tag", t, "tag", 'rel="tag"')
            if t == "Rivers"
            else f'<a href="/tag/{t.lower()}/" rel="tag">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        u = quote(self.url(doc.key), safe="")
        printlink = (
            self.a("ferry_print", "Print", "share", 'class="share-print" rel="nofollow"')
            if pages
            else '<a class="share-print" href="javascript:window.print()">Print</a>'
        )
        related = [k for k in ARTS if k != doc.key and not (doc.key.startswith("ferry") and k == "ferry1")][:3]
        rel_html = "".join(
            f'<article class="related-post"><h3 class="entry-title">{self.a(k, self.docs[k].title, "related")}</h3><p>{esc(self.lede(self.docs[k]))}</p></article>'
            for k in related
        )
        return f"""<article id="post-{doc.extra.get("postid", 0)}" class="post-{doc.extra.get("postid", 0)} post type-post status-publish format-standard has-post-thumbnail hentry category-{doc.section.lower().replace(" ", "-")}">
<header class="entry-header">
<div class="entry-kicker">{self.a(cat_key, kicker, "breadcrumb", 'rel="category tag"')}</div>
<h1 class="entry-title">{esc(doc.title)}</h1>
<p class="entry-dek">{esc(doc.dek)}</p>
<div class="entry-meta">{self.byline(doc)} <span class="posted-on"><time class="entry-date published" datetime="{doc.iso}">{esc(doc.stamp)}</time>{updated}</span></div>
{edition}
</header>
{thumb}
<div class="share-tools"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="share-facebook">Share</a> <a href="https://twitter.com/intent/tweet?url={u}" class="share-x">Post</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}" class="share-email">Email</a> {printlink}</div>
<div class="entry-content">
{self.blocks(doc, fig=self.fig, custom=self.custom())}
{pager}
</div>
{box}
{correction}
{bio}
<footer class="entry-footer"><span class="tags-links">Tagged {tags}</span></footer>
</article>
<div class="ad-slot ad-slot--inline" id="div-gpt-ad-article-end"></div>
<section class="related-posts"><h2 class="related-posts__title">Read Next</h2>{rel_html}</section>
<div class="newsletter-cta"><h2>The Longitude Weekly</h2><p>One story worth your time, every Sunday.</p><form action="https://www.thelongitude.test/newsletter/" method="post"><input type="email" name="email" placeholder="Your email"><button>Sign up</button></form></div>"""

    def print_page(self, doc: Doc) -> str:
        body = self.blocks(doc, custom=self.custom())
        links = [
            f"{ORIGIN}/category/features/",
            f"{ORIGIN}/contributors/ruth-okafor/",
            f"{ORIGIN}/issue/december-2026/",
        ]
        urls = "".join(
            f'<p style="margin: 2px 0;">[{i}] {esc(u)}: <a href="{esc(u)}">{esc(u)}</a></p>'
            for i, u in enumerate(links, 1)
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en-US">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="robots" content="noindex, nofollow" />
<title>The Longitude &raquo; The Last Ferry on the Ohio &raquo; Print</title>
<link rel="canonical" href="{ORIGIN}{FERRY}" />
<link rel="stylesheet" href="{ORIGIN}/wp-content/plugins/wp-print/css/print-css.css?ver=2.58" type="text/css" media="screen, print" />
<style type="text/css">/*PAD*/</style>
</head>
<body>
<p style="text-align: center;"><strong>- The Longitude - <a href="{ORIGIN}">{ORIGIN}</a> -</strong></p>
<div class="Center">
<div id="Outline">
<p id="BlogTitle">{esc(doc.title)}</p>
<p id="BlogDate">Posted By <u>Ruth Okafor</u> On {esc(doc.stamp)} In <a href="{ORIGIN}/category/features/">Features</a> | <a href="{ORIGIN}{FERRY}#respond">No Comments</a></p>
<div id="BlogContent">
<p><em>{esc(doc.dek)}</em></p>
{body}
</div>
</div>
</div>
<hr class="Divider" style="text-align: center;" />
<p id="ArticleUrl">Article printed from The Longitude: <strong><a href="{ORIGIN}">{ORIGIN}</a></strong></p>
<p id="ArticleUrl">URL to article: <strong>{self.a("ferry1", f"{ORIGIN}{FERRY}", "content")}</strong></p>
<p id="ArticleUrl">URLs in this post:</p>
{urls}
<p style="text-align: center;">Copyright &copy; 2026 The Longitude Foundation. All rights reserved.</p>
<p style="text-align: center;"><a href="#Print" onclick="window.print(); return false;" title="Click here to print.">Click</a> here to print.</p>
</body>
</html>"""

    def card(self, key: str | None, title: str, path: str, dek: str, stamp: str, zone: str = "content") -> str:
        who = ""
        if key and self.docs[key].is_article:
            d = self.docs[key]
            who = f'<span class="byline">By {esc(" and ".join(d.authors) or "The Editors")}</span> '
        return f'<article class="post-card"><img src="{ORIGIN}/wp-content/uploads/2026/{img_id(title)}-400x267.jpg" alt="" loading="lazy" width="400" height="267"><h2 class="entry-title">{self.link(key, title, path, zone)}</h2><p class="entry-summary">{esc(dek)}</p><div class="entry-meta">{who}<time>{esc(stamp.split(" @")[0])}</time></div></article>'

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "issue":
            return self.issue_main(doc)
        if doc.kind == "archive":
            return self.archive_main(doc)
        cards = "\n".join(self.card(*e) for e in self.entries(doc))
        head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        if doc.kind == "tag":
            head = f'<header class="page-header"><p class="archive-label">Tag</p><h1 class="page-title">{esc(doc.title)}</h1><div class="archive-description"><p>Reporting from America\'s rivers, locks, ferries and floodplains.</p></div></header>'
        elif doc.kind == "author":
            head = f'<header class="page-header author-header"><img src="{ORIGIN}/wp-content/uploads/authors/ruth-okafor-192x192.jpg" alt="Ruth Okafor" width="192" height="192" class="avatar"><h1 class="page-title">{esc(doc.title)}</h1><p class="author-title">Staff Writer</p><div class="archive-description"><p>{esc(doc.extra["bio"])}</p></div><p><a href="https://x.test/ruthokafor">@ruthokafor</a></p></header>'
        elif doc.kind == "search":
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><form role="search" method="get" class="search-form" action="{ORIGIN}/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" value="ferry" name="s"></label><input type="submit" class="search-submit" value="Search"></form><p class="search-count">4 results</p></header>'
        elif doc.kind == "home":
            lead = self.docs["ferry1"]
            head = f'<section class="home-lead"><p class="kicker">The December Issue</p><h2 class="home-lead__title">{self.a("ferry1", lead.title, "content")}</h2><p class="home-lead__dek">{esc(lead.dek)}</p><p class="byline">By Ruth Okafor</p><p>{self.a("issue", "See the full table of contents", "content")} · {self.a("subscribe", "Subscribe", "content")}</p></section><h1 class="screen-reader-text">The Longitude</h1>'
        pager = ""
        pn, pnext, pprev = 'class="page-numbers"', 'class="next page-numbers"', 'class="prev page-numbers"'
        if doc.key == "features":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a("features2", "2", "pagination", pn)} <a class="page-numbers" href="/category/features/page/3/">3</a> {self.a("features2", "Next", "pagination", pnext)}</div></nav>'
        elif doc.key == "features2":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links">{self.a("features", "Previous", "pagination", pprev)} {self.a("features", "1", "pagination", pn)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="/category/features/page/3/">3</a> <a class="next page-numbers" href="/category/features/page/3/">Next</a></div></nav>'
        elif doc.key == "home":
            pager = f'<p class="more-link">{self.a("features", "More features", "content")} · {self.a("tag", "Rivers", "content")} · {self.a("search", "Search the archive", "content")}</p>'
        return (
            f'<div class="archive-wrap archive-{doc.kind}">{head}\n<div class="post-grid">{cards}</div>\n{pager}</div>'
        )

    def issue_main(self, doc: Doc) -> str:
        groups = []
        for label, items in doc.extra["toc"]:
            rows = []
            for item in items:
                if isinstance(item, str):
                    d = self.docs[item]
                    rows.append(
                        f'<li class="toc-item"><h3 class="toc-item__title">{self.a(item, d.title, "content")}</h3><p class="toc-item__byline">{esc(" and ".join(d.authors) or "The Editors")}</p><p class="toc-item__dek">{esc(self.lede(d))}</p></li>'
                    )
                else:
                    rows.append(
                        f'<li class="toc-item"><h3 class="toc-item__title"><a href="{item[1]}">{esc(item[0])}</a></h3><p class="toc-item__dek">{esc(item[2])}</p></li>'
                    )
            groups.append(
                f'<section class="toc-section"><h2 class="toc-section__label">{esc(label)}</h2><ul>{"".join(rows)}</ul></section>'
            )
        return f"""<div class="issue-page">
<header class="issue-header"><img src="{ORIGIN}/wp-content/uploads/2026/11/cover-dec-2026-600x800.jpg" alt="Cover of the December 2026 issue" width="300" height="400"><p class="issue-label">Volume 29, Number 10</p><h1 class="issue-title">{esc(doc.title)}</h1><p class="issue-cover-line">On the cover: the Cave-in-Rock ferry at dusk. Photograph by Jonah Pruitt.</p><p>{self.a("subscribe", "Subscribe to get the print edition", "content")}</p></header>
<div class="issue-toc">{"".join(groups)}</div>
<nav class="issue-nav"><a href="/issue/november-2026/">&larr; November 2026</a> · {self.a("archive", "Browse back issues", "content")}</nav>
</div>"""

    def archive_main(self, doc: Doc) -> str:
        months = [
            "January/February",
            "March",
            "April",
            "May",
            "June",
            "July/August",
            "September",
            "October",
            "November",
            "December",
        ]
        lines = [
            "The trucking towns of I-80", "Inside the last shoe factory in Maine", "Spring flood season on the Red River",
            "What happened to the mall", "The county library that never closes", "Summer fiction issue",
            "The Great Lakes at their highest", "Rebuilding Paradise", "Teachers who stayed", "The year in small places",
        ]  # fmt: skip
        cells = "".join(
            f'<li class="back-issue"><a href="/issue/{m.split("/")[0].lower()}-2025/"><img src="{ORIGIN}/wp-content/uploads/2025/covers/{i + 1:02d}-300x400.jpg" alt="" width="150" height="200"></a><h3><a href="/issue/{m.split("/")[0].lower()}-2025/">{m} 2025</a></h3><p>{esc(lines[i])}</p></li>'
            for i, m in enumerate(months)
        )
        years = " · ".join(f'<a href="/archive/{y}/">{y}</a>' for y in range(2024, 2019, -1))
        return f"""<div class="back-issues">
<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><p>Every issue since 1998 is available to subscribers. {self.a("subscribe", "Subscribe", "content")} for full access.</p></header>
<nav class="year-nav"><a href="/archive/2026/">2026</a> · <strong>2025</strong> · {years}</nav>
<ul class="back-issue-grid">{cells}</ul>
</div>"""

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, custom={"h2": lambda b: f'<h2 class="wp-block-heading">{esc(b[1])}</h2>'})
        if doc.kind == "error":
            recent = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["ferry1", "birds", "essay"]
            )
            return f"""<section class="error-404 not-found">
<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>
<div class="page-content">{html}
<form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" name="s" placeholder="Search …"><input type="submit" class="search-submit" value="Search"></form>
<div class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{recent}</ul></div>
<div class="widget widget_categories"><h2 class="widget-title">Most Used Categories</h2><ul><li>{self.a("features", "Features", "content")} (412)</li><li><a href="/category/essays/">Essays</a> (230)</li><li><a href="/category/books/">Books</a> (198)</li></ul></div>
</div></section>"""
        return f"""<article class="page type-page subscribe-page">
<header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header>
<div class="entry-content">{html}
<div class="wp-block-buttons"><a class="wp-block-button__link" href="https://checkout.thelongitude.test/?plan=print-digital">Subscribe to Print + Digital</a> <a class="wp-block-button__link" href="https://checkout.thelongitude.test/?plan=digital">Subscribe to Digital</a> <a class="wp-block-button__link" href="https://checkout.thelongitude.test/?plan=gift">Give a Gift</a></div>
<p class="fine-print">Prices in US dollars. Outside the United States, add $20 a year for print delivery. Questions? Write to subscriptions@thelongitude.test.</p>
</div></article>"""
