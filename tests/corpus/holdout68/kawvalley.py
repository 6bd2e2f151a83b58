# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Kaw Valley Bulletin: a Lawrence, Kansas community news site on **Drupal 6** (a Garland sub-theme) from 2007, still
publishing in 2016, English, Central time (-06:00 / -05:00), UTF-8. Nodes are `div#node-1234.node` under the page
title printed as Garland's `<h2>`; the `span.submitted` line is Drupal's default "Submitted by jsmith on Thu,
12/04/2008 - 21:40" (**month/day/year**, the **account name**), the real credit is a CCK field
`div.field-field-byline` ("By Jennifer Smith", "By Staff", "By Dale Ortiz, Special to the Bulletin"); the blog
module's posts have no byline field ("rkessler's blog", an italic tail naming the writer). Pathauto aliases
(`/content/<slug>`, `/blogs/<user>/<slug>`), one node without an alias (`/node/1187`), `/taxonomy/term/14`, `/users/jsmith`,
`/search/node/annexation`, a Views pager from 0 (`/news?page=1`), the Calendar module's month view
(`/calendar/2008-12`), the print module's "Printer-friendly version" and statistics' "1,482 reads" links.

Metadata is patchy: the opengraph_meta module writes `article:published_time` in **UTC** on story nodes (the
annexation story at 21:40 on 4 Dec is `2008-12-05T03:40:00+00:00`), a JSON-LD block added in 2015 sits on the newest
stories (the rental story at 23:15 on 8 Mar 2016 is `2016-03-09T05:15:00Z`; the recycling explainer's JSON-LD author
is the site though two reporters are credited), the blog post and the admin-posted node have neither. The parade
story carries an event-date field (Sat, 12/06/2008) that is not its publication date."""

from __future__ import annotations

import datetime as dt
import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.kawvalleybulletin.test"
ARTS = ["rental", "recycling", "artwalk", "levee", "storm", "annex", "parade", "fooddrive"]  # newest first


def central_offset(w: dt.datetime) -> int:
    y = w.year
    march = dt.datetime(y, 3, 8 + (6 - dt.date(y, 3, 8).weekday()) % 7, 2)
    nov = dt.datetime(y, 11, 1 + (6 - dt.date(y, 11, 1).weekday()) % 7, 2)
    return -5 if march <= w < nov else -6


def submitted(local: str) -> str:
    w = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    return f"{w:%a, %m/%d/%Y - %H:%M}"


def utc(local: str, z: bool = False) -> str:
    w = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    u = w - dt.timedelta(hours=central_offset(w))
    return f"{u:%Y-%m-%dT%H:%M:00}" + ("Z" if z else "+00:00")


class KawValley(Base):
    origin = ORIGIN
    name = "Kaw Valley Bulletin"
    prefix = "kvb"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kvb",
            [
                "#header h1 a",
                "ul.primary-links li a",
                "#squeeze h2",
                ".node .submitted",
                ".field-field-byline",
                ".node .content p",
                ".terms ul.links li",
                ".block h2",
                ".calendar-calendar td",
                "dl.search-results dt",
                "#footer",
                ".comment .submitted",
            ],
            220,
        )

    def node(
        self,
        key: str,
        nid: int,
        path: str,
        title: str,
        local: str,
        user: str,
        byline: str,
        authors: list[str],
        lines: list[str],
        shape: str,
        **extra,
    ) -> Doc:
        return story(
            key,
            path,
            title,
            local[:10],
            extra.pop("iso", None),
            submitted(local),
            authors,
            lines,
            shape,
            nid=nid,
            user=user,
            credit=byline,
            local=local,
            **extra,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Kaw Valley Bulletin",
                "drupal6-frontpage-teasers",
                list=["rental", "recycling", "artwalk", "levee"],
            )
        )
        add(
            page(
                "news",
                "/news",
                "section",
                "News",
                "drupal6-views-page",
                list=["rental", "recycling", "levee", "storm"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?page=1",
                "section",
                "News",
                "drupal6-views-page-pager-from-0",
                list=["annex", "parade", "fooddrive"],
            )
        )
        add(
            page(
                "tag", "/taxonomy/term/14", "tag", "City Commission", "drupal6-taxonomy-term", list=["rental", "annex"]
            )
        )
        add(
            page(
                "author",
                "/users/jsmith",
                "author",
                "jsmith",
                "drupal6-user-profile",
                list=["recycling", "levee", "annex"],
            )
        )
        add(page("search", "/search/node/annexation", "search", "Search", "drupal6-search-results", list=["annex"]))
        add(
            page(
                "calendar",
                "/calendar/2008-12",
                "calendar",
                "Calendar",
                "drupal6-calendar-month-view",
                events={
                    2: ("Lawrence-Douglas County Planning Commission", "/node/1215"),
                    6: ("Downtown holiday parade", "parade"),
                    9: ("City Commission meeting", "/node/1230"),
                    13: ("Breakfast with Santa at the Community Building", "/node/1229"),
                    16: ("Kaw River Trail cleanup", "/node/1232"),
                    20: ("Winter solstice walk, Prairie Park", "/node/1233"),
                    31: ("New Year's Eve on Mass Street", "/node/1240"),
                },
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About the Bulletin",
                "drupal6-page-node",
                [
                    "The Kaw Valley Bulletin is an independent, nonprofit news site covering Lawrence and Douglas County, Kansas. We launched in 2007 with two reporters and a borrowed server, and we have been publishing ever since.",
                    "We cover city and county government, schools, the river and the neighborhoods. Our reporting is free to read and free to republish with credit.",
                    "## Staff",
                    "- Jennifer Smith, editor and city government reporter",
                    "- Tom Whitfield, reporter",
                    "- Marisol Reyes, reporter",
                    "- Rachel Kessler, arts editor",
                    "## Support us",
                    "The Bulletin is supported by readers, local foundations and a small number of sponsors. Sponsors have no say in what we cover. Donations are tax-deductible.",
                ],
            )
        )
        add(
            page(
                "contact",
                "/contact",
                "contact",
                "Contact",
                "drupal6-sitewide-contact-form",
                [
                    "You can leave a message using the contact form below. News tips, corrections and letters to the editor are all welcome; letters should be under 250 words and include your name and neighborhood."
                ],
            )
        )
        n = self.node
        add(
            n(
                "fooddrive",
                1187,
                "/node/1187",
                "Food drive collects record 41,000 pounds",
                "2008-11-17 14:20",
                "admin",
                "",
                [],
                [
                    "The annual Harvest of Hope food drive collected a record 41,000 pounds of food and $18,500 in cash donations this year, organizers announced Monday.",
                    "The drive, run by a coalition of churches, schools and businesses, supplies food pantries in Lawrence and Eudora through the winter. Last year's drive brought in about 33,000 pounds.",
                    "Organizers credited a new drop-off site at the downtown farmers market and a competition among elementary schools, which together accounted for nearly a quarter of the total.",
                    "Pantry directors said the increase comes at a good time. Demand at local pantries is up about 20 percent from last fall, they said, as more families feel the effects of the economic downturn.",
                    "Cash donations are still being accepted through the end of the month.",
                ],
                "drupal6-no-alias-submitted-by-admin-no-byline",
                terms=[("/taxonomy/term/22", "Community")],
                reads=611,
            )
        )
        add(
            n(
                "parade",
                1221,
                "/content/holiday-parade-returns-massachusetts-street-saturday",
                "Holiday parade returns to Massachusetts Street Saturday",
                "2008-12-01 16:30",
                "twhitfield",
                "By Tom Whitfield",
                ["Tom Whitfield"],
                [
                    "The downtown holiday parade returns Saturday evening with more than 90 entries, including marching bands, horse-drawn wagons and, for the first time, a lighted float built by students at the vocational center.",
                    "The parade steps off at 6 p.m. at 11th and Massachusetts streets and heads north to Sixth Street. It usually takes about an hour to pass any given point.",
                    "Massachusetts Street will close to traffic at 4:30 p.m. Parking garages downtown will be free after 5 p.m., and the city is running extra buses from the university and the south Iowa Street shopping area.",
                    "Organizers ask spectators not to throw candy from the curb, and they remind parade entries that candy must be handed out, not tossed, for safety reasons.",
                    "In case of bad weather, the parade will move to Sunday at 2 p.m.",
                ],
                "drupal6-cck-event-date-field-box",
                event=("Sat, 12/06/2008 - 18:00", "Massachusetts Street, 11th to Sixth"),
                terms=[("/taxonomy/term/22", "Community"), ("/taxonomy/term/31", "Downtown")],
                reads=903,
            )
        )
        add(
            n(
                "annex",
                1234,
                "/content/commission-oks-airport-annexation-3-2-vote",
                "Commission OKs airport annexation on 3-2 vote",
                "2008-12-04 21:40",
                "jsmith",
                "By Jennifer Smith",
                ["Jennifer Smith"],
                [
                    "Lawrence city commissioners voted 3-2 at a special meeting Thursday night to annex 240 acres of farmland north of the Lawrence Municipal Airport, clearing the way for a proposed business park that supporters say could bring hundreds of jobs.",
                    "The vote came after nearly four hours of public comment, most of it from residents of nearby Grant Township who worried about truck traffic and stormwater running off into the Kansas River.",
                    "“This is the kind of site employers ask us for, and right now we don't have one,” said Commissioner Paul Hendricks, who made the motion. “If we say no tonight, we're telling those employers to look in Johnson County.”",
                    "Commissioners Ellen Park and Roberto Vance voted no. Park said the city had not done enough to study the effect on the river, and Vance questioned whether the business park would fill up as quickly as its backers predict.",
                    "The property still has to be rezoned before any construction can begin, a process that will go before the Lawrence-Douglas County Planning Commission in January.",
                    "Developers have said they hope to break ground by fall 2009.",
                ],
                "drupal6-byline-field-og-utc-next-day",
                og=True,
                iso=utc("2008-12-04 21:40"),
                terms=[("tag", "City Commission"), ("/taxonomy/term/19", "Growth")],
                reads=1482,
                comments=[
                    (
                        "lawrencian",
                        "2008-12-05 07:15",
                        "Grant Township folks have a point about the runoff. Hope the planning commission takes it seriously.",
                    ),
                    ("kufan88", "2008-12-05 09:42", "Jobs are jobs. About time."),
                ],
            )
        )
        add(
            n(
                "storm",
                1236,
                "/content/ice-storm-knocks-out-power-thousands",
                "Ice storm knocks out power to thousands",
                "2008-12-10 06:55",
                "webeditor",
                "By Staff",
                [],
                [
                    "More than 12,000 homes and businesses in Lawrence were without power early Wednesday after an overnight ice storm brought down tree limbs and power lines across the city.",
                    "The worst damage was in older neighborhoods with large trees, including Old West Lawrence and Pinckney, where crews reported dozens of lines down.",
                    "Lawrence public schools are closed today. The University of Kansas announced a two-hour delayed start.",
                    "City crews have been spreading salt and sand on main routes since 2 a.m. Officials asked residents to stay off the roads if possible and to treat any downed line as live.",
                    "Check back for updates throughout the day.",
                ],
                "drupal6-byline-by-staff",
                og=True,
                iso=utc("2008-12-10 06:55"),
                terms=[("/taxonomy/term/25", "Weather")],
                reads=2210,
            )
        )
        add(
            n(
                "levee",
                1390,
                "/content/kaw-river-levee-project-gets-federal-go-ahead",
                "Kaw River levee project gets federal go-ahead",
                "2009-06-16 10:05",
                "jsmith",
                "By Dale Ortiz, Special to the Bulletin",
                ["Dale Ortiz"],
                [
                    "A long-delayed project to strengthen the levee protecting North Lawrence from the Kansas River won federal approval this week, and construction could begin as early as next spring.",
                    "The U.S. Army Corps of Engineers signed off Monday on the design for the $6.4 million project, which will raise about two miles of the levee by up to three feet and replace aging drainage structures.",
                    "North Lawrence residents have pushed for the upgrade since the floods of 1993, when the river came within inches of overtopping the levee. Many homeowners in the area pay for flood insurance they say they shouldn't need.",
                    "“We've been told ‘next year’ for about fifteen years,” said Darlene Kurtz, who has lived on Elm Street since 1971. “I'll believe it when I see the trucks.”",
                    "The city will pay about a third of the cost, with the rest coming from federal funds. City engineers said work would be scheduled to avoid the spring flood season.",
                ],
                "drupal6-byline-special-to-posted-by-editor",
                og=True,
                iso=utc("2009-06-16 10:05"),
                terms=[("/taxonomy/term/27", "Kansas River"), ("/taxonomy/term/30", "North Lawrence")],
                reads=745,
            )
        )
        add(
            n(
                "artwalk",
                1502,
                "/blogs/rkessler/first-friday-art-walk-draws-crowd-downtown",
                "First Friday art walk draws crowd downtown",
                "2010-03-05 22:47",
                "rkessler",
                "",
                ["Rachel Kessler"],
                [
                    "If you were anywhere near Massachusetts Street tonight, you know the First Friday art walk has officially outgrown its britches. I counted more than 30 galleries, shops and studios open late, and at 8 p.m. the sidewalk outside the Cottonwood Gallery was shoulder to shoulder.",
                    "The standout for me was a show of small oil paintings of Kansas grain elevators by a KU graduate student, Maya Lindqvist. Thirty panels, each no bigger than a paperback, hung in a single long row. By the time I left, red dots were on more than half of them.",
                    "Around the corner, the East Lawrence print collective had its presses running in the front window, pulling posters for anyone who brought a T-shirt or a tote bag. The line went halfway down the block.",
                    "Not everything worked. A few venues were so packed you couldn't see the art, and parking was, as always, a contact sport. But it was a good problem to have on a cold night in March.",
                    "The next art walk is April 2. I'll see you there.",
                ],
                "drupal6-blog-node-username-only-tail-names-writer",
                blog=True,
                tail="Rachel Kessler is the Bulletin's arts editor. Her blog appears most weeks.",
                reads=388,
            )
        )
        add(
            n(
                "recycling",
                2871,
                "/content/five-things-know-about-citywide-curbside-recycling",
                "Five things to know about citywide curbside recycling",
                "2015-09-28 09:00",
                "twhitfield",
                "By Jennifer Smith and Tom Whitfield",
                ["Jennifer Smith", "Tom Whitfield"],
                [
                    "Lawrence's citywide curbside recycling program starts Thursday. Here's what you need to know before you roll out your new cart.",
                    "### 1. Which cart is which?",
                    "Your new recycling cart has a blue lid. Your trash cart, the one you already have, stays the same. Don't swap them: drivers won't empty a cart with the wrong material in it.",
                    "### 2. What goes in?",
                    "Paper, cardboard, plastic bottles and tubs numbered 1 through 7, and metal cans all go in loose. Flatten boxes so they fit. No need to sort.",
                    "### 3. What stays out?",
                    "Plastic bags, glass, food waste and foam containers. Glass can still go to the drop-off sites around town.",
                    "### 4. When is pickup?",
                    "Every other week, on your regular trash day. The city has mailed a calendar to every household, and it's also online.",
                    "### 5. What does it cost?",
                    "The program adds $2.81 a month to residential solid waste bills. Households that already paid a private hauler for recycling can cancel that service.",
                ],
                "drupal6-numbered-h3-explainer-jsonld-org-author",
                og=True,
                iso=utc("2015-09-28 09:00"),
                ld="org",
                terms=[("/taxonomy/term/33", "Environment")],
                reads=3120,
            )
        )
        add(
            n(
                "rental",
                3015,
                "/content/commission-approves-rental-licensing-expansion",
                "Commission approves rental licensing expansion",
                "2016-03-08 23:15",
                "mreyes",
                "By Marisol Reyes",
                ["Marisol Reyes"],
                [
                    "After more than three years of debate, Lawrence city commissioners late Tuesday approved a program that will require all rental properties in the city to be licensed and inspected.",
                    "The 4-1 vote expands a program that until now covered only single-family homes in neighborhoods zoned for single-family use. Under the new rules, landlords will pay an annual fee of $25 per unit, and city inspectors will check about 10 percent of units each year.",
                    "Tenant advocates packed the commission chambers, many wearing green stickers reading “Safe Homes Now.” Several renters described living with broken heaters, mold and exposed wiring.",
                    "Landlords and property managers warned that the fees would be passed on to tenants. “Nobody's against safe housing,” said Greg Ames of the local landlords' association. “But this is a tax on renters dressed up as an inspection program.”",
                    "The program takes effect January 1, 2017. The city plans to hire three additional inspectors.",
                ],
                "drupal6-jsonld-utc-next-day",
                iso=utc("2016-03-08 23:15", z=True),
                ld="person",
                modified="2016-03-09T16:02:00Z",
                terms=[("tag", "City Commission"), ("/taxonomy/term/35", "Housing")],
                reads=1967,
                comments=[
                    (
                        "EastLawrenceRenter",
                        "2016-03-09 08:03",
                        "Finally. My landlord has ignored a broken furnace for two winters.",
                    )
                ],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head_meta(self, doc: Doc) -> str:
        out = []
        url = self.url(doc.key)
        if doc.extra.get("og") or doc.extra.get("ld"):
            out += [
                f'<meta property="og:title" content="{esc(doc.title)}" />',
                '<meta property="og:type" content="article" />',
                f'<meta property="og:url" content="{esc(url)}" />',
                '<meta property="og:site_name" content="Kaw Valley Bulletin" />',
                f'<meta property="og:description" content="{esc(self.lede(doc))}" />',
            ]
            if doc.extra.get("og"):
                out.append(f'<meta property="article:published_time" content="{doc.iso}" />')
        if doc.extra.get("ld"):
            author: object = (
                {"@type": "Person", "name": doc.authors[0]}
                if doc.extra["ld"] == "person"
                else {"@type": "Organization", "name": "Kaw Valley Bulletin"}
            )
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Kaw Valley Bulletin",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/sites/default/files/kvb_logo.png"},
                },
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def terms_html(self, doc: Doc) -> str:
        terms = doc.extra.get("terms", [])
        if not terms:
            return ""
        lis = "\n".join(
            f'<li class="taxonomy_term_{14 if k == "tag" else k.rsplit("/", 1)[1]}{" first" if i == 0 else ""}{" last" if i == len(terms) - 1 else ""}">'
            + (
                self.ak(k, t, "tag", rel="tag", title="")
                if k in self.docs
                else f'<a href="{k}" rel="tag" title="">{esc(t)}</a>'
            )
            + "</li>"
            for i, (k, t) in enumerate(terms)
        )
        return f'<div class="terms"><ul class="links inline">{lis}</ul></div>'

    def byline_html(self, doc: Doc) -> str:
        credit = doc.extra.get("credit")
        if not credit:
            return ""
        return f"""<div class="field field-type-text field-field-byline">
    <div class="field-items">
            <div class="field-item odd">
                    {esc(credit)}        </div>
        </div>
