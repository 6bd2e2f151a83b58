# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Wessex Mercury: a Dorset daily on an **Escenic**-era template from 2009 (`.ece` URLs: `/news/local/article4528113.ece`,
`/news/gallery/article4528190.ece`; `articleHeadline`, `articleStandfirst`, `articleByline`, `articleDate`,
`articleBody`; `/news/?page=2`, `/tags/<tag>/`, `/authors/<name>/`, `/search/?q=`), British English, UK time (GMT,
+00:00 in December).

Every page is **XHTML sent with an XML declaration** (`<?xml version="1.0" encoding="UTF-8"?>`, the only place the
charset is declared: the HTTP header is a bare `text/html`) and written in **upper-case tags** (`<DIV>`, `<P>`,
`<A>`, `<SCRIPT>`), with `//<![CDATA[` in the scripts. Stories typed into the old editor have **unclosed upper-case
`<P>`s**. The long-read template's header include is broken: a Facebook `<DIV id="fb-root">` sits in `<HEAD>` (a
**stray tag**), and the masthead and **the whole story come before `</HEAD><BODY>`**, which only wraps the footer.

Dates print "Published: 17:32, 04 December 2026" and "Updated: 08:10, 05 December 2026"; JSON-LD in UTC (the same
clock in December) on six stories, none on the long read and the football report. Credits: "By Sarah Whitlock" with
"Chief Reporter" under it, "By Tom Aske, Local Democracy Reporter" in one text node (and so in the JSON-LD),
"By Court Reporter" and "By PA Reporter" (JSON-LD Persons). The PA story is embargoed to 00:01. A removed story's
URL serves a soft 404 with status 200. The photo gallery (captions only) carries a date and `og:type=article`."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.wessexmercury.test"
ARTS = ["flood", "council", "longform", "court", "pa", "markets", "sport", "obit"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def uk(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{time}, {d} {MONTHS[int(m) - 1]} {y}"


def ece_id(path: str) -> str:
    return path.rsplit("article", 1)[-1].removesuffix(".ece")


def upper(html: str) -> str:
    """sitekit's lower-case links in the template's upper case."""
    return html.replace("<a ", "<A ").replace("</a>", "</A>")


class Wessex(Base):
    origin = ORIGIN
    name = "Wessex Mercury"
    prefix = "wxm"
    language = "en"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wxm",
            [
                "#masthead",
                "#navigation LI",
                ".articleHeadline",
                ".articleStandfirst",
                ".articleByline",
                ".articleBody P",
                ".mostRead LI",
                "#footer",
                ".cookieNotice",
                ".advert",
            ],
            240,
        )

    def A(self, key: str, text: str, zone: str, attrs: str = "") -> str:
        return upper(self.a(key, text, zone, attrs))

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Wessex Mercury",
                "escenic-home-xhtml-uppercase",
                list=["flood", "council", "pa", "court", "markets", "obit", "sport"],
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "News",
                "escenic-section",
                list=["flood", "council", "court", "pa"],
                more="news2",
            )
        )
        add(page("news2", "/news/?page=2", "section", "News", "escenic-section-page-2", list=["obit", "markets"]))
        add(page("tag", "/tags/river-stour/", "tag", "River Stour", "escenic-tag", list=["flood", "gallery"]))
        add(
            page(
                "author",
                "/authors/sarah-whitlock/",
                "author",
                "Sarah Whitlock",
                "escenic-author",
                list=["flood", "obit"],
                bio="Sarah Whitlock is the Wessex Mercury's chief reporter. She has covered Dorset since 2006 and writes about the environment, the council and the county's coast.",
            )
        )
        add(
            page(
                "search",
                "/search/?q=flood",
                "search",
                "Search results for 'flood'",
                "escenic-search",
                list=["flood", "gallery"],
            )
        )
        add(
            page(
                "gone",
                "/news/local/article4519905.ece",
                "not-found",
                "Sorry, the page you requested could not be found",
                "escenic-soft-404-200",
            )
        )
        add(
            page(
                "gallery",
                "/news/gallery/article4528190.ece",
                "gallery",
                "In pictures: Flooding across Dorset as Storm Bérénice hits",
                "escenic-gallery-captions-dated",
                local="2026-12-04 18:10",
                photos=[
                    "The River Stour spills over the meadows at Blandford Forum on Thursday afternoon.",
                    "A farmer moves sheep to higher ground near Sturminster Newton.",
                    "Sandbags outside a cottage in Bryanston.",
                    "Waves break over the harbour wall at West Bay.",
                    "A car stranded in floodwater on the B3082 near Wimborne.",
                    "Environment Agency staff check levels at Shillingstone.",
                ],
            )
        )
        add(
            page(
                "contact",
                "/info/contact-us/",
                "about",
                "Contact us",
                "escenic-static-contact",
                [
                    "The Wessex Mercury is published by Mercury Newspapers Ltd, Unit 4, Fleets Corner, Poole BH17 0LA.",
                    "- News desk: 01202 555 210 or news@wessexmercury.test",
                    "- Sport: 01202 555 230 or sport@wessexmercury.test",
                    "- Announcements and family notices: 01202 555 250",
                    "- Advertising: 01202 555 260",
                    "We aim to correct factual errors promptly. To make a complaint, write to the editor at the address above. The Wessex Mercury is regulated by IPSO.",
                ],
            )
        )

        add(
            story(
                "flood",
                "/news/local/article4528113.ece",
                "Flood warnings in place as River Stour bursts its banks at Blandford",
                "2026-12-04",
                "2026-12-04T17:32:00Z",
                uk("2026-12-04 17:32"),
                ["Sarah Whitlock"],
                [
                    "Residents in parts of north Dorset have been told to prepare for flooding after the River Stour burst its banks at Blandford Forum on Thursday afternoon.",
                    "The Environment Agency issued three flood warnings, meaning flooding is expected, for the Stour at Blandford, Sturminster Newton and Wimborne, and a further eleven flood alerts across the county.",
                    "Water covered the Blandford meadows and reached the edge of the town's East Street car park by 4pm. Several riverside properties in Bryanston were sandbagged as a precaution.",
                    '"We\'ve seen levels rise by almost a metre since this morning, and they are still going up," said Mark Ellison, a flood duty manager for the Environment Agency. "We\'d urge people not to drive through floodwater. It is deeper and faster than it looks."',
                    "## Roads closed",
                    "Dorset Council closed the A350 at Shillingstone and the B3082 near Wimborne, and said gritting teams would be out overnight as temperatures were forecast to drop close to freezing.",
                    "Storm Bérénice brought more than 40mm of rain to parts of the county in 24 hours, on ground that was already saturated after the wettest November since 2019, according to the Met Office.",
                    "Update, 8.10am Friday: The Environment Agency said levels at Blandford peaked at around 2am and were now falling slowly. The warnings remain in place.",
                ],
                "xhtml-uppercase-byline-role-next-line-updated",
                section="News",
                dek="Three flood warnings and eleven alerts issued across the county after a day of heavy rain",
                local="2026-12-04 17:32",
                updated="2026-12-05 08:10",
                modified="2026-12-05T08:10:00Z",
                role="Chief Reporter",
                ld="person",
            )
        )
        add(
            story(
                "council",
                "/news/local/article4528001.ece",
                "BCP Council to close three public toilets to save £120,000",
                "2026-12-04",
                "2026-12-04T11:05:00Z",
                uk("2026-12-04 11:05"),
                ["Tom Aske"],
                [
                    "Three public toilets in Bournemouth and Poole are set to close next year as Bournemouth, Christchurch and Poole Council looks to save £120,000.",
                    "The facilities at Kings Park, Alum Chine and the western gate of Poole Park would shut from April under proposals in the council's draft budget for 2027-28.",
                    "A report to the council's cabinet says the three sites are among the least used in the conurbation and need repairs costing a further £85,000.",
                    'Councillor Fiona Hearne, the portfolio holder for finance, said: "Nobody wants to close public toilets. But we have to make choices, and we would rather protect services for the most vulnerable."',
                    'Opposition councillors said the move would hit older people and families with young children hardest. Cllr Peter Lyle said: "This is a false economy. People will simply stop visiting our parks."',
                    "The cabinet will consider the proposals on December 16 before a public consultation in January.",
                ],
                "uppercase-unclosed-P-ldrs-role-in-byline-node",
                section="News",
                dek="Facilities at Kings Park, Alum Chine and Poole Park face the axe in draft budget",
                local="2026-12-04 11:05",
                byline_text="By Tom Aske, Local Democracy Reporter",
                ld="byline",
                old_editor=True,
                footnote="This story was written by a Local Democracy Reporter. The Local Democracy Reporting Service is funded by the BBC and provides public interest news to local media organisations.",
            )
        )
        add(
            story(
                "longform",
                "/news/features/article4528240.ece",
                "The last ferrymen of Poole Harbour",
                "2026-12-05",
                None,
                "Saturday 5 December 2026",
                ["Helen Marsh"],
                [
                    "At half past seven on a grey December morning, Jim Barrow unties the Lady Clare from the quay at Sandbanks and points her bow towards Brownsea Island. There are no passengers. There rarely are at this time of year. He goes anyway.",
                    '"If you don\'t run in winter, people forget you\'re there," he says, one hand on the wheel, the other wrapped around a mug of tea. "And then one day you don\'t run in summer either."',
                    "Barrow, 67, is one of the last of the independent boatmen who have carried people, post and provisions across Poole Harbour for more than a century. When he started, in 1978, there were eleven family-owned launches working the harbour. Now there are three.",
                    "## A harbour of islands",
                    "Poole Harbour is one of the largest natural harbours in the world, a shallow basin of mudflats, channels and islands fed by the rivers Frome and Piddle. For generations, the only way to reach Brownsea, Furzey or Long Island was by boat.",
                    "The ferrymen knew every channel and sandbank by heart. They carried the island's workers in the morning and brought them home at night; they took children to school in Poole, the doctor to sick islanders, and, on one occasion Barrow remembers, a piano.",
                    "## Licences and rising costs",
                    "The decline has been slow. Larger operators with bigger boats took over the summer tourist trade in the 1990s. Insurance premiums rose. New safety rules required costly refits. Each time a boatman retired, his licence was usually not renewed.",
                    'Sue Penfold, whose father and grandfather ran the Swift from Poole Quay, sold the boat in 2019. "It broke my heart," she says. "But the numbers didn\'t add up. You\'d make your money in August and lose it again by March."',
                    "## Still running",
                    "Barrow has no plans to stop. His grandson, Kieran, 19, has started working alongside him at weekends and is studying for his boatmaster's licence.",
                    "As the Lady Clare comes alongside the Brownsea jetty, a National Trust ranger waves from the shore. Barrow hands over a sack of post and a box of light bulbs, turns the boat around, and heads back across the water.",
                ],
                "long-read-story-inside-head-after-stray-fb-root-div",
                section="Features",
                dek="For more than a century, family boatmen carried islanders, post and provisions across the harbour. Now only three remain",
                local="2026-12-05 06:00",
                longform=True,
            )
        )
        add(
            story(
                "court",
                "/news/crime/article4527944.ece",
                "Weymouth man jailed for 18 months after stealing lobster pots",
                "2026-12-03",
                "2026-12-03T15:47:00Z",
                uk("2026-12-03 15:47"),
                [],
                [
                    "A Weymouth man who stole more than 60 lobster pots from fishermen in Portland Harbour has been jailed for 18 months.",
                    "Darren Huxley, 41, of Chickerell Road, admitted three counts of theft when he appeared at Bournemouth Crown Court on Wednesday.",
                    "The court heard that Huxley used a small boat to lift the pots at night over a period of five weeks in the summer, emptying them and selling the catch to a buyer in Exeter.",
                    "Prosecutor Hannah Cole said the thefts had cost the fishermen involved more than £9,000 in lost gear and catch. One victim, a fisherman with 30 years' experience, said in a statement that he had considered giving up the trade.",
                    'Defending, Martin Rowe said Huxley had been in debt and was "deeply ashamed" of what he had done.',
                    'Sentencing, Recorder Jane Sefton told Huxley: "You targeted people who work in one of the hardest trades there is, and you did it deliberately and repeatedly."',
                ],
                "uppercase-unclosed-P-court-reporter-credit",
                section="News",
                dek="Thief emptied pots in Portland Harbour at night and sold the catch",
                local="2026-12-03 15:47",
                byline_text="By Court Reporter",
                ld="desk",
                old_editor=True,
            )
        )
        add(
            story(
                "pa",
                "/news/national/article4528050.ece",
                "Rail fares in England to rise by 4.1% in March",
                "2026-12-04",
                "2026-12-04T00:01:00Z",
                uk("2026-12-04 00:01"),
                [],
                [
                    "Rail fares in England will rise by 4.1% in March, the Government has confirmed.",
                    "The increase, which applies to regulated fares including season tickets and off-peak returns, is below the 4.6% rate of retail price inflation in July, which is normally used to set the cap.",
                    'Transport Secretary Laura Fenwick said the decision would "protect passengers\' pockets while allowing vital investment in the railway to continue".',
                    'Passenger groups said the rise would still hit commuters hard. A spokesman for the Campaign for Better Transport said: "Fares have risen faster than wages for most of the past decade. Another increase will push more people back into their cars."',
                    "The Rail Delivery Group, which represents train operators, said the money would help pay for improvements to services and stations.",
                    "Fares in Scotland and Wales are set separately by the devolved governments.",
                ],
                "pa-reporter-embargo-0001-jsonld-person",
                section="News",
                dek="Increase is below inflation but campaigners warn it will still hit commuters",
                local="2026-12-04 00:01",
                byline_text="By PA Reporter",
                ld="desk",
            )
        )
        add(
            story(
                "markets",
                "/whats-on/article4527901.ece",
                "Seven Christmas markets in Dorset to visit this weekend",
                "2026-12-03",
                "2026-12-03T12:30:00Z",
                uk("2026-12-03 12:30"),
                ["Jess Tremlett"],
                [
                    "From medieval abbey towns to seaside promenades, Dorset's Christmas markets are in full swing. Here are seven worth a visit this weekend.",
                    "## 1. Sherborne Christmas Market",
                    "More than 80 stalls line Cheap Street and the Abbey Close on Saturday, with carol singers, a brass band and mulled cider from local orchards. Open 10am to 5pm.",
                    "## 2. Dorchester Christmas Fayre",
                    "South Street is closed to traffic for a day of crafts, food and entertainment, including a Santa's grotto in the Corn Exchange. Saturday, 9am to 4pm.",
                    "## 3. Bridport Christmas Market",
                    "The town's regular Saturday market gets a festive makeover, with extra stalls selling wreaths, cheese and handmade gifts along East Street and South Street.",
                    "## 4. Wimborne Christmas Market",
                    "Stalls fill the Square and the Minster grounds on Sunday from 10am. Organisers say the event will go ahead despite the recent flooding nearby.",
                    "## 5. Swanage Christmas Market",
                    "The seafront comes alive on Saturday afternoon with a lantern parade at 5pm and stalls along the promenade.",
                    "## 6. Shaftesbury Christmas Fair",
                    "Gold Hill provides the backdrop for this small fair on Saturday, with stalls in the High Street and the Town Hall.",
                    "## 7. Poole Quay Christmas Market",
                    "Wooden chalets on the Quay sell food, drink and gifts every weekend until December 20, from 11am to 7pm.",
                ],
                "numbered-h2-list-article",
                section="What's On",
                dek="Mulled cider, carol singers and lantern parades across the county",
                local="2026-12-03 12:30",
                ld="person",
            )
        )
        add(
            story(
                "sport",
                "/sport/football/article4527810.ece",
                "Sturminster Town knocked out of FA Vase by stoppage-time penalty",
                "2026-12-03",
                None,
                uk("2026-12-03 22:40"),
                ["Dan Fielding"],
                [
                    "Sturminster Town's FA Vase run came to a cruel end on Thursday night as they lost 2-1 at home to Hampshire side Fareham Wanderers in the fourth round.",
                    "With the game heading to penalties, Wanderers were awarded a spot kick in the fourth minute of stoppage time when Town defender Luke Gale was adjudged to have handled in the area. Sam Ferris converted.",
                    "Town had taken the lead through Josh Curtis midway through the first half, but Wanderers equalised early in the second through Adam Reid's header.",
                    "Manager Chris Dibben said: \"I'm gutted for the lads. We've given everything in this competition. I've seen the replay and I don't think it's a penalty, but that's football.\"",
                    "A crowd of 612, a club record for a Vase tie, watched the match at the Recreation Ground.",
                    "Town return to Wessex League action at Hamworthy on Saturday.",
                ],
                "match-report-no-jsonld",
                section="Sport",
                dek="Heartbreak for Dorset side as visitors score from the spot in the 94th minute",
                local="2026-12-03 22:40",
            )
        )
        add(
            story(
                "obit",
                "/news/local/article4527930.ece",
                "Tributes paid to former Wareham mayor Margaret Ellery, who has died aged 89",
                "2026-12-03",
                "2026-12-03T14:05:00Z",
                uk("2026-12-03 14:05"),
                ["Sarah Whitlock"],
                [
                    "Tributes have been paid to Margaret Ellery, a former mayor of Wareham who served on the town council for more than 30 years, who has died aged 89.",
                    "Mrs Ellery, who was mayor three times, was best known for leading the campaign to save Wareham's cinema from closure in the 1990s and for founding the town's annual carnival.",
                    'Current mayor Graham Pryor said: "Margaret was Wareham through and through. She knew everyone and everyone knew her. The town has lost one of its great characters."',
                    "Born in Wool in 1937, she moved to Wareham after her marriage to Dennis Ellery, a builder, in 1958. She worked as a teacher at the town's primary school for 25 years.",
                    "She is survived by two sons, five grandchildren and three great-grandchildren. Her funeral will take place at Lady St Mary Church on December 18.",
                ],
                "uppercase-P-closed-updated-obituary-news",
                section="News",
                dek="Three-time mayor led the campaign to save the town's cinema",
                local="2026-12-03 14:05",
                updated="2026-12-03 16:20",
                modified="2026-12-03T16:20:00Z",
                role="Chief Reporter",
                ld="person",
                old_editor=True,
                closed=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode or not doc.is_article:
            return ""
        if mode == "person":
            author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        else:  # the byline text minus "By ", role and all ("Tom Aske, Local Democracy Reporter", "Court Reporter")
            author = {"@type": "Person", "name": doc.extra["byline_text"][3:]}
        data = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "description": doc.dek,
            "url": self.url(doc.key),
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Wessex Mercury",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/img/logo-wm.png"},
            },
        }
        return f'\n<SCRIPT type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</SCRIPT>'

    def body_html(self, doc: Doc) -> str:
        out: list[str] = []
        old = doc.extra.get("old_editor")
        closed = doc.extra.get("closed")
        for i, block in enumerate(doc.blocks):
            kind = block[0]
            if kind == "p":
                text = upper(self.inline(block[1]))
                if old:
                    out.append(f"<P>{text}</P>" if closed else f"<P>{text}")
                else:
                    out.append(f"<p>{text}</p>")
            elif kind == "h2":
                out.append(
                    f'<H2 class="subhead">{esc(block[1])}</H2>' if old else f'<h2 class="subhead">{esc(block[1])}</h2>'
                )
            if i == 2:
                out.append(
                    '<DIV class="advert advertMPU"><SCRIPT type="text/javascript">//<![CDATA[\ngoogletag.cmd.push(function() { googletag.display("div-gpt-mpu-1"); });\n//]]></SCRIPT><DIV id="div-gpt-mpu-1"></DIV></DIV>'
                )
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("byline_text"):
            by = f'<DIV class="articleByline">{esc(doc.extra["byline_text"])}</DIV>'
        else:
            name = doc.authors[0]
            link = (
                self.A("author", name, "byline")
                if name == "Sarah Whitlock"
                else f'<A href="/authors/{name.lower().replace(" ", "-")}/">{esc(name)}</A>'
            )
            role = f'<BR /><SPAN class="role">{esc(doc.extra["role"])}</SPAN>' if doc.extra.get("role") else ""
            by = f'<DIV class="articleByline">By {link}{role}</DIV>'
        when = (
            f'<SPAN class="published">Published: {doc.stamp}</SPAN>'
            if not doc.extra.get("longform")
            else f'<SPAN class="published">{doc.stamp}</SPAN>'
        )
        if doc.extra.get("updated"):
            when += f' <SPAN class="updated">Updated: {uk(doc.extra["updated"])}</SPAN>'
        foot = f'<P class="ldrsNote"><EM>{esc(doc.extra["footnote"])}</EM></P>' if doc.extra.get("footnote") else ""
        tags = ""
        if doc.key == "flood":
            tags = f'<DIV class="articleTags">Tags: {self.A("tag", "River Stour", "tag")}, <A href="/tags/environment-agency/">Environment Agency</A>, <A href="/tags/blandford/">Blandford</A></DIV>'
        u = quote(self.url(doc.key), safe="")
        share = f'<DIV class="shareTools"><A href="https://www.facebook.com/sharer.php?u={u}" target="_blank">Facebook</A> <A href="https://x.com/intent/post?url={u}" target="_blank">X</A> <A href="mailto:?body={u}">Email</A> <A href="javascript:window.print();">Print</A></DIV>'
        related = "".join(f"<LI>{self.A(k, self.docs[k].title, 'related')}</LI>" for k in ARTS if k != doc.key)
        if doc.key == "flood":
            related += f"<LI>{self.A('gallery', self.docs['gallery'].title, 'related')}</LI>"
        if doc.key == "council":
            related += (
                '<LI><A href="/news/local/article4519905.ece">Council confirms beach hut fees to rise by 8%</A></LI>'
            )
        return f"""<DIV id="ece-article" class="article{" longform" if doc.extra.get("longform") else ""}">
<DIV class="articleSection"><A href="/news/">{esc(doc.section)}</A></DIV>
<H1 class="articleHeadline">{esc(doc.title)}</H1>
<H2 class="articleStandfirst">{esc(doc.dek)}</H2>
{by}
<DIV class="articleDate">{when}</DIV>
{share}
<DIV class="articleImage"><IMG src="{ORIGIN}/incoming/article{ece_id(doc.path)}.ece/ALTERNATES/s615/{doc.key}.jpg" alt="" width="615" height="409" /></DIV>
<DIV class="articleBody">
{self.body_html(doc)}
{foot}
</DIV>
{tags}
<DIV class="relatedArticles"><H3>Related articles</H3><UL>{related}</UL></DIV>
<DIV class="comments"><A name="comments"></A><H3>Have your say</H3><P class="commentsClosed">Comments are closed on this article.</P></DIV>
</DIV>"""

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(
            f'<LI class="teaser"><IMG src="{ORIGIN}/incoming/article{ece_id(self.docs[k].path)}.ece/ALTERNATES/s180/{k}.jpg" alt="" width="180" height="120" /><H3>{self.A(k, self.docs[k].title, "content")}</H3><P>{esc(self.docs[k].dek or "")}</P><SPAN class="teaserDate">{uk(self.docs[k].extra["local"])}</SPAN></LI>'
            for k in doc.extra["list"]
        )
        head = f"<H1>{esc(doc.title)}</H1>"
        if doc.key == "home":
            head = f'<H1 class="hidden">{esc(doc.title)}</H1><DIV class="leadStory"><H2>{self.A("flood", self.docs["flood"].title, "content")}</H2><P>{esc(self.docs["flood"].dek)}</P></DIV>'
            items += f'\n<LI class="teaser feature"><H3>{self.A("longform", self.docs["longform"].title, "content")}</H3><P>{esc(self.docs["longform"].dek)}</P></LI>'
        elif doc.kind == "author":
            head = f'<DIV class="authorProfile"><IMG src="{ORIGIN}/img/authors/sarah-whitlock.jpg" alt="Sarah Whitlock" width="100" height="100" /><H1>{esc(doc.title)}</H1><P class="authorRole">Chief Reporter</P><P>{esc(doc.extra["bio"])}</P><P><A href="mailto:sarah.whitlock@wessexmercury.test">Email Sarah</A> | <A href="https://x.com/swhitlock_wm">@swhitlock_wm</A></P></DIV><H2>Latest articles</H2>'
        elif doc.kind == "search":
            head = f'<H1>{esc(doc.title)}</H1><FORM action="/search/" method="get"><INPUT type="text" name="q" value="flood" /><INPUT type="submit" value="Search" /></FORM><P class="resultCount">Showing 1-2 of 2 results</P>'
        elif doc.kind == "tag":
            head = f'<H1>{esc(doc.title)}</H1><P class="tagDescription">All the latest news about the River Stour.</P>'
        pager = ""
        if doc.key == "news":
            pager = f'<DIV class="pagination"><SPAN class="current">1</SPAN> {self.A("news2", "2", "pagination")} <A href="/news/?page=3">3</A> {self.A("news2", "Next »", "pagination")}</DIV>'
        elif doc.key == "news2":
            pager = f'<DIV class="pagination">{self.A("news", "« Previous", "pagination")} {self.A("news", "1", "pagination")} <SPAN class="current">2</SPAN> <A href="/news/?page=3">3</A></DIV>'
        return f'{head}\n<UL class="teaserList">\n{items}\n</UL>\n{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            items = "\n".join(
                f'<DIV class="galleryItem"><IMG src="{ORIGIN}/incoming/article4528190.ece/ALTERNATES/s615/flood-{i + 1}.jpg" alt="" width="615" height="409" /><P class="galleryCaption">{esc(c)}</P><P class="galleryCredit">Picture: Wessex Mercury</P></DIV>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f"""<DIV id="ece-article" class="gallery">
