# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Stray Pointers: a two-person software newsletter and blog from Boston on **Hugo** with a PaperMod-like theme
(`post-single`, `post-header`, `post-title`, `post-meta`, `post-content`, `post-footer`, `paginav`, `/posts/2026/12/04/<slug>/`,
`/page/2/`, `/tags/<tag>/`, `/authors/<slug>/`, `/search/?q=`, `/archive/`, `/changelog/`), English, UTF-8
(`text/html; charset=utf-8`). Metadata is minimal and uneven because it comes from front matter: posts with a
`description` get the theme's `BlogPosting` JSON-LD (times in -05:00); the newsletter issues and the interview carry
only a `<meta name="date">` (the interview's in UTC, 02:15Z on 4 Dec = 21:15 on 3 Dec in Boston, as its URL and
printed date say); the review and the Kestrel brief have no date metadata at all: the date is in the URL and printed
"Dec 2, 2026". Code blocks in the posts are body. The weekly links roundup is an article; an old URL answers 200
with the theme's "404 Page not found" (a soft 404)."""

from __future__ import annotations

import datetime
import json

from common import Base, blocks_html, page, story
from sitekit import Doc, Link, css_rules, esc

ARTS = ["weekly", "release", "interview", "review", "queue", "guest", "tutorial", "notes"]
NEXT = 'class="next"'
PREV = 'class="prev"'
LOGO = 'accesskey="h" title="Stray Pointers (Alt + H)"'
AUTHOR_SLUG = {"Maya Lindqvist": "maya-lindqvist", "Theo Marchand": "theo-marchand"}
TAGS = {
    "queue": ["databases", "postgres", "architecture"],
    "weekly": ["newsletter", "links"],
    "review": ["hardware", "reviews"],
    "interview": ["interviews", "open-source"],
    "guest": ["on-call", "observability"],
    "release": ["releases", "open-source"],
    "tutorial": ["testing", "python"],
    "notes": ["newsletter", "self-hosting"],
}


def rfc(d: Doc) -> str:
    """The feed-style date: "Fri, 04 Dec 2026"."""
    day = datetime.date.fromisoformat(d.date or "2026-12-04")
    return day.strftime("%a, %d %b %Y")