</div>"""

    def event_html(self, doc: Doc) -> str:
        ev = doc.extra.get("event")
        if not ev:
            return ""
        return f"""<div class="field field-type-date field-field-event-date">
      <div class="field-label">Event date:&nbsp;</div>
    <div class="field-items">
            <div class="field-item odd">
                    <span class="date-display-single">{ev[0]}</span>        </div>
        </div>
</div>
<div class="field field-type-text field-field-location">
      <div class="field-label">Location:&nbsp;</div>
    <div class="field-items">
            <div class="field-item odd">
                    {esc(ev[1])}        </div>
        </div>
</div>"""

    def submitted_html(self, doc: Doc) -> str:
        user = doc.extra["user"]
        who = (
            self.ak("author", user, "byline", title="View user profile.")
            if user == "jsmith"
            else f'<a href="/users/{user}" title="View user profile.">{esc(user)}</a>'
        )
        return f'<span class="submitted">Submitted by {who} on {doc.stamp}</span>'

    def node_html(self, doc: Doc, teaser: bool) -> str:
        nid = doc.extra["nid"]
        if teaser:
            first = next(b for b in doc.blocks if b[0] == "p")
            body = f"<p>{self.inline(first[1])}</p>"
            links = f'<li class="node_read_more first"><a href="{esc(doc.path)}" title="Read the rest of {esc(doc.title)}.">Read more</a></li><li class="comment_add last"><a href="/comment/reply/{nid}#comment-form" title="Add a new comment to this page.">Add new comment</a></li>'
            title = f"<h2>{self.ak(doc.key, doc.title, 'content', title=doc.title)}</h2>"
            return f"""<div id="node-{nid}" class="node{" node-type-blog" if doc.extra.get("blog") else ""}">
{title}
  {self.submitted_html(doc)}
  <div class="content clear-block">
    {self.byline_html(doc)}
{body}
  </div>
  <div class="clear-block">
    <div class="meta">
    {self.terms_html(doc)}
    </div>
      <div class="links"><ul class="links inline">{links}</ul></div>
    </div>