<H1 class="articleHeadline">{esc(doc.title)}</H1>
<DIV class="articleDate"><SPAN class="published">Published: {uk(doc.extra["local"])}</SPAN></DIV>
<DIV class="galleryItems">
{items}
</DIV>
<P>{self.A("flood", "Read the full story", "content")}</P>
</DIV>"""
        if doc.kind == "not-found":
            items = "".join(f"<LI>{self.A(k, self.docs[k].title, 'content')}</LI>" for k in ("flood", "council", "pa"))
            return f"""<DIV class="errorPage">
<H1>{esc(doc.title)}</H1>
<P>It may have been moved or deleted, or the address may have been typed incorrectly.</P>
<P>Try our {self.A("search", "search page", "content")} or go to the {self.A("home", "Wessex Mercury homepage", "content")}.</P>
<H2>Most read</H2><UL>{items}</UL>
</DIV>"""
        return f'<DIV class="staticPage"><H1>{esc(doc.title)}</H1>\n{upper(self.blocks(doc))}\n</DIV>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        nav = "".join(
            f"<LI>{self.A(k, t, 'nav')}</LI>"
            for k, t in (
                ("home", "Home"),
                ("news", "News"),
                ("/sport/", "Sport"),
                ("/whats-on/", "What's On"),
                ("/news/features/", "Features"),
                ("/announcements/", "Announcements"),
                ("/jobs/", "Jobs"),
                ("/property/", "Property"),
            )
        )
        most = "".join(
            f"<LI>{self.A(k, self.docs[k].title, 'aside')}</LI>"
            for k in ("flood", "council", "court", "longform", "pa")
        )
        og_type = "article" if doc.is_article or doc.kind == "gallery" else "website"
        title = (
            f"{doc.title} | Wessex Mercury"
            if doc.key != "home"
            else "Wessex Mercury | Dorset news, sport and what's on"
        )
        head = f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<HTML xmlns="http://www.w3.org/1999/xhtml" xml:lang="en-GB" lang="en-GB">
<HEAD>
<META http-equiv="X-UA-Compatible" content="IE=edge" />
<TITLE>{esc(title)}</TITLE>
<META name="description" content="{esc(doc.dek or doc.title)}" />
<LINK rel="canonical" href="{esc(url)}" />
<META property="og:type" content="{og_type}" />
<META property="og:title" content="{esc(doc.title)}" />
<META property="og:url" content="{esc(url)}" />
<META property="og:site_name" content="Wessex Mercury" />{self.ld(doc)}"""
        fb = """
<DIV id="fb-root"></DIV>
<SCRIPT type="text/javascript">//<![CDATA[
(function(d, s, id) { var js, fjs = d.getElementsByTagName(s)[0]; if (d.getElementById(id)) return; js = d.createElement(s); js.id = id; js.src = "//connect.facebook.net/en_GB/all.js#xfbml=1"; fjs.parentNode.insertBefore(js, fjs); }(document, 'script', 'facebook-jssdk'));
//]]></SCRIPT>"""
        styles = """
<LINK rel="stylesheet" type="text/css" href="/css/mercury-2009.css?v=118" />
<STYLE type="text/css">/*PAD*/</STYLE>
<SCRIPT type="text/javascript" src="/js/prototype-1.6.0.3.js"></SCRIPT>
<SCRIPT type="text/javascript">//<![CDATA[
var googletag = googletag || {}; googletag.cmd = googletag.cmd || [];
var ece = { section: "SECTION", pageType: "PAGETYPE" };
//]]></SCRIPT>""".replace("SECTION", esc(doc.section or doc.kind)).replace(
            "PAGETYPE", "article" if doc.is_article else doc.kind
        )
        masthead = f"""
<DIV id="masthead"><A href="/"><IMG src="/img/wessex-mercury-logo.gif" alt="Wessex Mercury" width="300" height="60" /></A>
<DIV class="dateline">Saturday, December 5, 2026</DIV>
<DIV class="mastLinks"><A href="https://subscribe.wessexmercury.test/">Subscribe</A> | <A href="https://epaper.wessexmercury.test/">e-Edition</A> | <A href="/login/">Log in</A></DIV></DIV>
<UL id="navigation">{nav}</UL>
<DIV class="advert advertLeaderboard"><DIV id="div-gpt-leaderboard"></DIV></DIV>"""
        columns = f"""
<DIV id="container">
<DIV id="mainColumn">
{main}
</DIV>
<DIV id="sideColumn">
<DIV class="mostRead"><H3>Most read</H3><OL>{most}</OL></DIV>
<DIV class="advert advertMPU"><DIV id="div-gpt-mpu-side"></DIV></DIV>
<DIV class="weather"><H3>Dorset weather</H3><P>Today: showers, 9&deg;C. Tonight: clear spells, 2&deg;C.</P></DIV>
</DIV>
</DIV>"""
        footer = f"""
<DIV id="footer">
<UL><LI>{self.A("contact", "Contact us", "footer")}</LI><LI><A href="/info/terms/">Terms and conditions</A></LI><LI><A href="/info/privacy/">Privacy policy</A></LI><LI><A href="/info/cookies/">Cookie policy</A></LI><LI><A href="/rss/">RSS feeds</A></LI></UL>
<P>&copy; 2026 Mercury Newspapers Ltd. Registered in England and Wales, number 01234567.</P>
</DIV>
<DIV class="cookieNotice" id="cookieNotice">We use cookies to give you the best experience on our website. By continuing to browse you agree to our use of cookies. <A href="/info/cookies/">Find out more</A> <A href="#" onclick="document.getElementById('cookieNotice').style.display='none';return false;">Close</A></DIV>"""
        if doc.extra.get("longform"):
            # the long-read header include: fb-root and the whole page open before </HEAD>
            return f"""{head}{fb}{styles}{masthead}{columns}
</HEAD>
<BODY class="longform">{footer}
</BODY>
</HTML>"""
        return f"""{head}{styles}
</HEAD>
<BODY class="{"article" if doc.is_article else doc.kind}">{fb}{masthead}{columns}{footer}
</BODY>
</HTML>"""
