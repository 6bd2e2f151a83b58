# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Cascade Dispatch: a Bend, Oregon news blog-newspaper published with **Movable Type 4.23** on a blog that
began on MT 3 (basenames still cut to 15 characters with underscores: `/archives/2008/12/council_delays_v.html`,
`link_of_the_day_3.html`), English, Pacific time (-08:00 / -07:00), UTF-8. **XHTML 1.0 Strict** templates
(`html#sixapart-standard`, `body.mt-entry-archive`), every link absolute. An entry is a `div.entry-asset.asset.hentry`
under an `h2.date-header` ("Thursday, December  4, 2008", `%e` space-padded), with `div.asset-body` and, after a
"Continue reading" break, `div.asset-more`; the footer reads "Posted by Ed Parsons at 09:14 PM in News | Permalink |
Comments (3) | TrackBacks (0)". The `abbr.published` title is in **UTC** (the evening posts cross midnight: the council
story at 21:14 on 4 Dec is `2008-12-05T05:14:00Z`), while the trackback RDF in an HTML comment carries the local
time and the account name (`dc:creator="eparsons"`). No JSON-LD, no Open Graph.

Category archives are paged by the PageBute plugin (`/archives/news/index_2.html`); monthly archives
(`/archives/2008/12/`), the archive index by month (`/archives.html`), an author archive, MT's search and tag
search (`/cgi-bin/mt/mt-search.cgi?tag=…&blog_id=2`; entry tag links are `javascript:void(0)` with an `onclick`,
the sidebar's tag cloud carries real hrefs) and two MT Pages (`div.page-asset`) complete the site. Hard cases: the
one-paragraph "Link of the day" post whose text sits bare in `asset-body` (no `<p>`), a guest post put up by the
editor under an italic editor's note naming "Dr. Alan Whitcomb", an election-night post with "UPDATE, 12:35 a.m.:"
paragraphs after midnight, a staff post "Posted by Dispatch Staff", italic photo captions as paragraphs, and an
italic correction at the foot of a story."""

from __future__ import annotations

import datetime as dt
import re
from urllib.parse import quote

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "http://www.cascadedispatch.test"
ARTS = ["qa", "bond", "snow", "guest", "closure", "linkday", "council", "election"]  # newest first
USERS = {"Ed Parsons": "eparsons", "Karen Liu": "kliu", "Dispatch Staff": "dispatch"}
TAG = "Juniper Ridge"
SEARCH = "bond"


def basename(title: str) -> str:
    """MT 3's default entry basename: lower case, punctuation dropped, spaces as underscores, cut to 15 characters."""
    s = re.sub(r"[^a-z0-9 ]", "", title.lower().replace("&", "")).strip()
    return re.sub(r"\s+", "_", s)[:15].rstrip("_")


def local_dt(local: str) -> dt.datetime:
    return dt.datetime.strptime(local, "%Y-%m-%d %H:%M")


def offset(when: dt.datetime) -> int:
    """Pacific time: -7 from the second Sunday of March to the first Sunday of November (2007 rules), else -8."""
    y = when.year
    march = dt.datetime(y, 3, 8 + (6 - dt.date(y, 3, 8).weekday()) % 7, 2)
    nov = dt.datetime(y, 11, 1 + (6 - dt.date(y, 11, 1).weekday()) % 7, 2)
    return -7 if march <= when < nov else -8


def iso_local(local: str) -> str:
    w = local_dt(local)
    return f"{w:%Y-%m-%dT%H:%M:00}{offset(w):+03d}:00"


def iso_utc(local: str) -> str:
    w = local_dt(local)
    return f"{w - dt.timedelta(hours=offset(w)):%Y-%m-%dT%H:%M:00}Z"


def date_header(local: str) -> str:
    w = local_dt(local)
    return f"{w:%A, %B} {w.day:2d}, {w.year}"


class Dispatch(Base):
    origin = ORIGIN
    name = "The Cascade Dispatch"
    prefix = "csd"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "csd",
            [
                "#header-name a",
                ".date-header",
                ".entry-asset .asset-name",
                ".asset-body p",
                ".asset-more",
                ".entry-footer",
                ".widget-header",
                ".widget-content li",
                ".comment .comment-content",
                "#comments-form input",
                ".taglevel1",
                "#footer-content",
            ],
            220,
        )

    def entry(
        self, key: str, title: str, local: str, author: str, cat: str, num: int, lines: list[str], shape: str, **extra
    ) -> Doc:
        w = local_dt(local)
        path = f"/archives/{w:%Y/%m}/{extra.pop('base', basename(title))}.html"
        authors = extra.pop("authors", [] if author == "Dispatch Staff" else [author])
        return story(
            key,
            path,
            title,
            f"{w:%Y-%m-%d}",
            iso_utc(local),
            date_header(local),
            authors,
            lines,
            shape,
            section=cat,
            local=local,
            poster=author,
            num=num,
            **extra,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Cascade Dispatch",
                "mt4-main-index-full-entries",
                list=["qa", "bond", "snow", "guest"],
            )
        )
        add(
            page(
                "news",
                "/archives/news/",
                "section",
                "News Archives",
                "mt4-category-archive",
                list=["bond", "snow", "closure"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/archives/news/index_2.html",
                "section",
                "News Archives",
                "mt4-category-archive-pagebute-page2",
                list=["council", "election"],
            )
        )
        add(
            page(
                "month",
                "/archives/2008/12/",
                "archive",
                "December 2008 Archives",
                "mt4-monthly-archive",
                list=["linkday", "council"],
            )
        )
        add(page("archives", "/archives.html", "archive", "Archives", "mt4-archive-index-by-month", list=[]))
        add(
            page(
                "tag",
                f"/cgi-bin/mt/mt-search.cgi?tag={quote(TAG)}&blog_id=2",
                "tag",
                f"Results tagged “{TAG}” from The Cascade Dispatch",
                "mt4-tag-search",
                list=["council", "qa"],
            )
        )
        add(
            page(
                "search",
                f"/cgi-bin/mt/mt-search.cgi?IncludeBlogs=2&search={SEARCH}",
                "search",
                f"Results matching “{SEARCH}” from The Cascade Dispatch",
                "mt4-search-results",
                list=["bond"],
            )
        )
        add(
            page(
                "author",
                "/archives/author/kliu/",
                "author",
                "Entries by Karen Liu",
                "mt4-author-archive",
                list=["bond", "snow", "linkday", "election"],
            )
        )
        add(
            page(
                "about",
                "/about.html",
                "about",
                "About the Dispatch",
                "mt4-page-asset",
                [
                    "The Cascade Dispatch is an independent, reader-supported news site covering Bend and Central Oregon. We started in 2003 as a one-person blog about Bend City Council meetings and grew into a small newsroom with two full-time reporters and a handful of regular contributors.",
                    "We cover local government, schools, growth and the outdoors. We don't run wire stories, and we don't cover national politics unless it lands on Wall Street in Bend.",
                    "## Who we are",
                    "- Ed Parsons, editor and publisher",
                    "- Karen Liu, reporter",
                    "- Marta Jensen, photographer and web producer",
                    "## Tips and corrections",
                    "Send news tips to tips@cascadedispatch.test. If we get something wrong, tell us at corrections@cascadedispatch.test and we'll fix it and say so at the bottom of the post.",
                    "The Dispatch is paid for by our readers and by local advertisers. Advertisers have no say over what we cover.",
                ],
            )
        )
        add(
            page(
                "policy",
                "/comment-policy.html",
                "policy",
                "Comment policy",
                "mt4-page-asset",
                [
                    "We want the comments to be the best conversation in town about local news. To keep it that way, we have a few rules.",
                    "- Stay on topic and argue with ideas, not people.",
                    "- No personal attacks, slurs, threats or obscenity.",
                    "- No spam or commercial links.",
                    "- Don't post anything you know to be false.",
                    "Comments from first-time commenters are held for approval, usually for a few hours. We delete comments that break the rules and may block repeat offenders. Signing in with a TypeKey or OpenID account lets your comments appear right away.",
                    "Questions about a deleted comment can go to the editor at ed@cascadedispatch.test.",
                ],
            )
        )
        e = self.entry
        add(
            e(
                "election",
                "Election night: Bend voters back library levy, council races tight",
                "2008-11-04 23:48",
                "Karen Liu",
                "News",
                1461,
                [
                    "With most Deschutes County ballots counted as of 11:30 tonight, the library levy is passing comfortably and two of the three contested Bend City Council seats are still too close to call.",
                    "The five-year levy was winning with 58 percent of the vote. Library director Ann Becker, who watched the returns with about 30 supporters at a downtown coffee house, said she was “relieved and grateful” and that branch hours cut last year would be restored by spring.",
                    "In the council races, Position 1 incumbent Dave Marsh led challenger Sarah Whitlow by 212 votes. Position 4 was even closer: Linda Pruitt was ahead of Greg Tolliver by 61 votes out of more than 30,000 cast. Position 6 newcomer Tom Hadley had a clear lead.",
                    "County elections staff said about 9,000 ballots dropped off today still have to be processed, and the next update will come Wednesday afternoon.",
                    "UPDATE, 12:35 a.m.: The county posted one more batch before closing for the night. Marsh's lead grew to 340 votes; Pruitt's shrank to 18.",
                    "UPDATE, 1:10 a.m.: Tolliver just told me by phone he won't concede until every ballot is counted. “Eighteen votes is a rounding error,” he said.",
                ],
                "mt4-election-night-updates-after-midnight",
                comments=5,
                base="election_night",
            )
        )
        add(
            e(
                "council",
                "Council delays vote on Juniper Ridge annexation",
                "2008-12-04 21:14",
                "Ed Parsons",
                "News",
                1482,
                [
                    "The Bend City Council tonight put off a vote on annexing the Juniper Ridge property, saying it needs more information about how the city would pay for roads and sewer lines to the 1,500-acre site on the north end of town.",
                    "Councilors voted 5-2 to continue the hearing to January 7, after more than three hours of testimony. Most of the 40 people who spoke were neighbors from the Boyd Acres area, and most of them were against the annexation as proposed.",
                    "“We're being asked to bring a small town's worth of land into the city without a clear picture of who pays for the infrastructure,” Councilor Tom Hadley said before the vote. “I'm not willing to do that tonight.”",
                    "RAW:<!-- more -->",
                    "City staff estimate the first phase of roads, water and sewer for the site at $38 million. Under the current plan, about half of that would come from system development charges paid by future businesses, with the rest coming from urban renewal money the city has not yet borrowed.",
                    "Supporters, including the chamber of commerce's economic development committee, argued that a delay could cost the city two employers that have been looking at the site. Neither company has been named. City Manager Rita Okafor said negotiations with both are “ongoing and confidential.”",
                    "Councilors Dave Marsh and Linda Pruitt cast the no votes on the continuance. Marsh said the questions raised tonight had been answered in the staff report months ago. “At some point we have to decide,” he said.",
                    "The council also asked staff to come back with a traffic study covering the intersection of Cooley Road and U.S. Highway 97, which several neighbors described as dangerous already.",
                    "The hearing resumes at 7 p.m. January 7 at City Hall, 710 NW Wall St.",
                ],
                "mt4-extended-entry-asset-more",
                comments=3,
                tags=[TAG, "annexation", "City Council"],
            )
        )
        add(
            e(
                "linkday",
                "Link of the day: Deschutes County's new property map",
                "2008-12-05 08:02",
                "Karen Liu",
                "Links",
                1483,
                [
                    "Anyone who has ever tried to figure out where their lot line ends will want to bookmark [[http://www.deschutes.test/dial/|Deschutes County's new property map]], which went live this week. You can search by address or tax lot, turn on layers for zoning, flood plains and school districts, and see the assessed value and sales history for any parcel in the county. It's clunky in Firefox and the aerial photos are from 2006, but it beats a trip to the assessor's counter. Found via a tip from a reader in Tumalo. Thanks, Jim.",
                ],
                "mt4-link-of-the-day-one-bare-paragraph",
                comments=0,
                base="link_of_the_day_3",
                bare=True,
            )
        )
        add(
            e(
                "closure",
                "Third Street lane closures begin Monday",
                "2009-03-10 15:30",
                "Dispatch Staff",
                "News",
                1540,
                [
                    "Drivers on Third Street should plan for delays starting Monday, when crews begin a six-week repaving project between Revere Avenue and Franklin Avenue.",
                    "One lane in each direction will stay open during the day. Night work is scheduled for the busiest intersections, including Greenwood and Franklin, to limit backups, according to the city's street division.",
                    "Businesses along the corridor will stay open, and all driveways will remain accessible, the city said. Bus routes 4 and 7 will be detoured around the work zone on weekday evenings.",
                    "The $2.1 million project is being paid for with federal stimulus money, one of the first local projects to get the funds.",
                    "Questions can go to the city's street division at 541-555-0182.",
                ],
                "mt4-posted-by-dispatch-staff",
                comments=1,
            )
        )
        add(
            e(
                "guest",
                "Guest post: The Deschutes can't give what it doesn't have",
                "2009-05-21 09:30",
                "Ed Parsons",
                "Opinion",
                1577,
                [
                    "RAW:<p><em>Editor's note: Today's guest post is by Dr. Alan Whitcomb, a retired hydrologist who spent 28 years with the U.S. Geological Survey. Guest posts reflect the views of their authors.</em></p>",
                    "Every few years, when the snowpack comes in thin, we have the same argument in Central Oregon about who gets the water in the Deschutes. Irrigators point to their senior rights. Cities point to growth. Anglers and biologists point to a river that, below the dams, sometimes runs so low in winter that you can walk across it in rubber boots.",
                    "This is one of those years. As of this week the snowpack in the upper basin is at 71 percent of normal, and the reservoirs are not full. Someone is going to come up short.",
                    "What I want to suggest is that we stop treating this as a fight and start treating it as an accounting problem. A great deal of the water diverted for irrigation never reaches a crop. It seeps out of unlined canals, some of them more than a hundred years old. Piping those canals is expensive, but every gallon saved is a gallon that can stay in the river without anyone giving up a single acre.",
                    "The districts have started doing this, and they deserve credit. But the pace is slow, and the money has come in fits and starts. At the current rate it will take the better part of forty years to finish.",
                    "Bend and Redmond have a stake in speeding that up. The cities need water for new homes; the river needs water in winter; the farms need water in July. Lining canals is the one investment that helps all three.",
                    "I don't expect this to end the argument. But I'd like the next one to be about how fast we can fix the ditches, not about who gets to keep the water that's leaking out of them.",
                ],
                "mt4-guest-post-editors-note-names-writer",
                comments=7,
                authors=["Alan Whitcomb"],
            )
        )
        add(
            e(
                "snow",
                "Photos: Pilot Butte under the first real snow",
                "2010-01-07 16:05",
                "Karen Liu",
                "News",
                1702,
                [
                    "Bend woke up to about five inches of snow this morning, the first storm of the winter to stick around town, and by noon the trail up Pilot Butte was full of people with sleds, dogs and cameras.",
                    "FIG: pilot_butte_sledders.jpg | Sledders on the lower slope of Pilot Butte, Thursday morning. (Photo: Karen Liu)",
                    "The road to the summit was closed, as it is every winter, but the hiking trail was packed down enough by late morning that you could walk it in ordinary boots. At the top, the view across to the Three Sisters was as clear as it gets.",
                    "The National Weather Service expects another two to four inches tonight, followed by a dry, cold weekend with lows near 10 degrees. The city's plows were out on the main routes all day; residential streets will have to wait, as usual.",
                    "FIG: pilot_butte_summit.jpg | The view west from the summit toward the Three Sisters and Broken Top.",
                    "Send us your snow photos at photos@cascadedispatch.test and we'll post the best ones tomorrow.",
                ],
                "mt4-photo-post-italic-caption-paragraphs",
                comments=2,
            )
        )
        add(
            e(
                "bond",
                "School board sends $96 million bond to May ballot",
                "2010-02-16 19:40",
                "Karen Liu",
                "News",
                1731,
                [
                    "The Bend-La Pine Schools board voted unanimously tonight to ask voters for a $96 million bond in the May 18 election, the district's first bond request since 2006.",
                    "Most of the money would go to a new elementary school in northeast Bend, which would open in 2012, and to replacing roofs, boilers and windows at a dozen older buildings. About $9 million is set aside for school security and technology.",
                    "District officials said that because older bonds are being paid off, the new bond would not raise the current tax rate of $1.43 per $1,000 of assessed value. Homeowners would instead keep paying that rate for longer.",
                    "Board member Janet Rourke said the timing was difficult, with unemployment in the county above 15 percent. “We know what we're asking,” she said. “But our enrollment doesn't stop growing because of a recession.”",
                    "No organized opposition has formed yet. The county's taxpayers association said it would take a position next month.",
                    'RAW:<p class="correction"><em>Correction: An earlier version of this post said the new school would open in 2011. It is scheduled to open in fall 2012.</em></p>',
                ],
                "mt4-italic-correction-at-foot",
                comments=4,
            )
        )
        add(
            e(
                "qa",
                "Q&A: Council Position 5 candidate Marcy Delgado",
                "2010-10-12 10:15",
                "Ed Parsons",
                "Elections",
                1850,
                [
                    "We're asking every candidate for Bend City Council the same five questions. Answers have been edited only for length. Today: Marcy Delgado, a nurse and neighborhood association chair running for Position 5.",
                    "Q: Why are you running? || I've spent six years going to council meetings as a neighborhood chair, and too often the decisions were made before the public ever got to speak. I want to be on the other side of the dais and change that.",
                    "Q: What is the biggest problem facing Bend right now? || Jobs. We have people with real skills driving an hour to work or leaving town altogether. The city can't create jobs by itself, but it can stop making it so hard to open a business here.",
                    "Q: Should the city move ahead with Juniper Ridge? || Yes, but in phases, and only when we have a real commitment from an employer. I don't want us borrowing money for roads to nowhere.",
                    "Q: How would you pay for street maintenance? || I'd support a modest street utility fee, as long as the money is locked in for maintenance and can't be moved to other projects.",
                    "Q: What's one thing voters might not know about you? || I raced bicycles competitively for ten years. I still commute by bike most days, even in January.",
                ],
                "mt4-candidate-qa-bold-questions",
                comments=6,
                base="qa_council_posit",
                tags=[TAG, "election 2010"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def split_more(self, doc: Doc) -> tuple[list, list]:
        blocks = doc.blocks
        for i, b in enumerate(blocks):
            if b[0] == "box" and b[1] == "<!-- more -->":
                return blocks[:i], blocks[i + 1 :]
        return blocks, []

    def render_blocks(self, blocks: list) -> str:
        def fig(alt: str, cap: str) -> str:
            src = f"{ORIGIN}/assets_c/2010/01/{alt}"
            return (
                f'<p><span class="mt-enclosure mt-enclosure-image" style="display: inline;"><a href="{src}"><img alt="{esc(alt)}" src="{src.replace(".jpg", "-thumb-400x267.jpg")}" width="400" height="267" class="mt-image-center" style="text-align: center; display: block; margin: 0 auto 20px;" /></a></span></p>\n'
                f"<p><em>{esc(cap)}</em></p>"
            )

        return blocks_html(self, blocks, fig=fig, qa=lambda q, a: f"<p><strong>{q}</strong><br />\n{a}</p>")

    def asset(self, doc: Doc, full: bool) -> str:
        n = doc.extra["num"]
        head_tag = "h1" if full else "h2"
        title = esc(doc.title) if full else self.ak(doc.key, doc.title, "content", rel="bookmark")
        main, more = self.split_more(doc)
        # the link of the day is typed straight into the entry body: text with no <p> around it
        body = f"\n{self.inline(doc.blocks[0][1])}\n" if doc.extra.get("bare") else self.render_blocks(main)
        more_html = ""
        if more:
            more_html = (
                f'\n<div id="more" class="asset-more">\n{self.render_blocks(more)}\n</div>'
                if full
                else f'\n<div class="asset-more-link"><p>{self.a(doc.key, "Continue reading", "content", inner="Continue reading &raquo;")}</p></div>'
            )
        local = doc.extra["local"]
        poster = doc.extra["poster"]
        user = USERS[poster]
        who = (
            self.ak("author", poster, "byline", cls="fn url")
            if poster == "Karen Liu"
            else f'<span class="fn">{esc(poster)}</span>'
        )
        cat = doc.section
        cat_link = (
            self.ak("news", cat, "tag", rel="tag")
            if cat == "News"
            else f'<a href="{ORIGIN}/archives/{cat.lower()}/" rel="tag">{esc(cat)}</a>'
        )
        permalink = self.ak(doc.key, "Permalink", "content", cls="permalink")
        c = doc.extra.get("comments", 0)
        tags = ""
        if doc.extra.get("tags") and full:
            items = "".join(
                f"""<li><a href="javascript:void(0)" onclick="location.href='{ORIGIN}/cgi-bin/mt/mt-search.cgi?tag={quote(t)}&amp;blog_id=2';return false;" rel="tag">{esc(t)}</a></li>"""
                for t in doc.extra["tags"]
            )
            tags = f'<div class="entry-tags"><h4>Tags<span class="delimiter">:</span></h4><ul>{items}</ul></div>'
        return f"""<div id="entry-{n}" class="entry-asset asset hentry entry-author-{user}">
<div class="asset-header">
<{head_tag} class="asset-name entry-title">{title}</{head_tag}>
</div>
<div class="asset-content entry-content">
<div class="asset-body">{body}</div>{more_html}
</div>
<div class="asset-footer">
<p class="entry-footer">Posted by <span class="vcard author">{who}</span> at <abbr class="published" title="{doc.iso}">{local_dt(local):%I:%M %p}</abbr> in {cat_link} <span class="separator">|</span> {permalink} <span class="separator">|</span> <a href="{esc(self.url(doc.key))}#comments">Comments ({c})</a> <span class="separator">|</span> <a href="{esc(self.url(doc.key))}#trackbacks">TrackBacks (0)</a></p>
{tags}
</div>
</div>
<!-- entry-user: {user} -->"""

    def rdf(self, doc: Doc) -> str:
        url = esc(self.url(doc.key))
        return f"""<!--
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
         xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/"
         xmlns:dc="http://purl.org/dc/elements/1.1/">
<rdf:Description
    rdf:about="{url}"
    trackback:ping="{ORIGIN}/cgi-bin/mt/mt-tb.cgi/{doc.extra["num"]}"
    dc:title="{esc(doc.title)}"
    dc:identifier="{url}"
    dc:subject="{esc(doc.section)}"
    dc:description="{esc(self.lede(doc))}"
    dc:creator="{USERS[doc.extra["poster"]]}"
    dc:date="{iso_local(doc.extra["local"])}" />
</rdf:RDF>
-->"""

    def comments(self, doc: Doc) -> str:
        pool = [
            ("bendresident", "Thanks for staying late to cover this. Nobody else had it tonight."),
            ("Mike in NE Bend", "Same story every time. Big promises, nobody wants to say who pays."),
            ("jtorres", "Correct me if I'm wrong, but wasn't this supposed to be decided last spring?"),
            ("Deb", "Great pictures! We were up there with the kids around ten."),
            ("oldtimer54", "I remember when the whole east side was juniper and sagebrush."),
            ("Sarah W.", "Appreciate the fair coverage."),
            ("River Rat", "Pipe the canals, yes, but the districts need federal help to do it."),
        ]
        n = doc.extra.get("comments", 0)
        if not n:
            return f'<div id="comments" class="comments"><div id="comments-open" class="comments-open"><h2 class="comments-open-header">Leave a comment</h2><div class="comments-open-content"><div id="comment-greeting"></div><form method="post" action="{ORIGIN}/cgi-bin/mt/mt-comments.cgi" name="comments_form" id="comments-form"><input type="hidden" name="static" value="1" /><input type="hidden" name="entry_id" value="{doc.extra["num"]}" /><div id="comments-open-data"><div id="comment-form-name"><label for="comment-author">Name</label><input id="comment-author" name="author" size="30" value="" /></div><div id="comment-form-email"><label for="comment-email">Email Address</label><input id="comment-email" name="email" size="30" value="" /></div></div><div id="comments-open-text"><label for="comment-text">Comments</label><textarea id="comment-text" name="text" rows="15" cols="50"></textarea></div><div id="comments-open-footer"><input type="submit" accesskey="v" name="preview_button" id="comment-preview" value="Preview" /><input type="submit" accesskey="s" name="post" id="comment-submit" value="Submit" /></div></form></div></div></div>'
        w = local_dt(doc.extra["local"])
        items = []
        for i in range(min(n, 3)):
            who, text = pool[(doc.extra["num"] + i) % len(pool)]
            t = w + dt.timedelta(minutes=47 + 61 * i)
            items.append(
                f'<div id="comment-{20931 + doc.extra["num"] * 3 + i}" class="comment"><div class="inner"><div class="comment-header"><div class="asset-meta"><span class="byline"><span class="vcard author">{esc(who)}</span> <span class="delimiter">|</span> <a href="#comment-{20931 + doc.extra["num"] * 3 + i}"><abbr class="published" title="{t:%Y-%m-%dT%H:%M:%S}">{t:%B} {t.day}, {t.year} {t:%I:%M %p}</abbr></a></span></div></div><div class="comment-content"><p>{esc(text)}</p></div></div></div>'
            )
        more = (
            f'<p class="comments-more"><a href="{esc(self.url(doc.key))}?page=2#comments">Older comments</a></p>'
            if n > 3
            else ""
        )
        return f"""<div id="comments" class="comments">
<h2 class="comments-header">{n} Comments</h2>
<div class="comments-content">
{"".join(items)}
</div>{more}
<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Leave a comment</h2><div class="comments-open-content"><p>Sign in to comment, or comment anonymously. Comments from first-time commenters are held for approval.</p><form method="post" action="{ORIGIN}/cgi-bin/mt/mt-comments.cgi" name="comments_form" id="comments-form"><input type="hidden" name="entry_id" value="{doc.extra["num"]}" /><textarea id="comment-text" name="text" rows="15" cols="50"></textarea><input type="submit" name="post" id="comment-submit" value="Submit" /></form></div></div>
</div>"""

    def story_main(self, doc: Doc) -> str:
        order = ARTS[::-1]
        i = order.index(doc.key)
        nav = []
        if i > 0:
            nav.append(
                self.a(
                    order[i - 1],
                    "« " + self.docs[order[i - 1]].title,
                    "related",
                    'class="previous-link"',
                    inner="&laquo; " + esc(self.docs[order[i - 1]].title),
                )
            )
        nav.append(self.ak("home", "Main", "related", cls="main-index-link"))
        if i + 1 < len(order):
            nav.append(
                self.a(
                    order[i + 1],
                    self.docs[order[i + 1]].title + " »",
                    "related",
                    'class="next-link"',
                    inner=esc(self.docs[order[i + 1]].title) + " &raquo;",
                )
            )
        sep = ' <span class="separator">|</span>\n'
        return f"""<h2 class="date-header">{doc.stamp}</h2>
{self.asset(doc, True)}
<p class="content-nav">
{sep.join(nav)}
</p>
<div id="trackbacks" class="trackbacks"><h2 class="trackbacks-header">TrackBack</h2><div class="trackbacks-info"><p>TrackBack URL for this entry:<br /><span id="trackbacks-link">{ORIGIN}/cgi-bin/mt/mt-tb.cgi/{doc.extra["num"]}</span></p></div></div>
{self.comments(doc)}
{self.rdf(doc)}"""

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        if doc.key == "archives":
            months = [
                ("2010/10", "October 2010", 9), ("2010/09", "September 2010", 11), ("2010/02", "February 2010", 14),
                ("2010/01", "January 2010", 12), ("2009/05", "May 2009", 16), ("2009/03", "March 2009", 15),
                ("2008/12", "December 2008", 18), ("2008/11", "November 2008", 21), ("2008/10", "October 2008", 19),
            ]  # fmt: skip
            lis = "\n".join(
                f'<li class="archive-list-item">{self.a("month", m, "content")} ({n})</li>'
                if path == "2008/12"
                else f'<li class="archive-list-item"><a href="{ORIGIN}/archives/{path}/">{m}</a> ({n})</li>'
                for path, m, n in months
            )
            cats = f'<li>{self.a("news", "News", "content")} (214)</li><li><a href="{ORIGIN}/archives/elections/">Elections</a> (38)</li><li><a href="{ORIGIN}/archives/links/">Links</a> (97)</li><li><a href="{ORIGIN}/archives/opinion/">Opinion</a> (22)</li>'
            return f"""<h1 id="page-title" class="archive-title">{esc(doc.title)}</h1>
<div class="archive-monthly archive-date-based archive">
<h2 class="archive-header">Monthly</h2>
<div class="archive-content"><ul class="archive-list">
{lis}
<li class="archive-list-item"><a href="{ORIGIN}/archives/2008/">2003–2008: see the yearly index</a></li>
</ul></div></div>
<div class="archive-category archive"><h2 class="archive-header">Categories</h2><div class="archive-content"><ul class="archive-list">{cats}</ul></div></div>
<p>The most recent entries are on the {self.a("home", "main page", "content")}.</p>"""
        if doc.kind in ("tag", "search"):
            items = "\n".join(
                f'<div class="search-results-container"><div class="entry-asset asset hentry"><div class="asset-header"><h2 class="asset-name entry-title">{self.ak(k, self.docs[k].title, "content", rel="bookmark")}</h2><div class="asset-meta"><span class="byline">By <span class="vcard author">{esc(self.docs[k].extra["poster"])}</span> on <abbr class="published" title="{self.docs[k].iso}">{self.docs[k].stamp.split(", ", 1)[1]} {local_dt(self.docs[k].extra["local"]):%I:%M %p}</abbr></span></div></div><div class="asset-content entry-content"><div class="asset-excerpt"><p>{esc(self.lede(self.docs[k]))}</p></div></div></div></div>'
                for k in keys
            )
            count = f'<p class="search-results-count">{len(keys)} results</p>' if doc.kind == "search" else ""
            return f'<h1 id="page-title" class="search-results-header">{esc(doc.title)}</h1>\n{count}\n{items}\n<div class="content-nav"><a href="{ORIGIN}/cgi-bin/mt/mt-search.cgi?IncludeBlogs=2">Search again</a></div>'
        parts = []
        last = ""
        for k in keys:
            d = self.docs[k]
            if d.stamp != last:
                parts.append(f'<h2 class="date-header">{d.stamp}</h2>')
                last = d.stamp
            parts.append(self.asset(d, False))
        heading = "" if doc.key == "home" else f'<h1 id="page-title" class="archive-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "news":
            pager = f'<div class="content-nav pagebute"><span class="current">1</span> {self.a("news2", "2", "pagination")} <a href="{ORIGIN}/archives/news/index_3.html">3</a> &hellip; <a href="{ORIGIN}/archives/news/index_72.html">72</a> {self.a("news2", "Next »", "pagination", inner="Next &raquo;")}</div>'
        elif doc.key == "news2":
            pager = f'<div class="content-nav pagebute">{self.a("news", "« Previous", "pagination", inner="&laquo; Previous")} {self.a("news", "1", "pagination")} <span class="current">2</span> <a href="{ORIGIN}/archives/news/index_3.html">3</a> &hellip; <a href="{ORIGIN}/archives/news/index_72.html">72</a> <a href="{ORIGIN}/archives/news/index_3.html">Next &raquo;</a></div>'
        elif doc.key == "month":
            pager = f'<div class="content-nav"><a href="{ORIGIN}/archives/2008/11/">&laquo; November 2008</a> | {self.a("home", "Main Index", "content")} | {self.a("archives", "Archives", "content")} | <a href="{ORIGIN}/archives/2009/01/">January 2009 &raquo;</a></div>'
        elif doc.key == "home":
            pager = f'<div class="content-nav">{self.a("archives", "Older entries are in the archives »", "content", inner="Older entries are in the archives &raquo;")}</div>'
        elif doc.key == "author":
            heading += '<div class="author-bio"><img src="http://www.cascadedispatch.test/userpics/kliu.jpg" width="50" height="50" alt="" /><p>Karen covers schools, growth and anything with a public hearing attached. Reach her at karen@cascadedispatch.test.</p></div>'
        return f"{heading}\n" + "\n".join(parts) + f"\n{pager}"

    def service_main(self, doc: Doc) -> str:
        return f"""<div id="page-{12 if doc.key == "about" else 14}" class="page-asset asset">
<div class="asset-header"><h1 id="page-title" class="asset-name">{esc(doc.title)}</h1></div>
<div class="asset-content"><div class="asset-body">
{self.blocks(doc)}
</div></div>
<div class="asset-footer"></div>
</div>"""

    def frame(self, doc: Doc, main: str) -> str:
        body_class = {
            True: "mt-entry-archive",
        }.get(
            doc.is_article,
            "mt-main-index"
            if doc.key == "home"
            else "mt-archive-listing mt-page-archive"
            if doc.kind in ("about", "policy")
            else "mt-archive-listing",
        )
        recent = "\n".join(
            f'<li class="widget-list-item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["qa", "bond", "snow", "guest", "closure"]
        )
        cloud = (
            f'<li class="taglevel2"><a href="{ORIGIN}/cgi-bin/mt/mt-search.cgi?tag=annexation&amp;blog_id=2">annexation</a></li>'
            f'<li class="taglevel1">{self.a("tag", TAG, "aside")}</li>'
            f'<li class="taglevel3"><a href="{ORIGIN}/cgi-bin/mt/mt-search.cgi?tag=Bend-La%20Pine%20Schools&amp;blog_id=2">Bend-La Pine Schools</a></li>'
            f'<li class="taglevel4"><a href="{ORIGIN}/cgi-bin/mt/mt-search.cgi?tag=Deschutes%20River&amp;blog_id=2">Deschutes River</a></li>'
            f'<li class="taglevel2"><a href="{ORIGIN}/cgi-bin/mt/mt-search.cgi?tag=election%202010&amp;blog_id=2">election 2010</a></li>'
        )
        months = f'<li class="widget-list-item"><a href="{ORIGIN}/archives/2010/10/">October 2010</a></li><li class="widget-list-item"><a href="{ORIGIN}/archives/2010/09/">September 2010</a></li><li class="widget-list-item"><a href="{ORIGIN}/archives/2010/02/">February 2010</a></li><li class="widget-list-item">{self.a("month", "December 2008", "aside")}</li><li class="widget-list-item">{self.a("archives", "All archives…", "aside", inner="All archives&hellip;")}</li>'
        links = ""
        if doc.is_article:
            order = ARTS[::-1]
            i = order.index(doc.key)
            if i > 0:
                links += f'\n<link rel="prev bookmark" href="{esc(self.url(order[i - 1]))}" title="{esc(self.docs[order[i - 1]].title)}" />'
            if i + 1 < len(order):
                links += f'\n<link rel="next bookmark" href="{esc(self.url(order[i + 1]))}" title="{esc(self.docs[order[i + 1]].title)}" />'
        title = doc.title if doc.key == "home" else f"{doc.title} - The Cascade Dispatch"
        search_box = f'<form method="get" action="{ORIGIN}/cgi-bin/mt/mt-search.cgi"><input type="text" id="search" class="ti" name="search" value="" /><input type="hidden" name="IncludeBlogs" value="2" /><input type="submit" accesskey="4" value="Search" /></form><p>Popular: {self.a("search", SEARCH, "aside")}</p>'
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" id="sixapart-standard">
<head>
    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
    <meta name="generator" content="Movable Type 4.23-en" />
    <link rel="stylesheet" href="{ORIGIN}/styles.css" type="text/css" />
    <link rel="start" href="{ORIGIN}/" title="Home" />
    <link rel="alternate" type="application/atom+xml" title="Recent Entries" href="{ORIGIN}/atom.xml" />
    <script type="text/javascript" src="{ORIGIN}/mt.js"></script>{links}
    <style type="text/css">
/*PAD*/
    </style>
    <title>{esc(title)}</title>
</head>
<body class="{body_class} layout-wtt"{' onload="individualArchivesOnLoad(commenter_name)"' if doc.is_article else ""}>
<div id="container">
<div id="container-inner">
<div id="header">
<div id="header-inner">
<div id="header-content">
<div id="header-name">{self.ak("home", "The Cascade Dispatch", "nav", accesskey="1")}</div>
<div id="header-description">Independent news from Bend and Central Oregon since 2003</div>
</div>
</div>
</div>
<div id="nav"><ul><li>{self.a("home", "Home", "nav")}</li><li>{self.a("news", "News", "nav")}</li><li><a href="{ORIGIN}/archives/elections/">Elections</a></li><li><a href="{ORIGIN}/archives/opinion/">Opinion</a></li><li>{self.a("archives", "Archives", "nav")}</li><li>{self.a("about", "About", "nav")}</li></ul></div>
<div id="content">
<div id="content-inner">
<div id="alpha">
<div id="alpha-inner">
{main}
</div>
</div>
<div id="beta">
<div id="beta-inner">
<div class="widget-search widget"><h3 class="widget-header">Search</h3><div class="widget-content">{search_box}</div></div>
<div class="widget-about-this-blog widget"><h3 class="widget-header">About this blog</h3><div class="widget-content">The Dispatch covers Bend City Hall, schools and growth in Central Oregon. Tips: tips@cascadedispatch.test</div></div>
<div class="widget-recent-entries widget"><h3 class="widget-header">Recent Entries</h3><div class="widget-content"><ul class="widget-list">{recent}</ul></div></div>
<div class="widget-tag-cloud widget"><h3 class="widget-header">Tag Cloud</h3><div class="widget-content"><ul class="widget-list">{cloud}</ul></div></div>
<div class="widget-archive-monthly widget-archive widget"><h3 class="widget-header">Monthly Archives</h3><div class="widget-content"><ul class="widget-list">{months}</ul></div></div>
<div class="widget-ad widget"><div class="widget-content"><script type="text/javascript"><!--
google_ad_client = "pub-4471903381203321";
google_ad_width = 160;
google_ad_height = 600;
google_ad_format = "160x600_as";
google_ad_type = "text_image";
//-->
</script>
<script type="text/javascript" src="http://pagead2.googlesyndication.com/pagead/show_ads.js"></script></div></div>
<div class="widget-syndication widget"><div class="widget-content"><ul><li><img src="{ORIGIN}/mt-static/images/status_icons/feed.gif" alt="Subscribe to feed" width="9" height="9" /> <a href="{ORIGIN}/atom.xml">Subscribe to this blog's feed</a></li></ul></div></div>
<div class="widget-powered widget"><div class="widget-content"><a href="http://www.movabletype.com/"><img src="{ORIGIN}/mt-static/images/bug-pbmt-white.png" alt="Powered by Movable Type 4.23-en" width="120" height="75" /></a></div></div>
</div>
</div>
</div>
</div>
<div id="footer">
<div id="footer-inner">
<div id="footer-content">
<div class="widget-powered widget"><div class="widget-content">Powered by <a href="http://www.movabletype.com/" rel="generator">Movable Type</a></div></div>
<div class="widget-creative-commons widget"><div class="widget-content">Text &copy; 2003–2010 The Cascade Dispatch. {self.a("policy", "Comment policy", "footer")} · {self.a("about", "About", "footer")} · <a href="mailto:tips@cascadedispatch.test">Send a tip</a></div></div>
</div>
</div>
</div>
</div>
</div>
<div id="cookie-notice" style="position:fixed;bottom:0;width:100%;background:#333;color:#eee;font-size:11px;padding:6px">This site uses cookies from Google to deliver ads and analyze traffic. <a href="http://www.google.com/policies/technologies/ads/">Learn more</a> <a href="#" onclick="this.parentNode.style.display='none';return false;">Got it</a></div>
<script type="text/javascript">
var gaJsHost = (("https:" == document.location.protocol) ? "https://ssl." : "http://www.");
document.write(unescape("%3Cscript src='" + gaJsHost + "google-analytics.com/ga.js' type='text/javascript'%3E%3C/script%3E"));
</script>
<script type="text/javascript">
try {{ var pageTracker = _gat._getTracker("UA-1830012-2"); pageTracker._trackPageview(); }} catch(err) {{}}</script>
</body>
</html>"""