</div>"""
        body = self.blocks(doc)
        tail = f"\n<p><em>{esc(doc.extra['tail'])}</em></p>" if doc.extra.get("tail") else ""
        blog_link = (
            f'<li class="blog_usernames_blog first"><a href="/blogs/{doc.extra["user"]}" title="Read {doc.extra["user"]}&#039;s latest blog entries.">{doc.extra["user"]}&#039;s blog</a></li>'
            if doc.extra.get("blog")
            else ""
        )
        links = (
            blog_link
            + f'<li class="comment_add{"" if blog_link else " first"}"><a href="/comment/reply/{nid}#comment-form" title="Share your thoughts and opinions related to this posting.">Add new comment</a></li>'
            + f'<li class="print_html"><a href="/print/{nid}" title="Display a printer-friendly version of this page." class="print-page" rel="nofollow">Printer-friendly version</a></li>'
            + f'<li class="statistics_counter last"><span>{doc.extra.get("reads", 0):,} reads</span></li>'
        )
        return f"""<div id="node-{nid}" class="node{" node-type-blog" if doc.extra.get("blog") else ""}">
  {self.submitted_html(doc)}
  <div class="content clear-block">
    {self.byline_html(doc)}
{self.event_html(doc)}
{body}{tail}
  </div>
  <div class="clear-block">
    <div class="meta">
    {self.terms_html(doc)}
    </div>
      <div class="links"><ul class="links inline">{links}</ul></div>
    </div>