class StrayPointers(Base):
    origin = "https://straypointers.test"
    name = "Stray Pointers"
    prefix = "stp"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "stp",
            [
                ".post-single",
                ".post-header",
                ".post-content",
                ".post-meta",
                ".entry-hint-parent",
                ".paginav",
                ".highlight pre",
                ".archive-entry",
                ".footer",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Stray Pointers",
                "hugo-papermod-home",
                list=["weekly", "release", "interview", "review", "queue"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/page/2/",
                "section",
                "Stray Pointers",
                "hugo-pagination-page2",
                list=["guest", "tutorial", "notes"],
            )
        )
        add(
            page(
                "tag",
                "/tags/databases/",
                "tag",
                "databases",
                "hugo-taxonomy-term",
                list=["queue", "tutorial"],
            )
        )
        add(
            page(
                "author",
                "/authors/maya-lindqvist/",
                "author",
                "Maya Lindqvist",
                "hugo-authors-term",
                list=["interview", "queue", "tutorial"],
            )
        )
        add(
            page(
                "search",
                "/search/?q=postgres",
                "search",
                "Search",
                "hugo-fuse-search-empty",
                [],
            )
        )
        add(
            page(
                "archive",
                "/archive/",
                "archive",
                "Archive",
                "rss-styled-archive",
                list=ARTS,
            )
        )
        add(
            page(
                "changelog",
                "/changelog/",
                "changelog",
                "Changelog",
                "site-changelog",
                [
                    "Changes to this site and the newsletter, newest first. The source lives in a public repository; corrections to posts are noted on the posts themselves.",
                    "### 2026-12-01",
                    "- Search now indexes code blocks, so searching for a function name finds the post that uses it.",
                    "- Fixed the RSS feed dropping posts with an ampersand in the title.",
                    "### 2026-11-09",
                    "- Moved from the old Jekyll build to Hugo 0.139. Old /blog/ URLs redirect to /posts/.",
                    "- Added author pages and the archive page.",
                    "### 2026-10-14",
                    "- Dark mode follows the system setting by default.",
                    "- Removed the last third-party script (a font loader). The site now makes no external requests.",
                    "### 2026-08-30",
                    "- The newsletter moved to a self-hosted list server. Subscribers did not need to do anything.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About",
                "hugo-about",
                [
                    "Stray Pointers is a weekly newsletter and a small blog about building and running software with small teams. It is written by Maya Lindqvist and Theo Marchand from Boston, and it has no investors, no sponsors and no tracking.",
                    "The newsletter goes out every Friday morning. Longer posts appear here when we have something worth saying, which is usually once or twice a week.",
                    "We take guest posts from people who run real systems. Pitch us at hello@straypointers.test with a paragraph about what you want to write and why you are the person to write it.",
                    "## Corrections",
                    "If we get something wrong, email us and we will fix it and add a note to the post. Every change to the site itself is listed in the changelog.",
                ],
            )
        )
        add(
            page(
                "gone",
                "/posts/2026/11/20/sqlite-everywhere/",
                "error",
                "Page not found",
                "soft-404-status-200",
                [
                    "Sorry, the page you were looking for does not exist. It may have moved when we switched from Jekyll to Hugo.",
                ],
            )
        )
        add(
            story(
                "weekly",
                "/posts/2026/12/04/weekly-links-112/",
                "Weekly Links #112: flaky tests, boring databases and a very good diff tool",
                "2026-12-04",
                "2026-12-04T07:30:00-05:00",
                "Dec 4, 2026",
                ["Theo Marchand"],
                [
                    "Hello from a rainy Boston. This week's issue leans heavily on testing, because I spent most of the week staring at a test that failed one time in forty. As always, reply to this email if you find something we should read.",
                    "- [[https://notes.hallewell.test/flaky-tests-are-a-queue/|Flaky tests are a queue, not a bug]] \u2014 Treat intermittent failures as a backlog with an owner, not as forty separate mysteries. The triage table alone is worth stealing.",
                    "- [[https://blog.orrin.test/boring-databases/|In praise of boring databases]] \u2014 A short, cheerful essay on choosing the technology your team already knows. It pairs nicely with [[queue|our own queue saga]] from Tuesday.",
                    "- [[https://treeshape.test/how-structural-diff-works/|How structural diff tools read your code]] \u2014 A walk through how syntax-aware diff tools build and compare trees. Long, but the diagrams carry you.",
                    "- [[https://www.pellham.test/writing/retries/|The hidden cost of retries]] \u2014 Exponential backoff is not enough if every client backs off on the same schedule. A good refresher on jitter.",
                    "- [[https://logbook.test/time-zones-in-logs/|A field guide to time zones in log files]] \u2014 Every mistake in here is one I have made, most of them more than once.",
                    "- [[release|Kestrel 2.0 is out]] \u2014 The scheduler rewrite has finally shipped. I wrote up what changed and who should upgrade first.",
                    "- [[https://ci-notes.test/cache-misses/|Why your CI cache keeps missing]] \u2014 Three causes, in order of how long each one took me to find: timestamps, absolute paths and a compiler flag nobody remembers setting.",
                    "- [[https://plans.ramsey.test/explain-without-fear/|Reading SQL query plans without fear]] \u2014 The best beginner's guide to EXPLAIN I have seen. Send it to the person on your team who keeps asking.",
                    "- [[https://smalltools.test/sharp-edges/|Small tools, sharp edges]] \u2014 A love letter to single-purpose command-line utilities, with a list of twenty you may not know.",
                    "- [[https://engineering.vantory.test/coverage/|The case against chasing 100% coverage]] \u2014 Not a new argument, but a well-made one, with real numbers from a large codebase.",
                    "### One more thing",
                    "Our [[interview|interview with Ines Carvalho]] about maintaining Tessera got more replies than anything we have published this year. Thank you. We will do more of those in the new year.",
                    "SIGN: See you next Friday, Theo",
                ],
                "weekly-links-roundup-meta-date",
                meta_date="2026-12-04",
            )
        )
        add(
            story(
                "release",
                "/posts/2026/12/04/kestrel-2-0-ships/",
                "Kestrel 2.0 ships with a rewritten scheduler",
                "2026-12-04",
                None,
                "Dec 4, 2026",
                ["Theo Marchand"],
                [
                    "Kestrel, the small job runner that a surprising number of you use to run cron-style tasks across a handful of machines, reached version 2.0 on Thursday after fourteen months of work.",
                    "The headline change is a rewritten scheduler. The old one woke every second and checked every job; the new one keeps a timer wheel and sleeps until the next job is due. On the maintainers' benchmark of 10,000 scheduled jobs, idle CPU use dropped from about 4% to well under 1%.",
                    "There are two breaking changes. Job definitions now require an explicit time zone, which ends a long-running class of bugs around daylight saving time, and the deprecated HTTP trigger has been removed. The release notes include a migration script for both.",
                    "If you run Kestrel on a single machine with a few dozen jobs, there is no hurry to upgrade. If you run it across several machines, the new leader election alone is worth the afternoon.",
                ],
                "short-release-brief-no-date-metadata",
            )
        )
        add(
            story(
                "interview",
                "/posts/2026/12/03/ten-questions-ines-carvalho-tessera/",
                "Ten questions for Ines Carvalho, who maintains Tessera",
                "2026-12-03",
                "2026-12-04T02:15:00Z",
                "Dec 3, 2026",
                ["Maya Lindqvist"],
                [
                    "Tessera is a library for laying out text interfaces in the terminal: panes, tables, scrolling regions, the things every command-line tool ends up reinventing. It has about 9,000 stars, a few hundred dependent projects and, for most of its life, one maintainer. Ines Carvalho lives in Porto and works on Tessera three days a week, funded by sponsors. We talked over video about burnout, saying no and the strange economics of a library everyone uses.",
                    "Q: How did Tessera start? || As a weekend project to make a dashboard for my home server. I wanted panes that resized properly when I changed the window size, and every library I tried either did not do that or did it by redrawing the whole screen. The first version was about 600 lines. I put it online because a friend asked for it.",
                    "Q: When did you realize people were depending on it? || When a large company's command-line tool started throwing errors because of a bug I had introduced, and I found out from a very polite issue that said their support queue was on fire. That was the moment I understood that other people's production systems had my weekend code inside them.",
                    "Q: You work on it three days a week now. How is that paid for? || Sponsorships, mostly from companies, plus a small grant last year. It covers a modest salary in Porto. It would not cover a salary in San Francisco, and I think that is part of why so much open source is maintained from places where living is cheaper.",
                    "Q: What is the hardest part of the job? || Saying no. Every week someone opens a pull request that adds a feature they need. Most of them are good code. But every feature is something I have to maintain for years, and Tessera is useful because it is small. I have learned to say no quickly and kindly, and to explain why.",
                    "Q: Have you ever come close to quitting? || Twice. The second time I stopped reading issues for a month and put a note at the top of the repository saying so. Nothing terrible happened. People were very understanding. I should have done it the first time.",
                    "Q: What do you wish companies that use Tessera would do? || Send one engineer to fix one bug a year. Not money, although money is nice. An engineer who knows the codebase a little is worth more to me than a sponsorship, because next time something breaks at their company, they can help.",
                    "Q: What is coming next? || A 3.0 release that removes the last of the old rendering code. It should make Tessera about 30% faster on slow terminals, and it will finally support right-to-left text properly, which people have been asking for since 2021.",
                    "Q: What is your favorite thing someone has built with it? || A fisherman in Norway wrote a tool that shows tide times, weather and fish prices on a Raspberry Pi in his boat. He sent me a photo. That one is on my wall.",
                    "Q: Any advice for new maintainers? || Write down what your project is not going to do, early, and link to it often. It saves you from having the same argument two hundred times.",
                ],
                "qa-interview-meta-date-utc-next-day",
                meta_date="2026-12-04T02:15:00Z",
            )
        )
        add(
            story(
                "review",
                "/posts/2026/12/02/review-halyard-k2-keyboard/",
                "Review: the Halyard K2 is the quiet mechanical keyboard I didn't know I wanted",
                "2026-12-02",
                None,
                "Dec 2, 2026",
                ["Theo Marchand"],
                [
                    "I have a confession to make for a newsletter read mostly by programmers: I do not really care about keyboards. I have used the same cheap membrane board for six years, and the one time I bought a fancy mechanical keyboard, my partner asked me to return it after a week because it sounded like hail on a car roof.",
                    "So when Halyard, a small company in Providence, sent us its new K2 to try, I expected to write a short, polite review and go back to my old keyboard. Three weeks later, the old keyboard is in a drawer.",
                    "## What it is",
                    "The K2 is a compact, 75% layout mechanical keyboard with an aluminum case, hot-swappable switches and a gasket-mounted plate. The pitch is simple: it is designed to be quiet. The stock switches are linear, lubricated at the factory and dampened, and there is a layer of foam under the plate and another in the case.",
                    "T: Spec | Halyard K2",
                    "T: Layout | 75%, 84 keys",
                    "T: Switches | Halyard Hush linear, 45 g, hot-swappable",
                    "T: Connection | USB-C, Bluetooth 5.1 (three devices)",
                    "T: Battery | 4,000 mAh, about 6 weeks with backlight off",
                    "T: Weight | 1.4 kg",
                    "T: Price | $189",
                    "## How it sounds",
                    "It is genuinely quiet. Not silent, but the sound is a soft, low thud rather than a click or a clack. On a video call with the microphone a foot away, nobody noticed I was typing until I told them. My partner, the hail critic, did not notice for two days.",
                    "## How it types",
                    "Linear switches take some getting used to if you are coming from a membrane board, because there is no bump to tell you a key has registered. For the first few days I bottomed out on every key and my fingers were tired by the afternoon. By the end of the first week I was typing as fast as before, and by the third week I was slightly faster, with fewer errors, according to a typing test I took far too many times.",
                    "The stabilizers on the space bar and the larger keys are excellent. There is no rattle, which is the most common complaint about keyboards at this price.",
                    "## What I didn't like",
                    "The configuration software only runs on Windows and macOS, which is an odd choice for a keyboard that will be bought mostly by people who write code. You can remap keys through the firmware directly, and Halyard says a web-based configurator is coming in the spring, but for now Linux users get the defaults.",
                    "The keyboard is also heavy. At 1.4 kilograms it does not move on the desk, which is nice, but you will not be throwing it in a laptop bag.",
                    "## Should you buy it?",
                    "If you share a room with other people, spend your day on calls, or simply want a keyboard that feels good without announcing itself, yes. At $189 it is not cheap, but it is built to last for years and the switches can be replaced. If you like your keyboard loud, look elsewhere. I know I have been converted.",
                    "NOTE: Halyard lent us the K2 for this review. We returned it and then bought one with our own money. Nobody at Halyard saw this review before it was published.",
                ],
                "hardware-review-specs-table-no-metadata",
            )
        )
        add(
            story(
                "queue",
                "/posts/2026/12/01/job-queue-off-postgres-and-back/",
                "We moved our job queue off Postgres. Then we moved it back",
                "2026-12-01",
                "2026-12-01T09:00:00-05:00",
                "Dec 1, 2026",
                ["Maya Lindqvist"],
                [
                    "Two years ago our background jobs lived in a single Postgres table. Last spring we moved them to a dedicated message broker. Last month we moved them back. This is the story of that round trip, and of what we should have measured before we started.",
                    "## How it worked before",
                    "The original design was the one you have probably seen a dozen times: a jobs table with a status column, a run_at timestamp and a JSON payload. Workers poll the table, claim a batch of rows and mark them as running inside the same transaction. The trick that makes this safe under concurrency is SKIP LOCKED, which lets each worker ignore rows another worker has already locked instead of waiting for them:",
                    "CODEsql: UPDATE jobs SET status = 'running', locked_at = now()",
                    "CODEsql: WHERE id IN (",
                    "CODEsql:   SELECT id FROM jobs",
                    "CODEsql:   WHERE status = 'queued' AND run_at <= now()",
                    "CODEsql:   ORDER BY run_at",
                    "CODEsql:   LIMIT 50",
                    "CODEsql:   FOR UPDATE SKIP LOCKED",
                    "CODEsql: )",
                    "CODEsql: RETURNING id, kind, payload;",
                    "At our peak this handled about 1,200 jobs a minute on a modest database with plenty of room to spare. The problems were never about throughput. They were about everything around it.",
                    "## Why we left",
                    "Three things pushed us off. First, the table bloated. Jobs are written once, updated twice and deleted, which is close to the worst possible pattern for Postgres's multi-version storage, and autovacuum never quite kept up during the nightly import. Second, a slow job query during an incident made it look as if the whole database was in trouble, and we spent an hour chasing the wrong problem. Third, and honestly the biggest reason, we wanted fan-out: one event, several consumers, each with its own retry policy.",
                    "A broker promised all three. We picked one, spent six weeks on the migration and switched over in April.",
                    "## What went wrong",
                    "Nothing went wrong on day one. The trouble arrived slowly.",
                    "- Jobs and the data they depended on now lived in two systems. A job could be published before the transaction that created its row had committed, so workers occasionally woke up, found nothing and gave up. We added an outbox table to fix that, which meant we were writing jobs to Postgres again anyway.",
                    "- Retries became opaque. With the jobs table we could answer \u201cwhat failed last night, and why?\u201d with one query. With the broker it took three dashboards and a log search.",
                    "- The broker needed care and feeding. Nobody on a team of four wanted to become its expert, so nobody did.",
                    "By September we had an outbox in Postgres, a relay process that copied rows from it to the broker, and consumers that wrote their results back to Postgres. The broker had become a very expensive pipe between two parts of the same database.",
                    "## Moving back",
                    "The return trip took nine days. We kept the parts of the broker design that were genuinely better: jobs are now typed, every kind has an explicit retry policy, and the payload carries a schema version. We fixed the bloat by partitioning the jobs table by day and dropping old partitions instead of deleting rows, which turns the worst write pattern into almost free housekeeping. And we moved the job tables to their own small database instance, so a slow queue query can no longer be mistaken for a sick primary.",
                    "Fan-out, the feature we left for, turned out to be something we needed in exactly two places. Both are now handled by inserting one row per consumer in the same transaction that records the event.",
                    "## What we should have measured",
                    "If I could send one note back to the version of us planning the migration, it would be a list of questions rather than an answer. How many jobs depend on rows written in the same transaction? How often do we need to ask questions about failed work? Who is going to own the new system at three in the morning? We knew our throughput numbers to the decimal point. We had not written down the answers to any of those.",
                    "Postgres is not the right queue for everyone. For a small team whose jobs are mostly about data that already lives in Postgres, it turned out to be the right one for us. Twice.",
                ],
                "long-post-code-block-jsonld",
                desc="We spent six weeks moving background jobs to a message broker and nine days moving them back. What we should have measured first.",
                tag=True,
            )
        )
        add(
            story(
                "guest",
                "/posts/2026/11/30/your-on-call-dashboard-is-lying/",
                "Your on-call dashboard is lying to you",
                "2026-11-30",
                "2026-11-30T10:00:00-05:00",
                "Nov 30, 2026",
                ["Priya Raman", "Jonah Feld"],
                [
                    "NOTE: This is a guest post. Priya and Jonah run the platform team at a logistics company in Hartford and have been on call, between them, for about fifteen years.",
                    "Every on-call dashboard we have ever inherited had the same problem. It was built during an incident, by someone who needed to see one specific thing, and it has been slowly accumulating panels ever since. Nobody deletes a panel, because nobody remembers why it was added. The result is a wall of green that tells you almost nothing about whether your users are having a good day.",
                    "Here are the four lies we see most often, and what we do about them.",
                    "## Lie 1: averages",
                    "An average response time of 180 milliseconds sounds healthy. It is also perfectly compatible with one request in twenty taking eight seconds. Averages hide exactly the users you should worry about. We replaced every average on our main dashboard with the 50th, 95th and 99th percentiles, and the first week we did it, we found two endpoints that had been slow for months.",
                    "## Lie 2: the wrong denominator",
                    "An error rate of 0.1% looks fine until you notice it is calculated across all traffic, and the failing requests are all checkout attempts. Ninety-nine percent of your traffic is people browsing. If you want to know whether users can do the thing they came to do, measure that thing on its own.",
                    "## Lie 3: host metrics",
                    "CPU and memory graphs are comforting because they are always there and they always move. But users do not experience CPU. We have had outages with every host at 20% utilization, and busy days with every host at 90% where nothing was wrong. Host metrics belong on a second page, for the people doing the debugging, not on the first screen someone sees at three in the morning.",
                    "## Lie 4: green means good",
                    "The most dangerous dashboard is one where everything is green because nothing is being measured. If your payment provider stops sending webhooks, your error rate goes down, not up. We now have a small number of panels that alert when something is suspiciously quiet: no orders in ten minutes during business hours, no webhooks in five.",
                    "## What we do instead",
                    "Our main dashboard now has six panels, and each one answers a question a user would ask: can I log in, can I search, can I check out, is it fast, are my notifications arriving, and is anything suspiciously quiet. Everything else lives on linked pages, grouped by service.",
                    "It took us a month to get there, mostly spent arguing about which six questions mattered. That argument was the most useful part. If your team cannot agree on what a good day looks like for your users, no dashboard is going to tell you.",
                ],
                "guest-essay-two-authors-editor-note",
                desc="Averages, wrong denominators, host metrics and a wall of green: four ways on-call dashboards mislead, and what to put there instead.",
            )
        )
        add(
            story(
                "tutorial",
                "/posts/2026/11/27/gentle-introduction-property-based-testing-python/",
                "A gentle introduction to property-based testing in Python",
                "2026-11-27",
                "2026-11-27T09:30:00-05:00",
                "Nov 27, 2026",
                ["Maya Lindqvist"],
                [
                    "Most tests we write are examples. Given this input, expect that output. They are easy to read and easy to write, and they only check the cases we thought of. Property-based testing turns that around: you describe what should always be true, and the library generates hundreds of inputs trying to prove you wrong.",
                    "This post walks through a small, real example. You will need Python 3.11 or later and the Hypothesis library.",
                    "## A function worth testing",
                    "Say we have a function that splits a list of jobs into batches of a maximum size, something our own [[queue|job queue]] does constantly:",
                    "CODEpython: def batches(items, size):",
                    "CODEpython:     return [items[i:i + size] for i in range(0, len(items), size)]",
                    "An example-based test might check that batching seven items into threes gives three batches. That is fine, but it says nothing about an empty list, a batch size larger than the list, or a list of exactly one batch.",
                    "## Writing down the properties",
                    "Instead of examples, think about what must be true for any input. For our function, three things:",
                    "- Joining the batches back together gives the original list.",
                    "- No batch is larger than the requested size.",
                    "- No batch is empty.",
                    "Here is what that looks like as a test:",
                    "CODEpython: from hypothesis import given, strategies as st",
                    "CODEpython: @given(st.lists(st.integers()), st.integers(min_value=1, max_value=50))",
                    "CODEpython: def test_batches(items, size):",
                    "CODEpython:     result = batches(items, size)",
                    "CODEpython:     assert [x for b in result for x in b] == items",
                    "CODEpython:     assert all(len(b) <= size for b in result)",
                    "CODEpython:     assert all(b for b in result)",
                    "When you run this with pytest, Hypothesis calls the test a hundred times with generated lists and sizes, deliberately including awkward cases: empty lists, lists of one element, very large numbers, duplicate values.",
                    "## When it finds a bug",
                    "Suppose a colleague \u201coptimizes\u201d the function and accidentally makes the last batch always full by padding it with None. The first property fails, and Hypothesis does something lovely: it shrinks the failing input to the smallest example it can find, something like items=[0] and size=2, and prints it. Instead of a 40-element list full of random integers, you get the simplest possible case that shows the bug.",
                    "## Where it shines, and where it does not",
                    "Property-based tests are at their best for code with clear rules: parsers, serializers, data transformations, anything where you can say \u201cencoding then decoding gives back the original.\u201d They are less useful for code whose correct output is hard to describe without reimplementing it.",
                    "You also do not have to choose. We keep example-based tests for documentation, because a reader can see exactly what the function does, and add a property test next to them to catch the cases nobody thought to write down.",
                    "Start with one function you already trust. Write down two or three things that must always be true about it. You may be surprised how often the library disagrees with you.",
                ],
                "tutorial-code-blocks-list-jsonld",
                desc="Describe what should always be true and let the library hunt for counterexamples: a first property-based test with Hypothesis.",
                tag=True,
            )
        )
        add(
            story(
                "notes",
                "/posts/2026/11/24/three-years-newsletter-five-dollar-server/",
                "Three years of running this newsletter on a five-dollar server",
                "2026-11-24",
                None,
                "Nov 24, 2026",
                ["Theo Marchand"],
                [
                    "Stray Pointers turned three this month. For all of that time, the website, the mailing list and the archive have run on a single virtual server that costs five dollars a month. People ask about this more than they ask about anything we write, so here are the numbers and the lessons.",
                    "The server has one CPU core, one gigabyte of memory and 25 gigabytes of disk. It serves a static site built by Hugo, runs a small self-hosted list server for the newsletter, and keeps nightly backups. In three years it has had two unplanned outages: one when the disk filled with logs, and one when the hosting company migrated the machine and forgot to bring the network back.",
                    "## What it costs",
                    "Five dollars a month for the server, one dollar for backups, twelve dollars a year for the domain, and about eight dollars a month for an email delivery service, because sending mail directly from a cheap server is a good way to land in everyone's spam folder. That is a little over 170 dollars a year for a newsletter with 11,400 subscribers.",
                    "## What I would do differently",
                    "Set up log rotation on day one. The disk-full outage was entirely my fault and entirely avoidable.",
                    "Write down how everything is configured. When the hosting company migrated the machine, I spent an evening remembering how I had set up the firewall. Now there is a single script in our repository that rebuilds the server from scratch, and I test it twice a year.",
                    "Do not self-host email sending. I tried for the first two months. Our open rate doubled when we switched to a delivery service, which tells you how many people never saw those first issues.",
                    "## Why not a platform?",
                    "Newsletter platforms are good, and for most people they are the right choice. We stayed on our own server because we wanted the archive to belong to us, because we did not want to put tracking pixels in our readers' inboxes, and, honestly, because running it is a small hobby in itself.",
                    "If the newsletter grows another tenfold, the server will probably need to grow too. For now, five dollars a month is doing just fine.",
                ],
                "personal-essay-no-metadata",
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f"<li>{self.a(k, t, 'nav', f'title={chr(34)}{t}{chr(34)}')}</li>"
            for k, t in (
                ("archive", "Archive"),
                ("search", "Search"),
                ("tag", "Tags"),
                ("about", "About"),
                ("changelog", "Changelog"),
            )
        )
        head = [
            f"<title>{'404 ' if doc.kind == 'error' else ''}{esc(doc.title)}{' | Stray Pointers' if doc.key != 'home' else ''}</title>",
            '<meta name="generator" content="Hugo 0.139.0">',
            '<meta name="robots" content="index, follow">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            '<link rel="alternate" type="application/rss+xml" href="https://straypointers.test/index.xml">',
        ]
        if doc.is_article:
            if doc.extra.get("desc"):
                head.append(f'<meta name="description" content="{esc(doc.extra["desc"])}">')
            if doc.authors:
                head.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            if doc.extra.get("meta_date"):
                head.append(f'<meta name="date" content="{doc.extra["meta_date"]}">')
            head.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            head.append('<meta property="og:type" content="article">')
            head.append(f'<meta property="og:url" content="{esc(self.url(doc.key))}">')
            if doc.extra.get("desc"):
                head.append(f'<meta property="article:published_time" content="{doc.iso}">')
                ld = {
                    "@context": "https://schema.org",
                    "@type": "BlogPosting",
                    "headline": doc.title,
                    "name": doc.title,
                    "description": doc.extra["desc"],
                    "keywords": TAGS[doc.key],
                    "articleBody": " ".join(b[1] for b in doc.blocks if b[0] == "p")[:400],
                    "wordCount": len(doc.body.split()),
                    "inLanguage": "en",
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": [{"@type": "Person", "name": a} for a in doc.authors],
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "publisher": {"@type": "Organization", "name": "Stray Pointers"},
                }
                head.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        else:
            head.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            head.append('<meta property="og:type" content="website">')
        return f"""<!DOCTYPE html>
<html lang="en" dir="auto">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
{chr(10).join(head)}
<link crossorigin="anonymous" href="/assets/css/stylesheet.d72444526d7ecbdb0015438a7fa89054a658bf759d0542e2e5df81ce94b493ee.css" rel="preload stylesheet" as="style">
<link rel="icon" href="https://straypointers.test/favicon.ico">
<style>/*PAD*/</style>
<noscript><style>#theme-toggle,.top-link{{display:none}}</style></noscript>
</head>
<body class="{"" if doc.is_article else "list"}" id="top">
<script>if(localStorage.getItem("pref-theme")==="dark"){{document.body.classList.add("dark")}}else if(localStorage.getItem("pref-theme")==="light"){{document.body.classList.remove("dark")}}else if(window.matchMedia("(prefers-color-scheme: dark)").matches){{document.body.classList.add("dark")}}</script>
<header class="header">
<nav class="nav">
<div class="logo">{self.a("home", "Stray Pointers", "nav", LOGO)}<div class="logo-switches"><button id="theme-toggle" accesskey="t" title="(Alt + T)">&#9680;</button></div></div>
<ul id="menu">{menu}</ul>
</nav>
</header>
<main class="main">
{main}
</main>
<footer class="footer">
<span>&copy; 2026 {self.a("home", "Stray Pointers", "footer")}</span> &middot; <span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span> &middot; <a href="/index.xml">RSS</a> &middot; {self.a("changelog", "Changelog", "footer")}
</footer>
<a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g">&uarr;</a>
<script>let menu=document.getElementById("menu");if(menu){{menu.scrollLeft=localStorage.getItem("menu-scroll-position");menu.onscroll=function(){{localStorage.setItem("menu-scroll-position",menu.scrollLeft)}}}}document.querySelectorAll('a[href^="#"]').forEach(anchor=>{{anchor.addEventListener("click",function(e){{e.preventDefault();var id=this.getAttribute("href").substr(1);document.querySelector(`[id='${{decodeURIComponent(id)}}']`).scrollIntoView({{behavior:"smooth"}})}})}});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        parts = []
        for a in doc.authors:
            if a == "Maya Lindqvist":
                parts.append(self.a("author", a, "byline"))
            elif a in AUTHOR_SLUG:
                parts.append(f'<a href="/authors/{AUTHOR_SLUG[a]}/">{esc(a)}</a>')
            else:
                parts.append(esc(a))
        return " &amp; ".join(parts)

    def minutes(self, doc: Doc) -> int:
        return max(1, round(len(doc.body.split()) / 220))

    def story_main(self, doc: Doc) -> str:
        # PaperMod prints the front-matter time in a title attribute; posts without a time in front matter have none
        when = (
            f' title="{doc.iso.replace("T", " ").replace("-05:00", " -0500 EST")}"'
            if doc.iso and "-05:00" in doc.iso
            else ""
        )
        tags = "".join(
            f"<li>{self.a('tag', t, 'content') if t == 'databases' else f'<a href={chr(34)}/tags/{t}/{chr(34)}>{t}</a>'}</li>"
            for t in TAGS[doc.key]
        )
        i = ARTS.index(doc.key)
        nav = ""
        if i > 0:
            nav += f'<a class="prev" href="{esc(self.href(ARTS[i - 1]))}"><span class="title">&laquo; Prev</span><br><span>{esc(self.docs[ARTS[i - 1]].title)}</span></a>'
            self.links.append(Link(self.current, ARTS[i - 1], "related", "Prev"))
        if i < len(ARTS) - 1:
            nav += f'<a class="next" href="{esc(self.href(ARTS[i + 1]))}"><span class="title">Next &raquo;</span><br><span>{esc(self.docs[ARTS[i + 1]].title)}</span></a>'
            self.links.append(Link(self.current, ARTS[i + 1], "related", "Next"))
        subscribe = '<div class="newsletter-box"><p><strong>Get Stray Pointers every Friday.</strong> One email a week, no tracking, unsubscribe any time.</p><form action="https://lists.straypointers.test/subscribe" method="post"><input type="email" name="email" placeholder="you@example.com"><button>Subscribe</button></form></div>'
        reply = (
            '<p class="reply-by-email"><a href="mailto:hello@straypointers.test?subject=Re:%20'
            + esc(doc.title)
            + '">Reply by email</a></p>'
        )
        return f"""<article class="post-single">
<header class="post-header">
<div class="breadcrumbs">{self.a("home", "Home", "breadcrumb")}&nbsp;&raquo;&nbsp;<a href="/posts/">Posts</a></div>
<h1 class="post-title entry-hint-parent">{esc(doc.title)}</h1>
<div class="post-meta"><span{when}>{esc(doc.stamp)}</span>&nbsp;&middot;&nbsp;{self.minutes(doc)} min&nbsp;&middot;&nbsp;{self.byline(doc)}</div>
</header>
<div class="post-content">{blocks_html(self, doc.blocks)}</div>
<footer class="post-footer">
<ul class="post-tags">{tags}</ul>
<nav class="paginav">{nav}</nav>
<ul class="share-buttons"><li><a target="_blank" rel="noopener noreferrer" aria-label="share on x" href="https://x.com/intent/tweet/?text={esc(doc.title)}&amp;url={esc(self.url(doc.key))}">X</a></li><li><a target="_blank" rel="noopener noreferrer" aria-label="share on mastodon" href="https://toot.kytta.test/?text={esc(self.url(doc.key))}">Mastodon</a></li><li><a target="_blank" rel="noopener noreferrer" aria-label="share on hacker news" href="https://news.ycombinator.com/submitlink?t={esc(doc.title)}&amp;u={esc(self.url(doc.key))}">HN</a></li></ul>
{subscribe}
{reply}
</footer>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "archive":
            rows = []
            for k in doc.extra["list"]:
                d = self.docs[k]
                rows.append(
                    f'<div class="archive-entry rss-item"><h3 class="rss-title">{self.a(k, d.title, "content")}</h3><p class="rss-pubdate">{rfc(d)}</p><p class="rss-description">{esc(self.lede(d))}</p><p class="rss-guid"><code>{esc(self.url(k))}</code></p></div>'
                )
            return f"""<div class="pretty-feed"><nav class="alert-callout"><p><strong>This is a web feed</strong>, also known as an RSS feed. <strong>Subscribe</strong> by copying the URL from the address bar into your newsreader. Visit <a href="https://aboutfeeds.test/">About Feeds</a> to get started with newsreaders and subscribing. It is free.</p></nav>
<header class="page-header"><h1>{esc(doc.title)}</h1><p>Everything we have published, newest first, in the same shape as <a href="/index.xml">our RSS feed</a>. Older posts from the Jekyll years are still being moved over.</p></header>
<div class="rss-channel"><p class="rss-channel-title">Stray Pointers &mdash; Building and running software with small teams</p><p class="rss-channel-language">en-us</p>
{chr(10).join(rows)}
</div>
<p>Missing something? Old posts like {self.a("gone", "SQLite everywhere", "content")} are listed in the changelog as they move.</p></div>"""
        entries = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            entries.append(
                f'<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">{esc(d.title)}</h2></header><div class="entry-content"><p>{esc(self.lede(d))}</p></div><footer class="entry-footer"><span>{esc(d.stamp)}</span>&nbsp;&middot;&nbsp;{self.minutes(d)} min&nbsp;&middot;&nbsp;{esc(" & ".join(d.authors))}</footer><a class="entry-link" aria-label="post link to {esc(d.title)}" href="{esc(self.href(k))}"></a></article>'
            )
            self.links.append(Link(self.current, k, "content", d.title))
        head = ""
        if doc.key == "home":
            head = '<article class="first-entry home-info"><header class="entry-header"><h1>Stray Pointers</h1></header><div class="entry-content"><p>A weekly newsletter and a small blog about building and running software with small teams. Written in Boston by Maya Lindqvist and Theo Marchand.</p></div><footer class="entry-footer"><a href="https://lists.straypointers.test/subscribe">Subscribe by email</a> &middot; <a href="/index.xml">RSS</a></footer></article>'
        elif doc.kind == "tag":
            head = f'<header class="page-header"><div class="breadcrumbs">{self.a("home", "Home", "breadcrumb")}&nbsp;&raquo;&nbsp;<a href="/tags/">Tags</a></div><h1>{esc(doc.title)} <a href="/tags/databases/index.xml" title="RSS" aria-label="RSS">&#8682;</a></h1></header>'
        elif doc.kind == "author":
            head = f'<header class="page-header"><div class="breadcrumbs">{self.a("home", "Home", "breadcrumb")}&nbsp;&raquo;&nbsp;<a href="/authors/">Authors</a></div><h1>{esc(doc.title)}</h1><p>Maya writes about databases, testing and the unglamorous parts of running software. Before Stray Pointers she spent eight years on infrastructure teams. She is on Mastodon as @maya@hachyderm.test.</p></header>'
        elif doc.key == "page2":
            head = '<header class="page-header"><h1>Stray Pointers</h1><p>Page 2</p></header>'
        nav = ""
        if doc.key == "home":
            nav = f'<footer class="page-footer"><nav class="pagination">{self.a("page2", "Next »", "pagination", NEXT)}</nav></footer>'
        elif doc.key == "page2":
            nav = f'<footer class="page-footer"><nav class="pagination">{self.a("home", "« Prev", "pagination", PREV)} <a class="next" href="/page/3/">Next &raquo;</a></nav></footer>'
        return f"{head}\n{''.join(entries)}\n{nav}"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "search":
            return """<header class="page-header"><h1>Search&nbsp;<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="11" cy="11" r="8"></circle><line x1="21" y1="21" x2="16.65" y2="16.65"></line></svg></h1><div class="post-description">Search posts, links and code (press Alt + / to focus)</div></header>
<div id="searchbox"><input id="searchInput" autofocus placeholder="Search ↵" aria-label="search" type="search" autocomplete="off" maxlength="64"><ul id="searchResults" aria-label="search results"></ul></div>
<script src="/assets/js/fastsearch.min.b1c3a7e1f6a0a5c8.js" defer></script>
<noscript><p>Search needs JavaScript. You can also browse the <a href="/archive/">archive</a>.</p></noscript>"""
        if doc.kind == "error":
            return f'<div class="not-found">404</div><h1 class="post-title">Page not found</h1><div class="post-content">{blocks_html(self, doc.blocks)}<p>Try the {self.a("archive", "archive", "content")} or go back {self.a("home", "home", "content")}.</p></div>'
        return f"""<article class="post-single">
<header class="post-header"><h1 class="post-title">{esc(doc.title)}</h1></header>
<div class="post-content">{blocks_html(self, doc.blocks)}</div>
</article>"""
