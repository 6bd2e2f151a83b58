# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; curly quotes and dashes are deliberate)
"""Decorah Valley Journal: a twice-weekly Iowa paper on a BLOX/TownNews-like CMS (`tnt-` classes, `asset-body`,
`#article-body[itemprop=articleBody]`, `/news/local/<slug>/article_<uuid>.html` and `/news/local/education/…`,
`/news/local/?o=20` page 2, `/users/profile/…/`, `/search/?q=…&t=article`, `/classifieds/`, `/calendar/`),
English, UTF-8. Stories carry og:type=article, `article:published_time` and `article:modified_time`
(-06:00), `itemprop=datePublished` and both "Posted" and "Updated" dates in the page; the label is the posted day."""

from __future__ import annotations

import uuid

from common import Base, page, story
from sitekit import Doc, css_rules, esc


def art(slug: str, sub: str = "local") -> str:
    return f"/news/{sub}/{slug}/article_{uuid.uuid5(uuid.NAMESPACE_URL, 'dvj-' + slug)}.html"


class Decorah(Base):
    origin = "https://www.decorahjournal.test"
    name = "Decorah Valley Journal"
    prefix = "dv"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dv",
            [
                "#site-navbar-container",
                ".tnt-headline",
                ".asset-body",
                ".tnt-byline",
                ".card-grid",
                ".tnt-section-local",
                "#site-footer",
                ".tnt-ads",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Decorah Valley Journal | Decorah, Iowa news", "blox-homepage",
                 list=["jail", "water", "vikings", "rollover", "moe", "nurse"], more="local2"))  # fmt: skip
        add(page("local", "/news/local/", "section", "Local News", "blox-section-front",
                 list=["jail", "water", "rollover", "nurse", "moe"], more="local2"))  # fmt: skip
        add(page("local2", "/news/local/?o=20", "section", "Local News", "blox-section-offset-page2",
                 list=["preschool", "moe", "vikings"], prev="local"))  # fmt: skip
        add(
            page(
                "schools",
                "/news/local/education/",
                "section",
                "Education",
                "blox-subsection-front",
                list=["preschool", "vikings", "water"],
            )
        )
        add(page("author", "/users/profile/khaugen/", "author", "Kristin Haugen", "blox-user-profile-short-bio", list=["jail", "water", "preschool"],
                 bio="Kristin Haugen is the Journal's county government and schools reporter. She has covered Winneshiek County since 2016 and lives on a farm near Castalia with two dogs and too many cats."))  # fmt: skip
        add(
            page(
                "search",
                "/search/?q=water+rates&t=article&s=start_time&sd=desc",
                "search",
                "Search results: water rates",
                "blox-search",
                list=["water", "preschool"],
            )
        )
        add(page("classifieds", "/classifieds/", "classifieds", "Classifieds", "blox-classifieds-listing", [
            "## Help wanted",
            "- FULL-TIME DELIVERY DRIVER for propane company. CDL with hazmat preferred, will train the right person. Benefits, home every night. Call Oneota Gas at 563-555-0117.",
            "- PART-TIME COOK, Ossian care center, every other weekend, $17.50/hr. Apply in person, 201 Main St.",
            "## For sale",
            "- FIREWOOD, seasoned oak and ash, $120 a face cord delivered in Decorah. 563-555-0160, leave message.",
            "- 2014 JOHN DEERE X300 lawn tractor with snow blade and chains, runs good, $1,600 OBO.",
            "- ROUND BALES, grass hay, 1st and 2nd crop, net wrapped, stored inside. Ridgeway area.",
            "## Rentals",
            "- 2 BR APARTMENT downtown Decorah, upstairs, no pets, no smoking, $825 plus utilities. Available Jan. 1.",
            "## Public notices",
            "- NOTICE OF PUBLIC HEARING on the proposed Decorah water rate ordinance, Dec. 15, 2026, 5:30 p.m., City Hall council chambers. Full text available at the city clerk's office.",
            "Place a classified ad online or call 563-555-0100 by noon Monday for the Wednesday paper and noon Thursday for Saturday.",
        ]))  # fmt: skip
        add(page("calendar", "/calendar/", "events", "Community Calendar", "blox-events-calendar-long-descriptions", [
            "## Saturday, Dec. 6",
            "Nordic Fest Julefest at the Vesterheim museum, 10 a.m. to 4 p.m. Rosemaling and wood carving demonstrations all day, lefse making in the kitchen at 11 and 2, and a Scandinavian bake sale run by the Decorah Lutheran women. The outdoor division is open, dress for the weather. Admission is free for Winneshiek County residents on this day.",
            "## Sunday, Dec. 7",
            "Luther College Christmas at Luther, 3:30 p.m., Center for Faith and Life. The college's choirs and orchestra present the annual concert; this year's theme is \"Light in the Deep Winter.\" Tickets sold out, but the concert is streamed live and shown on a screen in the Valders Hall lobby.",
            "## Tuesday, Dec. 9",
            "Blood drive, 11 a.m. to 5 p.m., First Lutheran Church fellowship hall. Walk-ins welcome, but appointments are encouraged. Donors get a coupon for a free pie slice at the Whippy Dip when it reopens in spring.",
            "## Thursday, Dec. 11",
            "Winneshiek County Historical Society meeting, 7 p.m., Decorah Public Library. Retired teacher Arlen Skaar will talk about the one-room schools of Bluffton and Canoe townships, with photos from the society's collection. Coffee and bars after.",
            "Send calendar items to calendar@decorahjournal.test at least ten days before the event.",
        ]))  # fmt: skip
        add(page("privacy", "/site/privacy.html", "policy", "Privacy Policy", "blox-privacy-long-updated", [
            "Last updated: July 1, 2026",
            "This privacy policy describes how the Decorah Valley Journal collects and uses information about you when you visit decorahjournal.test, subscribe to the paper or use our e-edition and mobile app.",
            "## Information we collect",
            "We collect information you give us, such as your name, address, email and payment details when you subscribe, place a classified ad or submit an announcement. We also collect information automatically, including your IP address, browser type, the pages you visit and the time you spend on them.",
            "## Cookies",
            "We and our advertising partners use cookies and similar technologies to remember your login, count visitors and show advertising. You can block cookies in your browser, but some parts of the site, such as the e-edition, may not work.",
            "## How we use information",
            "We use information to deliver the paper, manage your account, send newsletters you asked for, improve the site and show ads. We do not sell your name or email address to other companies.",
            "## Your choices",
            "You can unsubscribe from our emails at any time using the link at the bottom of each message. Iowa residents may request a copy of the personal information we hold by writing to the publisher at 107 E. Water St., Decorah, IA 52101.",
            "## Children",
            "The site is not directed to children under 13 and we do not knowingly collect their information.",
        ]))  # fmt: skip
        add(page("submit", "/site/forms/submit_news/", "submit", "Submit news, announcements and photos", "blox-submit-form", [
            "Have a story idea, a wedding or anniversary announcement, or photos from a community event? Use the form below. Announcements of births, engagements, weddings and anniversaries are published free of charge in the Saturday paper when space allows.",
            "Please include your name and a daytime phone number so we can check details. We edit submissions for length and style and do not publish anything we cannot verify.",
            "Obituaries are submitted by funeral homes. Letters to the editor go to letters@decorahjournal.test and must be 300 words or less.",
        ]))  # fmt: skip

        add(story("jail", art("supervisors-approve-jail-addition-bid"), "Supervisors approve $6.2 million jail addition bid",
                  "2026-12-01", "2026-12-01T16:45:00-06:00", "Posted Dec 1, 2026", ["Kristin Haugen"], [
                      "The Winneshiek County Board of Supervisors on Monday approved a $6.2 million bid from a Cedar Rapids contractor to build a 24-bed addition to the county jail, ending almost two years of debate about the project.",
                      "The vote was 4-1, with Supervisor Dean Aske voting no. Aske said the county should wait until interest rates drop before borrowing the money.",
                      "Sheriff Marcia Tollefson told the board the jail has held more inmates than its 28 beds on 96 days this year. When it is full, deputies drive inmates to jails in Fayette and Allamakee counties, which costs about $65 a day per inmate plus the deputies' time.",
                      "“We spent more than $210,000 on out-of-county housing last year,” Tollefson said. “That money leaves the county and we get nothing for it.”",
                      "The bid from Rehder Construction was about $400,000 under the architect's estimate. Work could start in April and finish by the fall of 2027.",
                      "Voters approved up to $7 million in bonds for the project in November 2025.",
                      "NOTE: This story was updated Tuesday to correct the number of days the jail was over capacity.",
                  ], "posted-and-updated-dates-label-posted-day", section="Local News", updated="Updated Dec 2, 2026", updated_iso="2026-12-02T10:12:00-06:00"))  # fmt: skip
        add(story("water", art("decorah-council-water-rates-five-years"), "Council gives first OK to five years of water rate increases",
                  "2026-12-02", "2026-12-02T11:20:00-06:00", "Posted Dec 2, 2026", ["Kristin Haugen", "Paul Brekke"], [
                      "Decorah residents will pay about $4 more a month for water next year, and more after that, under a plan the city council approved on first reading Monday night.",
                      "The ordinance raises the base rate and the price per 1,000 gallons by 7% a year for five years. The money will pay for a new well on the north side of town and to replace about two miles of cast-iron water mains, some of them more than 100 years old.",
                      "## Hearing set for Dec. 15",
                      "A public hearing is set for Dec. 15. Council member Lois Grinde said she expects people to come. “Nobody likes to see this, and I don't either, but the pipes on Broadway are older than my grandmother,” she said.",
                      "City manager Travis Ness said Decorah's rates are in the middle of ten similar Iowa towns the city compared, and would still be below Waukon and Cresco after the increase.",
                      "The council must approve the ordinance two more times before it takes effect on March 1.",
                  ], "two-authors-separate-author-cards", section="Local News", updated="Updated Dec 2, 2026", updated_iso="2026-12-02T15:03:00-06:00"))  # fmt: skip
        add(story("rollover", art("ridgeway-man-hurt-in-rollover"), "Ridgeway man hurt in rollover on Highway 9",
                  "2026-12-02", "2026-12-02T08:05:00-06:00", "Posted Dec 2, 2026", [], [
                      "A 34-year-old Ridgeway man was taken to Winneshiek Medical Center with injuries that were not life-threatening after his pickup went off Highway 9 and rolled into the ditch about two miles east of Ridgeway around 6:30 p.m. Monday, the Winneshiek County Sheriff's Office said; the roads were slick and the crash remains under investigation.",
                  ], "one-paragraph-brief-staff-byline", section="Local News", byline="Journal staff"))  # fmt: skip
        add(story("nurse", art("winneshiek-medical-center-names-chief-nursing-officer"), "Winneshiek Medical Center names new chief nursing officer",
                  "2026-11-29", "2026-11-29T09:00:00-06:00", "Posted Nov 29, 2026", [], [
                      "DECORAH – Winneshiek Medical Center is pleased to announce that Jennifer Quandahl, RN, MSN, has been named chief nursing officer, effective Jan. 5, 2027.",
                      "Quandahl has served as director of inpatient services at WMC since 2019 and has been a nurse at the hospital for 17 years. She holds a bachelor's degree in nursing from Luther College and a master's degree from the University of Iowa.",
                      "“Jennifer knows our patients, our staff and our community,” said WMC chief executive Mark Ellefson. “We are excited to have her lead our nursing team into the next chapter.”",
                      "Quandahl replaces Deb Fjelstul, who is retiring after 38 years at WMC.",
                      "Winneshiek Medical Center is a 25-bed critical access hospital serving northeast Iowa and southern Minnesota with clinics in Decorah, Cresco, Mabel and Ossian.",
                  ], "press-release-reprint-submitted-no-author", section="Local News", byline="Submitted by Winneshiek Medical Center"))  # fmt: skip
        add(story("vikings", art("vikings-fall-in-state-semifinal", "local/education"), "Vikings fall to Western Christian in state semifinal",
                  "2026-11-30", "2026-11-30T22:40:00-06:00", "Posted Nov 30, 2026", ["Jake Lindquist"], [
                      "CEDAR FALLS – The Decorah Vikings' best football season in three decades ended one game short of the title game Saturday, as Western Christian pulled away in the second half for a 31-14 win in the Class 2A semifinal at the UNI-Dome.",
                      "Decorah led 14-10 at halftime after quarterback Eli Bakke hit Sam Ruen for a 42-yard touchdown with 38 seconds left in the second quarter.",
                      "But the Wolfpack scored on their first three possessions of the second half, and the Vikings' offense managed only 61 yards after the break.",
                      "“I told them in the locker room, nobody is going to remember the score in ten years. They will remember this group,” coach Brad Halverson said.",
                      "Decorah finishes 11-2. Bakke, a senior, threw for 2,310 yards and 24 touchdowns this season, both school records.",
                  ], "sports-byline-with-title", section="Sports", byline="Jake Lindquist Sports editor"))  # fmt: skip
        add(story("moe", art("out-our-way-the-year-the-snow-came-early"), "Out Our Way: The year the snow came early",
                  "2026-11-29", "2026-11-29T07:00:00-06:00", "Posted Nov 29, 2026", ["Ruth Ann Moe"], [
                      "We had the first real snow the week before Thanksgiving this year, and I thought about 1991, when it came on Halloween and did not leave until April.",
                      "My husband had 40 acres of corn still standing. He went out every day it was not snowing and picked what he could, and the neighbors came with their pickers too, the way people did then.",
                      "The kids went trick-or-treating in snowmobile suits. Our youngest was a pumpkin, which is to say she was an orange snowmobile suit with a green stocking cap. She still has the photo on her fridge.",
                      "This year I watched the snow from the kitchen window with a cup of coffee and was glad nobody had to go out in it. Getting older has some advantages.",
                      "SIGN: — Ruth Ann Moe",
                      "SIGN: Out Our Way appears every Saturday. Write to the columnist in care of the Journal.",
                  ], "column-author-only-in-closing-signoff", section="Opinion", byline=""))  # fmt: skip
        add(story("preschool", art("decorah-schools-full-day-preschool", "local/education"), "Decorah schools plan full-day preschool next fall",
                  "2026-11-26", "2026-11-26T13:30:00-06:00", "Posted Nov 26, 2026", ["Paul Brekke"], [
                      "The Decorah Community School District plans to offer a full-day preschool program at John Cline Elementary starting in August, superintendent Tim Rehm told the school board last week.",
                      "The district now offers half-day sessions for 4-year-olds. Rehm said about 40 families asked for a full-day option in a survey this fall, most of them because both parents work.",
                      "The program would add two teachers and two associates. State preschool funding would cover most of the cost, Rehm said.",
                      "The board will vote on the plan in January.",
                  ], "linked-only-from-page2-section-search", section="Education"))  # fmt: skip

    # --- templates
    def head(self, doc: Doc) -> str:
        url = esc(self.url(doc.key))
        out = [
            f'<link rel="canonical" href="{url}">',
            f'<meta property="og:url" content="{url}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            out += ['<meta property="og:type" content="article">', f'<meta property="article:published_time" content="{doc.iso}">',
                    f'<meta property="article:modified_time" content="{doc.extra.get("updated_iso", doc.iso)}">',
                    f'<meta property="article:section" content="{esc(doc.section)}">']  # fmt: skip
            if doc.authors:
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-item">{self.a(k, label, "chrome:nav")}</li>'
            for k, label in (
                ("local", "Local News"),
                ("schools", "Education"),
                ("calendar", "Calendar"),
                ("classifieds", "Classifieds"),
            )
        )
        footer = "".join(
            f"<li>{self.a(k, label, 'chrome:footer')}</li>"
            for k, label in (
                ("submit", "Submit news"),
                ("privacy", "Privacy Policy"),
                ("classifieds", "Place an ad"),
                ("search", "Search"),
                ("author", "Kristin Haugen"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | {esc(doc.section or "News")} | decorahjournal.test</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="https://bloximages.example-tn.test/decorahjournal.test/shared-content/art/tncms/templates/libraries/flex/components/bootstrap/resources/styles/bootstrap.min.css">
<style>/*PAD*/</style>
</head>
<body class="fixed-scroll-nav {"section-news-local" if doc.is_article else "page-" + doc.kind}" data-tncms-section="news/local">
<div id="site-container">
<div id="site-top-nav-container"><ul class="list-inline"><li><a href="/users/login/">Log In</a></li><li><a href="/users/signup/">Subscribe</a></li><li><a href="/eedition/">e-Edition</a></li></ul></div>
<header id="site-header">{self.a("home", "Decorah Valley Journal", "chrome:header", 'class="site-logo"')}<p class="tagline">Serving Winneshiek County since 1874</p></header>
<nav id="site-navbar-container"><ul class="nav navbar-nav">{nav}<li class="nav-item"><a href="/obituaries/">Obituaries</a></li><li class="nav-item"><a href="/sports/">Sports</a></li></ul></nav>
<div id="main-page-container" class="container">
<div class="tnt-ads hidden-print" id="tncms-region-top"></div>
{main}
</div>
<footer id="site-footer"><ul class="list-inline">{footer}<li><a href="/search/?f=rss&amp;t=article&amp;c=news/local&amp;l=50&amp;s=start_time&amp;sd=desc">RSS</a></li></ul>
<p>© 2026 Decorah Valley Journal, 107 E. Water St., Decorah, IA 52101 | Powered by BLOX Content Management System from TownNews.</p></footer>
</div>
<script src="https://bloximages.example-tn.test/tncms/js/tncms.js?v=1.118.2"></script>
</body>
</html>
"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        img = (
            f'<figure class="photo"><img src="/content/tncms/assets/v3/editorial/{k}.jpg" alt=""></figure>'
            if k in ("jail", "vikings")
            else ""
        )
        return (f'<article class="tnt-asset-type-article card-panel">{img}<div class="card-headline"><h3 class="tnt-headline">{self.a(k, d.title, "content")}</h3></div>'
                f'<div class="card-lead"><p class="tnt-summary">{esc(self.lede(d))}</p></div><ul class="list-inline card-meta"><li><time>{esc(d.stamp.replace("Posted ", ""))}</time></li></ul></article>')  # fmt: skip

    def story_main(self, doc: Doc) -> str:
        cards = []
        for a in doc.authors:
            link = self.a("author", a, "byline") if a == "Kristin Haugen" else esc(a)
            role = " Sports editor" if a == "Jake Lindquist" else ""
            cards.append(
                f'<li class="tnt-byline"><span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">{link}</span></span>{role}</li>'
            )
        if doc.byline and not doc.authors:
            cards.append(f'<li class="tnt-byline">{esc(doc.byline)}</li>')
        upd = ""
        if doc.extra.get("updated"):
            upd = f'<li><time datetime="{doc.extra["updated_iso"]}" class="tnt-date asset-date text-muted">{doc.extra["updated"]}</time></li>'
        sec_key = "schools" if doc.section in ("Education", "Sports") else "local"
        more = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ("jail", "water", "vikings")
            if k != doc.key
        )
        return f"""<div class="row asset-masthead"><div class="col-md-12">
<ul class="list-inline asset-breakcrumb"><li>{self.a(sec_key, doc.section if sec_key == "schools" else "Local News", "chrome:breadcrumb")}</li></ul>
<h1 class="headline"><span class="asset-headline" itemprop="headline">{esc(doc.title)}</span></h1>
<ul class="list-unstyled asset-byline">{"".join(cards)}</ul>
<ul class="list-inline asset-dates"><li><time datetime="{doc.iso}" itemprop="datePublished" class="tnt-date asset-date text-muted">{esc(doc.stamp)}</time></li>{upd}</ul>
</div></div>
<div class="row"><div class="col-md-8">
<div class="asset-body">
<div class="asset-content subscriber-premium" id="article-body" itemprop="articleBody">
{self.blocks(doc)}
</div>
</div>
<div class="asset-tags"><a href="/search/?k=%23winneshiek-county">#winneshiek-county</a></div>
<div id="tncms-comments">Comments are closed on this story.</div>
</div>
<aside class="col-md-4"><h4>Most read</h4><ul>{more}</ul></aside></div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more"):
            pager = f'<ul class="pager"><li class="next">{self.a(doc.extra["more"], "Next »", "content")}</li></ul>'
        if doc.extra.get("prev"):
            pager = f'<ul class="pager"><li class="previous">{self.a(doc.extra["prev"], "« Previous", "content")}</li><li class="disabled">Page 2</li></ul>'
        bio = (
            f'<div class="user-profile"><img src="/content/tncms/avatars/khaugen.jpg" alt=""><p>{esc(doc.extra["bio"])}</p><p>Email: khaugen@decorahjournal.test</p></div><h3>Recent stories</h3>'
            if doc.extra.get("bio")
            else ""
        )
        form = (
            '<form action="/search/" class="search-form"><input name="q" value="water rates"><select name="t"><option>article</option></select><button>Search</button></form><p class="results-count">Showing 1 - 2 of 2 results</p>'
            if doc.kind == "search"
            else ""
        )
        return f"""<div class="block-title"><h1>{esc(doc.title)}</h1></div>
{form}{bio}
<div class="card-grid">
{cards}
</div>
{pager}"""

    def service_main(self, doc: Doc) -> str:
        form = (
            '<form class="tn-form" action="/site/forms/submit_news/" method="post"><label>Your name <input name="name"></label><label>Message <textarea name="msg"></textarea></label><input type="file" name="photo"><button>Submit</button></form>'
            if doc.kind == "submit"
            else ""
        )
        return f"""<div class="block-title"><h1>{esc(doc.title)}</h1></div>
<div class="tnt-page-body">
{self.blocks(doc)}
{form}
</div>"""