</div>"""

    def comments_html(self, doc: Doc) -> str:
        items = "".join(
            f'<a id="comment-{5120 + i + doc.extra["nid"]}"></a>\n<div class="comment comment-published {"odd" if i % 2 == 0 else "even"}"><div class="clear-block"><span class="submitted">Submitted by {esc(who)} on {submitted(when)}.</span><h3><a href="/content/{doc.path.rsplit("/", 1)[-1]}#comment-{5120 + i + doc.extra["nid"]}" class="active">{esc(text[:28])}…</a></h3><div class="content"><p>{esc(text)}</p></div></div><div class="links"><ul class="links"><li class="comment_reply first last"><a href="/comment/reply/{doc.extra["nid"]}/{5120 + i + doc.extra["nid"]}">reply</a></li></ul></div></div>'
            for i, (who, when, text) in enumerate(doc.extra.get("comments", []))
        )
        form = f'<div class="box"><h2>Post new comment</h2><div class="content"><form action="/comment/reply/{doc.extra["nid"]}" accept-charset="UTF-8" method="post" id="comment-form"><div><div class="form-item" id="edit-name-wrapper"><label for="edit-name">Your name: </label><input type="text" maxlength="60" name="name" id="edit-name" size="30" value="Anonymous" class="form-text" /></div><div class="form-item" id="edit-comment-wrapper"><label for="edit-comment">Comment: <span class="form-required" title="This field is required.">*</span></label><textarea cols="60" rows="15" name="comment" id="edit-comment" class="form-textarea resizable required"></textarea></div><input type="submit" name="op" id="edit-preview" value="Preview" class="form-submit" /></div></form></div></div>'
        return f'<div id="comments">{items}\n{form}</div>'

    def story_main(self, doc: Doc) -> str:
        return f"{self.node_html(doc, False)}\n{self.comments_html(doc)}"

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        if doc.kind == "search":
            items = "".join(
                f'<dt class="title">{self.a(k, self.docs[k].title, "content")}</dt><dd><p class="search-snippet">… {esc(self.lede(self.docs[k]))} …</p><p class="search-info">Story - {self.docs[k].extra["user"]} - {self.docs[k].stamp.split(", ", 1)[1]} - {len(self.docs[k].extra.get("comments", []))} comments - 0 attachments</p></dd>'
                for k in keys
            )
            items += '<dt class="title"><a href="/content/planning-commission-sends-airport-annexation-commission">Planning commission sends airport annexation to commission</a></dt><dd><p class="search-snippet">… recommended approval of the <strong>annexation</strong> on a 6-3 vote …</p><p class="search-info">Story - jsmith - 11/20/2008 - 22:05 - 0 comments - 0 attachments</p></dd>'
            return f"""<form action="/search/node/annexation" accept-charset="UTF-8" method="post" id="search-form" class="search-form"><div><div class="form-item"><label for="edit-keys">Enter your keywords: </label><div class="container-inline"><div class="form-item" id="edit-keys-wrapper"><input type="text" maxlength="255" name="keys" id="edit-keys" size="40" value="annexation" class="form-text" /></div><input type="submit" name="op" id="edit-submit" value="Search" class="form-submit" /></div></div><fieldset class=" collapsible collapsed"><legend>Advanced search</legend></fieldset></div></form>
<div class="box"><h2>Search results</h2><div class="content"><dl class="search-results node-results">{items}</dl></div></div>"""
        teasers = "\n".join(self.node_html(self.docs[k], True) for k in keys)
        pager = ""
        if doc.key == "news":
            pager = f'<div class="item-list"><ul class="pager"><li class="pager-current first">1</li><li class="pager-item">{self.ak("news2", "2", "pagination", title="Go to page 2")}</li><li class="pager-item"><a href="/news?page=2" title="Go to page 3" class="active">3</a></li><li class="pager-next">{self.ak("news2", "next ›", "pagination", title="Go to next page")}</li><li class="pager-last last"><a href="/news?page=41" title="Go to last page" class="active">last »</a></li></ul></div>'
        elif doc.key == "news2":
            pager = f'<div class="item-list"><ul class="pager"><li class="pager-first first">{self.ak("news", "« first", "pagination", title="Go to first page")}</li><li class="pager-previous">{self.ak("news", "‹ previous", "pagination", title="Go to previous page")}</li><li class="pager-item">{self.ak("news", "1", "pagination", title="Go to page 1")}</li><li class="pager-current">2</li><li class="pager-item"><a href="/news?page=2" title="Go to page 3" class="active">3</a></li><li class="pager-next"><a href="/news?page=2" title="Go to next page" class="active">next ›</a></li></ul></div>'
        elif doc.key == "home":
            pager = f'<div class="item-list"><ul class="pager"><li class="pager-current first">1</li><li class="pager-item"><a href="/node?page=1" title="Go to page 2" class="active">2</a></li><li class="pager-next"><a href="/node?page=1" title="Go to next page" class="active">next ›</a></li></ul></div><p>More stories in {self.a("news", "News", "content")}. Upcoming events are on the {self.a("calendar", "community calendar", "content")}.</p>'
        elif doc.kind == "tag":
            pager = '<a href="/taxonomy/term/14/0/feed" class="feed-icon"><img src="/misc/feed.png" alt="Syndicate content" title="City Commission RSS" width="16" height="16" /></a>'
        if doc.kind == "author":
            tracker = "".join(
                f'<tr class="{"odd" if i % 2 == 0 else "even"}"><td>Story</td><td>{self.a(k, self.docs[k].title, "content")}</td><td>{len(self.docs[k].extra.get("comments", []))}</td><td>{self.docs[k].stamp.split(", ", 1)[1]}</td></tr>'
                for i, k in enumerate(keys)
            )
            return f"""<div class="profile">
<div class="picture"><img src="/sites/default/files/pictures/picture-3.jpg" alt="jsmith&#039;s picture" title="jsmith&#039;s picture" /></div>
<h3>Personal information</h3>
<dl><dt class="profile-profile_fullname">Full name</dt><dd class="profile-profile_fullname">Jennifer Smith</dd>
<dt class="profile-profile_position">Position</dt><dd class="profile-profile_position">Editor; covers City Hall</dd></dl>
<h3>History</h3>
<dl class="user-member"><dt>Member for</dt><dd>8 years 45 weeks</dd></dl>
</div>
<h3>Recent posts</h3>
<table class="sticky-enabled"><thead><tr><th>Type</th><th>Post</th><th>Replies</th><th>Last updated</th></tr></thead><tbody>{tracker}</tbody></table>
<div class="more-link"><a href="/tracker/3">more</a></div>"""
        head = ""
        if doc.kind == "tag":
            head = '<div class="taxonomy-term-description">Coverage of the Lawrence City Commission: meetings, votes and the people who make them.</div>'
        return f"{head}\n{teasers}\n{pager}"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "calendar":
            events = doc.extra["events"]
            first = dt.date(2008, 12, 1)
            cells, row = [], []
            lead = first.weekday() + 1 if first.weekday() < 6 else 0  # weeks start on Sunday
            row += ['<td class="empty"><div class="calendar-empty">&nbsp;</div></td>'] * lead
            empty = '<div class="calendar-empty">&nbsp;</div>'
            for day in range(1, 32):
                ev = ""
                if day in events:
                    text, target = events[day]
                    link = (
                        self.a(target, text, "content")
                        if target in self.docs
                        else f'<a href="{target}">{esc(text)}</a>'
                    )
                    ev = f'<div class="view-item view-item-calendar"><div class="calendar monthview"><div class="view-field view-data-title">{link}</div></div></div>'
                row.append(
                    f'<td id="calendar-2008-12-{day:02d}" class="{"has-events" if ev else "no-entry"}"><div class="inner"><div class="month day">{day}</div>{ev or empty}</div></td>'
                )
                if len(row) == 7:
                    cells.append("<tr>" + "".join(row) + "</tr>")
                    row = []
            if row:
                row += ['<td class="empty"><div class="calendar-empty">&nbsp;</div></td>'] * (7 - len(row))
                cells.append("<tr>" + "".join(row) + "</tr>")
            heads = "".join(f'<th class="days">{d}</th>' for d in ("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"))
            return f"""<div class="view view-calendar view-id-calendar view-display-id-calendar_1">
<div class="date-nav clear-block"><div class="date-prev"><span class="next"><a href="/calendar/2008-11" rel="nofollow">« Prev</a></span></div><div class="date-heading"><h3>December 2008</h3></div><div class="date-next"><span class="next"><a href="/calendar/2009-01" rel="nofollow">Next »</a></span></div></div>
<div class="calendar-calendar"><div class="month-view">
<table class="full"><thead><tr>{heads}</tr></thead>
<tbody>{"".join(cells)}</tbody></table>
</div></div>
<div class="view-footer"><p>Submit your event with the {self.a("contact", "contact form", "content")}. Listings are free for nonprofits.</p></div>
</div>"""
        form = ""
        if doc.kind == "contact":
            form = '<form action="/contact" accept-charset="UTF-8" method="post" id="contact-mail-page"><div><div class="form-item" id="edit-name-wrapper"><label for="edit-name">Your name: <span class="form-required" title="This field is required.">*</span></label><input type="text" maxlength="255" name="name" id="edit-name" size="60" value="" class="form-text required" /></div><div class="form-item" id="edit-mail-wrapper"><label for="edit-mail">Your e-mail address: <span class="form-required" title="This field is required.">*</span></label><input type="text" maxlength="255" name="mail" id="edit-mail" size="60" value="" class="form-text required" /></div><div class="form-item" id="edit-subject-wrapper"><label for="edit-subject">Subject: <span class="form-required" title="This field is required.">*</span></label><input type="text" maxlength="255" name="subject" id="edit-subject" size="60" value="" class="form-text required" /></div><div class="form-item" id="edit-cid-wrapper"><label for="edit-cid">Category: </label><select name="cid" class="form-select" id="edit-cid"><option value="1">News tips</option><option value="2">Corrections</option><option value="3">Letters to the editor</option><option value="4">Calendar listings</option></select></div><div class="form-item" id="edit-message-wrapper"><label for="edit-message">Message: <span class="form-required" title="This field is required.">*</span></label><textarea cols="60" rows="5" name="message" id="edit-message" class="form-textarea resizable required"></textarea></div><div class="form-item" id="edit-copy-wrapper"><label class="option" for="edit-copy"><input type="checkbox" name="copy" id="edit-copy" value="1" class="form-checkbox" /> Send yourself a copy.</label></div><input type="submit" name="op" id="edit-submit" value="Send e-mail" class="form-submit" /></div></form>'
        return f"""<div id="node-{12 if doc.key == "about" else 0}" class="node node-type-page">
  <div class="content clear-block">
{self.blocks(doc)}
{form}
  </div>
</div>"""

    def frame(self, doc: Doc, main: str) -> str:
        primary = "".join(
            f'<li class="menu-{113 + i}{" first" if i == 0 else ""}{" last" if i == 5 else ""}">'
            + (self.ak(k, t, "nav", title="") if k in self.docs else f'<a href="{k}" title="">{esc(t)}</a>')
            + "</li>"
            for i, (k, t) in enumerate(
                [
                    ("news", "News"),
                    ("/opinion", "Opinion"),
                    ("/blogs", "Blogs"),
                    ("calendar", "Calendar"),
                    ("about", "About"),
                    ("contact", "Contact"),
                ]
            )
        )
        today = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["rental", "recycling"])
        alltime = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["storm", "annex", "parade"])
        crumbs = [self.a("home", "Home", "breadcrumb")]
        if doc.is_article:
            crumbs.append(
                self.a("news", "News", "breadcrumb") if not doc.extra.get("blog") else '<a href="/blogs">Blogs</a>'
            )
        breadcrumb = f'<div class="breadcrumb">{" › ".join(crumbs)}</div>' if doc.key != "home" else ""
        page_title = "" if doc.key == "home" else f"<h2>{esc(doc.title)}</h2>"
        if doc.key == "search":
            page_title = "<h2>Search</h2>"
        title = (
            "Kaw Valley Bulletin | Independent news for Lawrence and Douglas County"
            if doc.key == "home"
            else f"{doc.title} | Kaw Valley Bulletin"
        )
        settings = {
            "basePath": "/",
            "googleanalytics": {
                "trackOutgoing": 1,
                "trackMailto": 1,
                "trackDownload": 1,
                "trackDownloadExtensions": "7z|aac|avi|csv|doc|exe|flv|gif|gz|jpe?g|js|mp(3|4|e?g)|mov|pdf|phps|png|ppt|rar|sit|tar|torrent|txt|wma|wmv|xls|xml|zip",
            },
            "extlink": {
                "extTarget": 0,
                "extClass": "ext",
                "extSubdomains": 1,
                "extExclude": "",
                "extInclude": "",
                "extAlert": 0,
                "extAlertText": "This link will take you to an external web site.",
                "mailtoClass": "mailto",
            },
        }
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
  "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" dir="ltr">
  <head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
    <title>{esc(title)}</title>
    <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link rel="shortcut icon" href="/sites/default/files/kvb_favicon.ico" type="image/x-icon" />
{self.head_meta(doc) if doc.is_article else ""}
<link type="text/css" rel="stylesheet" media="all" href="/sites/default/files/css/css_8f3a1c04b2e9d7a6e1f0c3b5d2a49e7c.css" />
<link type="text/css" rel="stylesheet" media="print" href="/sites/default/files/css/css_c2d9e41b7a0f3e86d5b1a9c4e0f72d31.css" />
<style type="text/css" media="all">
/*PAD*/
</style>
<script type="text/javascript" src="/sites/default/files/js/js_2b6c9f7e1d0a4c83b5e2f9a61d7c04e8.js"></script>
<script type="text/javascript">
<!--//--><![CDATA[//><!--
jQuery.extend(Drupal.settings, {json.dumps(settings)});
//--><!]]>
</script>
    <!--[if lt IE 7]>
      <link type="text/css" rel="stylesheet" media="all" href="/themes/garland/fix-ie.css" />    <![endif]-->
  </head>
  <body class="sidebars">

<!-- Layout -->
  <div id="header-region" class="clear-block"><div id="block-block-7" class="clear-block block block-block"><div class="content"><div class="ad-leaderboard"><script type="text/javascript">var googletag = googletag || {{}}; googletag.cmd = googletag.cmd || [];</script><div id="div-gpt-ad-kvb-leaderboard" style="width:728px;height:90px"></div></div></div></div></div>

    <div id="wrapper">
    <div id="container" class="clear-block">

      <div id="header">
        <div id="logo-floater">
        <h1><a href="/" title="Kaw Valley Bulletin"><img src="/sites/default/files/kvb_logo.png" alt="Kaw Valley Bulletin" id="logo" /><span>Kaw Valley Bulletin</span></a></h1>        </div>

                  <ul class="links primary-links">{primary}</ul>
      </div> <!-- /header -->

              <div id="sidebar-left" class="sidebar">
          <div id="block-search-0" class="clear-block block block-search"><div class="content"><form action="/search/node" accept-charset="UTF-8" method="post" id="search-block-form"><div><div class="container-inline"><div class="form-item" id="edit-search-block-form-1-wrapper"><label for="edit-search-block-form-1">Search this site: </label><input type="text" maxlength="128" name="search_block_form" id="edit-search-block-form-1" size="15" value="" title="Enter the terms you wish to search for." class="form-text" /></div><input type="submit" name="op" id="edit-submit-1" value="Search" class="form-submit" /></div></div></form></div></div>
<div id="block-block-4" class="clear-block block block-block"><h2>Sections</h2><div class="content"><ul class="menu"><li class="leaf first">{self.a("news", "News", "nav")}</li><li class="leaf">{self.a("tag", "City Commission", "nav")}</li><li class="leaf"><a href="/taxonomy/term/19">Growth</a></li><li class="leaf"><a href="/taxonomy/term/27">Kansas River</a></li><li class="leaf last"><a href="/blogs">Blogs</a></li></ul></div></div>
<div id="block-user-0" class="clear-block block block-user"><h2>User login</h2><div class="content"><form action="/user?destination=node" accept-charset="UTF-8" method="post" id="user-login-form"><div><div class="form-item" id="edit-name-wrapper"><label for="edit-name">Username: <span class="form-required" title="This field is required.">*</span></label><input type="text" maxlength="60" name="name" id="edit-name" size="15" value="" class="form-text required" /></div><div class="form-item" id="edit-pass-wrapper"><label for="edit-pass">Password: <span class="form-required" title="This field is required.">*</span></label><input type="password" name="pass" id="edit-pass" maxlength="60" size="15" class="form-text required" /></div><input type="submit" name="op" id="edit-submit" value="Log in" class="form-submit" /><div class="item-list"><ul><li class="first"><a href="/user/register" title="Create a new user account.">Create new account</a></li><li class="last"><a href="/user/password" title="Request new password via e-mail.">Request new password</a></li></ul></div></div></form></div></div>
        </div>

      <div id="center"><div id="squeeze"><div class="right-corner"><div class="left-corner">
          {breadcrumb}
          {page_title}
          <div class="clear-block">
{main}
          </div>
          <span class="clear"></span>
          <a href="/rss.xml" class="feed-icon"><img src="/misc/feed.png" alt="Syndicate content" title="Kaw Valley Bulletin RSS" width="16" height="16" /></a>          <div id="footer"><div id="block-block-3" class="clear-block block block-block"><div class="content"><p>© 2007–2016 Kaw Valley Bulletin, a nonprofit newsroom. {self.a("about", "About us", "footer")} · {self.a("contact", "Contact", "footer")} · <a href="/privacy">Privacy</a></p><p>Popular search: {self.a("search", "annexation", "footer")}</p></div></div>
</div>
      </div></div></div></div> <!-- /.left-corner, /.right-corner, /#squeeze, /#center -->

              <div id="sidebar-right" class="sidebar">
          <div id="block-statistics-0" class="clear-block block block-statistics"><h2>Popular content</h2><div class="content"><div class="item-list"><h3>Today's:</h3><ul>{today}</ul></div><div class="item-list"><h3>All time:</h3><ul>{alltime}</ul></div></div></div>
<div id="block-block-5" class="clear-block block block-block"><h2>Donate</h2><div class="content"><p>Independent local news costs money. <a href="/donate">Become a member</a> for $5 a month.</p></div></div>
<div id="block-user-3" class="clear-block block block-user"><h2>Who's online</h2><div class="content">There are currently 0 users and 23 guests online.</div></div>
        </div>

    </div> <!-- /container -->
  </div>
<!-- /layout -->

<div id="sliding-popup" class="sliding-popup-bottom"><div><div class="popup-content info"><div id="popup-text"><p>We use cookies on this site to enhance your user experience. By clicking any link on this page you are giving your consent for us to set cookies.</p></div><div id="popup-buttons"><button type="button" class="agree-button">OK, I agree</button><button type="button" class="find-more-button">No, give me more info</button></div></div></div></div>
  <script type="text/javascript">
<!--//--><![CDATA[//><!--
var _gaq = _gaq || [];_gaq.push(["_setAccount", "UA-3381209-1"]);_gaq.push(["_trackPageview"]);(function() {{var ga = document.createElement("script");ga.type = "text/javascript";ga.async = true;ga.src = ("https:" == document.location.protocol ? "https://ssl" : "http://www") + ".google-analytics.com/ga.js";var s = document.getElementsByTagName("script")[0];s.parentNode.insertBefore(ga, s);}})();
//--><!]]>
</script>
  </body>
</html>"""
