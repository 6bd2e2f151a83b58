# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; curly quotes and dashes are deliberate)
"""The Lakeland Courier: a Cumbrian regional on a Brightspot-like CMS (`Page-header`, `ArticlePage-`,
`RichTextArticleBody`, `PagePromo`, `<bsp-timestamp data-timestamp=epoch-ms>`, absolute links,
`/news/<slug>-<id>`, `/news?p=2`, `/topic/…`, `/author/…`, `/search?q=`, `/partner-content`), English (UK), UTF-8.
Stories carry og:type=article, `article:published_time` (+00:00, GMT in December) and a NewsArticle JSON-LD,
except the photo story, whose only machine date is the epoch-ms `data-timestamp`. The partner-content post uses
the story template with a "Sponsored by" banner (labelled a non-article)."""

from __future__ import annotations

import json
from datetime import datetime

from common import Base, page, story
from sitekit import Doc, css_rules, esc

LINK, NEXT, PREV = 'class="Link"', 'class="Pagination-nextPage"', 'class="Pagination-previousPage"'


def ms(iso: str) -> int:
    return int(datetime.fromisoformat(iso).timestamp() * 1000)


class Courier(Base):
    origin = "https://www.lakelandcourier.test"
    name = "The Lakeland Courier"
    prefix = "lc"
    language = "en"
    content_type = "text/html;charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lc",
            [
                ".Page-header",
                ".Page-navigation",
                ".ArticlePage-headline",
                ".RichTextArticleBody",
                ".PagePromo",
                ".Page-footer",
                ".ArticlePage-authorInfo",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Lakeland Courier – news for Kendal, Windermere and South Lakeland", "brightspot-homepage",
                 list=["storm", "a591", "rescue", "cobbler", "planning", "weekend"], more="news2"))  # fmt: skip
        add(
            page(
                "news",
                "/news",
                "section",
                "News",
                "brightspot-section",
                list=["storm", "a591", "court", "planning", "cobbler"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?p=2",
                "section",
                "News",
                "brightspot-section-page2",
                list=["court", "lanterns", "weekend", "rescue"],
                prev="news",
            )
        )
        add(page("topic", "/topic/flooding", "tag", "Flooding", "brightspot-topic", list=["storm", "a591", "rescue"]))
        add(page("author", "/author/emma-walsh", "author", "Emma Walsh", "brightspot-author-short-bio", list=["storm", "cobbler"],
                 bio="Emma Walsh is chief reporter at The Lakeland Courier. She covers Kendal, crime and courts and has worked in Cumbria since 2014."))  # fmt: skip
        add(
            page(
                "search",
                "/search?q=flood",
                "search",
                "Search results for: flood",
                "brightspot-search",
                list=["storm", "a591", "lanterns"],
            )
        )
        add(page("partners", "/partner-content", "sponsored-hub", "Partner content", "brightspot-sponsored-hub", list=["sponsored"],
                 intro="Partner content is paid for by our commercial partners and produced by the Courier's commercial team. It is not written by our journalists and does not reflect the views of the newsroom."))  # fmt: skip
        add(page("sponsored", "/partner-content/five-ways-to-cut-your-heating-bill-this-winter-4830012", "sponsored", "Five ways to cut your heating bill this winter",
                 "sponsored-post-story-template-non-article", [
                     "With the cold nights drawing in, many households in Cumbria are worried about the cost of keeping warm. The team at Fellside Energy Solutions, based in Staveley, have been helping local homes cut their bills since 2009. Here are their top five tips.",
                     "## 1. Bleed your radiators",
                     "If the top of a radiator is cold while the bottom is hot, there is air trapped inside. A radiator key costs less than £2 and the job takes five minutes.",
                     "## 2. Check your loft insulation",
                     "Around a quarter of heat is lost through the roof in an uninsulated home. The recommended depth is 270mm – many older Lakeland cottages have less than half of that.",
                     "## 3. Think about a heat pump",
                     "Air source heat pumps now qualify for a £7,500 government grant. Fellside's engineers offer a free home survey across South Lakeland and the Eden valley.",
                     "## 4. Draught-proof doors and windows",
                     "Self-adhesive strips and a letterbox brush are cheap and make a difference you can feel the same day.",
                     "## 5. Turn the thermostat down one degree",
                     "It sounds small, but turning down by one degree can save up to £100 a year for a typical home.",
                     "NOTE: To book a free survey call Fellside Energy Solutions on 015395 550 210 or visit their showroom on Main Street, Staveley.",
                 ], story_template=True, sponsor="Fellside Energy Solutions"))  # fmt: skip
        add(page("team", "/about-us/our-team", "about", "Meet the team", "masthead-staff-bios", [
            "The Lakeland Courier has reported on South Lakeland since 1887. Our newsroom is on Stricklandgate in Kendal, and our reporters live in the communities they cover.",
            "## Sarah Dobson, editor",
            "Sarah became editor in 2021 after eleven years as news editor. She grew up in Sedbergh, trained at the Westmorland Gazette's old rival in Barrow, and is responsible for everything we publish. Email sarah.dobson@lakelandcourier.test.",
            "## Emma Walsh, chief reporter",
            "Emma covers Kendal, crime and the courts. She has sat through more sessions at Carlisle Crown Court than she would like to count and is the person to contact about a story in the town.",
            "## Rhys Pritchard, reporter",
            "Rhys moved from Wrexham in 2023 and covers the Lake District national park, tourism and the fells. He is a member of the Langdale volunteer litter-pick team and a poor fell runner.",
            "## Holly Birkett, local democracy reporter",
            "Holly's post is part of the Local Democracy Reporting Service, funded by the BBC and shared with other publishers. She covers Westmorland and Furness Council.",
            "## Tom Ashworth, photographer",
            "Tom has taken pictures for the Courier for 26 years, from agricultural shows to the floods of 2009 and 2015. He still carries two cameras everywhere.",
            "## Callum Reid, what's on and features",
            "Callum writes our weekend guides, reviews and the Saturday nostalgia page. Send him your event listings.",
        ]))  # fmt: skip
        add(page("corrections", "/corrections-and-clarifications", "policy", "Corrections and clarifications", "long-corrections-policy-updated", [
            "This page was last updated on 3 March 2026.",
            "The Lakeland Courier is a member of the Independent Press Standards Organisation (IPSO) and follows the Editors' Code of Practice. We aim to be accurate, and when we get something wrong we will put it right quickly and clearly.",
            "## How to complain",
            "If you think we have published something inaccurate, please email corrections@lakelandcourier.test with a link to the article, what you think is wrong and your contact details. We aim to acknowledge complaints within two working days and to resolve them within 28 days.",
            "## How we correct",
            "Corrections to online articles are made with a note at the foot of the article explaining what was changed and when. Significant corrections in print appear on page 2. Where IPSO rules that we must publish an adjudication, we will do so in the position it requires.",
            "## Recent corrections",
            "- 24 November 2026: An article about the Windermere ferry said the fares would rise by 20%. The increase is 12%. We apologise for the error.",
            "- 11 November 2026: We wrongly reported that Kendal Town FC had been fined by the league. The fine was imposed on another club.",
            "- 2 October 2026: A photo caption named the wrong winner of the Westmorland County Show sheepdog trial.",
            "If you are not satisfied with our response you can contact IPSO at ipso.test or by writing to Gate House, 1 Farringdon Street, London.",
        ]))  # fmt: skip

        add(story("storm", "/news/storm-fenella-kendal-river-kent-flood-defences-4829311", "Storm Fenella: River Kent flood defences hold as hundreds told to prepare to leave",
                  "2026-12-02", "2026-12-02T09:42:00+00:00", "Tuesday 2 December 2026 9:42 am", ["Emma Walsh", "Rhys Pritchard"], [
                      "Flood defences along the River Kent in Kendal held overnight as Storm Fenella brought more than 100mm of rain to parts of South Lakeland, but the Environment Agency warned hundreds of homes to be ready to leave if the river keeps rising.",
                      "Severe flood warnings were in force for Mintsfeet and the riverside around Aynam Road on Tuesday morning. The river at Victoria Bridge peaked at 2.9 metres just after 5am, the agency said, about 30cm below the level reached in Storm Desmond.",
                      "## ‘We have been here before’",
                      "Pub landlord Gary Moffat, who lost his cellar in 2015, spent the night moving barrels upstairs. “We have been here before, so you don't sleep,” he said. “The new walls did their job this time, thank God.”",
                      "The £76 million flood scheme, completed last year, includes raised walls, a new embankment at Mintsfeet and storage upstream at Burneside.",
                      "Cumbria Police closed several roads including the A591 at Dunmail Raise and the A6 at Shap. Trains between Oxenholme and Windermere were replaced by buses.",
                      "Westmorland and Furness Council opened a rest centre at Kendal Leisure Centre. Anyone who needs help is asked to call 0300 555 0310.",
                  ], "two-authors-ampersand", section="News", byline="Emma Walsh & Rhys Pritchard", tags=["topic"]))  # fmt: skip
        add(story("a591", "/news/a591-closed-dunmail-raise-flooding-4829340", "A591 closed at Dunmail Raise because of flooding",
                  "2026-12-02", "2026-12-02T07:15:00+00:00", "Tuesday 2 December 2026 7:15 am", [], [
                      "The A591 between Grasmere and Thirlmere is closed in both directions at Dunmail Raise because of flooding, and drivers are asked to avoid the area until further notice.",
                  ], "one-paragraph-brief-no-byline", section="News", byline="", tags=["topic"]))  # fmt: skip
        add(story("rescue", "/news/qa-langdale-mountain-rescue-team-leader-4829205", "‘People come up in trainers and shorts in December’ – Q&A with Langdale's rescue team leader",
                  "2026-12-01", "2026-12-01T16:00:00+00:00", "Monday 1 December 2026 4:00 pm", ["Rhys Pritchard"], [
                      "Langdale Ambleside Mountain Rescue Team has had 131 call-outs so far this year, its busiest ever. We spoke to team leader Jo Whitfield, who has been a volunteer for 22 years.",
                      "Q: Why are the numbers going up? || More people are coming, and many of them are new to the hills. After the pandemic a lot of people discovered walking, which is great, but they learn from social media, not from an older walker.",
                      "Q: What is the most common call? || Lost or benighted. People start at 2pm in December and it is dark at four. Then ankle injuries, which can happen to anyone.",
                      "Q: What would you say to visitors this winter? || Take a map and a torch, check the forecast from the fell top, not the valley, and be happy to turn back. The fell will be there next weekend.",
                      "Q: How can people help the team? || We are a charity and every team member is a volunteer. Our Christmas collection is at the Co-op in Ambleside on 13 and 14 December.",
                  ], "qa-interviewer-is-author", section="News", byline="Rhys Pritchard", tags=["topic"]))  # fmt: skip
        add(story("court", "/news/windermere-man-jailed-boat-thefts-4829188", "Windermere man jailed for outboard motor thefts",
                  "2026-12-01", "2026-12-01T13:05:00+00:00", "Monday 1 December 2026 1:05 pm", [], [
                      "A 41-year-old Windermere man has been jailed for two years and four months after admitting stealing eleven outboard motors from boats moored at Bowness and Waterhead between May and August, Carlisle Crown Court heard.",
                      "Judge Alan Bray said the thefts had caused “misery and expense” to boat owners and the lake's businesses.",
                      "SIGN: Lakeland Press Agency",
                  ], "two-sentence-agency-brief-no-author", section="News", byline=""))  # fmt: skip
        add(story("planning", "/news/plans-for-120-homes-in-burneside-approved-4829290", "Plans for 120 homes in Burneside approved despite traffic fears",
                  "2026-12-02", "2026-12-02T11:30:00+00:00", "Tuesday 2 December 2026 11:30 am", ["Holly Birkett"], [
                      "Plans to build 120 homes on farmland on the edge of Burneside have been approved, despite more than 200 objections from residents worried about traffic on the narrow road into Kendal.",
                      "Westmorland and Furness Council's planning committee voted seven to four in favour of the scheme by Hadwin Homes on Monday.",
                      "Thirty-six of the homes will be affordable, and the developer will pay £480,000 towards a new footpath and cycle route to Kendal and £310,000 for school places.",
                      "Burneside parish councillor Anne Thwaite told the meeting: “The road is already dangerous. We are not against houses, we are against houses without a plan for the road.”",
                      "Planning officer Daniel Marsh said Cumbria's highways team had not objected and the scheme met the local plan.",
                      "SIGN: Holly Birkett is a Local Democracy Reporter. The Local Democracy Reporting Service is funded by the BBC and used by other news organisations.",
                  ], "ldrs-named-reporter-is-author", section="News", byline="Holly Birkett, Local Democracy Reporting Service"))  # fmt: skip
        add(story("cobbler", "/news/tributes-paid-to-kendal-cobbler-derek-holme-4829150", "Tributes paid to Kendal cobbler who mended shoes for 60 years",
                  "2026-11-30", "2026-11-30T18:20:00+00:00", "Sunday 30 November 2026 6:20 pm", ["Emma Walsh"], [
                      "Tributes have been paid to Derek Holme, who mended the boots of fell walkers, farmers and schoolchildren from his tiny shop in Kendal's Yard 36 for six decades.",
                      "Mr Holme died at Westmorland General Hospital on Thursday, aged 84, his family said.",
                      "He took over the shop from his father in 1966 and closed it only last year. Customers posted boots to him from as far as Canada, and he refused to retire while “there's still leather in the world”, his daughter Karen said.",
                      "“He fixed my school shoes in 1975 and my walking boots last spring,” wrote one former customer on the Courier's Facebook page. Another called him “the last of the real Kendal tradesmen”.",
                      "A funeral will be held at Kendal Parish Church on 12 December.",
                  ], "tributes-news-story", section="News", byline="Emma Walsh"))  # fmt: skip
        add(story("weekend", "/news/things-to-do-south-lakeland-this-weekend-4829260", "Seven things to do in South Lakeland this weekend",
                  "2026-12-04", "2026-12-04T06:00:00+00:00", "Thursday 4 December 2026 6:00 am", ["Callum Reid"], [
                      "From a lantern parade to a Victorian Christmas market, here is our pick of what is on.",
                      "## Kendal Christmas lantern parade",
                      "Saturday at 5pm from the Town Hall. Hundreds of handmade lanterns wind through the town centre to the river. Free.",
                      "## Victorian market, Ulverston",
                      "Sunday 10am to 4pm. Stalls, mulled wine and a brass band on the cobbles.",
                      "## Carols at Holker Hall",
                      "Saturday at 3pm in the Long Gallery. Tickets £12, children free.",
                      "## Windermere lake cruise with Santa",
                      "Both days from Bowness pier, hourly from 11am. Book ahead, it sells out.",
                      "## Brewery Arts Centre",
                      "The panto Jack and the Beanstalk opens on Friday and runs until 4 January.",
                      "## Levens Hall fairy lights",
                      "The topiary garden is lit every evening from 4pm to 8pm this month.",
                      "## Sedbergh book fair",
                      "More than 30 second-hand dealers at the Sedbergh People's Hall, Saturday only.",
                  ], "listicle-with-subheads", section="What's On", byline="Callum Reid"))  # fmt: skip
        add(story("lanterns", "/news/in-pictures-flood-water-at-sedgwick-4829322", "In pictures: Flood water spills over the Kent at Sedgwick",
                  "2026-12-02", None, "Tuesday 2 December 2026 12:10 pm", ["Tom Ashworth"], [
                      "FIG: Flooded fields at Sedgwick | The River Kent burst its banks at Sedgwick on Tuesday morning, turning the fields into a lake. Picture: Tom Ashworth",
                      "The river spilled into fields near Sedgwick on Tuesday but the village itself stayed dry.",
                      "FIG: A tractor in floodwater | A farmer moves sheep to higher ground near the aqueduct. Picture: Tom Ashworth",
                  ], "photo-story-one-sentence-photographer-author-epoch-only", section="News", byline="Photos: Tom Ashworth", epoch="2026-12-02T12:10:00+00:00", plain_head=True))  # fmt: skip

    # --- templates
    def head(self, doc: Doc) -> str:
        url = esc(self.url(doc.key))
        out = [f'<link rel="canonical" href="{url}">', f'<meta property="og:url" content="{url}">', f'<meta property="og:title" content="{esc(doc.title)}">',
               '<meta property="og:site_name" content="The Lakeland Courier">', '<meta name="brightspot.contentId" content="00000194-0c41-d2b1-a5ff">']  # fmt: skip
        if (doc.is_article and not doc.extra.get("plain_head")) or doc.kind == "sponsored":
            out.append('<meta property="og:type" content="article">')
        else:
            out.append('<meta property="og:type" content="website">')
        if doc.is_article and doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            ld = {"@context": "http://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso, "dateModified": doc.iso,
                  "author": [{"@type": "Person", "name": a} for a in doc.authors] or {"@type": "Organization", "name": self.name},
                  "publisher": {"@type": "Organization", "name": self.name}}  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="Page-navigation-item">{self.a(k, label, "chrome:nav")}</li>'
            for k, label in (
                ("news", "News"),
                ("topic", "Flooding"),
                ("partners", "Partner content"),
                ("team", "Our team"),
            )
        )
        foot = "".join(
            f"<li>{self.a(k, label, 'chrome:footer')}</li>"
            for k, label in (
                ("team", "Meet the team"),
                ("corrections", "Corrections and clarifications"),
                ("partners", "Partner content"),
                ("search", "Search"),
                ("news2", "Older news"),
                ("author", "Emma Walsh"),
            )
        )
        return f"""<!DOCTYPE html>
<html class="Page" lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} | The Lakeland Courier</title>
{self.head(doc)}
<link rel="stylesheet" href="https://www.lakelandcourier.test/resource/00000180-ab12/styleguide/All.min.css">
<style>/*PAD*/</style>
</head>
<body class="Page-body" data-content-type="{doc.kind}">
<bsp-header class="Page-header">
<div class="Page-header-bar">{self.a("home", "The Lakeland Courier", "chrome:header", 'class="Page-header-logo"')}
<a class="Page-header-subscribe" href="https://www.lakelandcourier.test/subscribe">Subscribe</a> <a href="https://www.lakelandcourier.test/login">Sign in</a></div>
<nav class="Page-navigation"><ul>{nav}<li class="Page-navigation-item"><a href="https://www.lakelandcourier.test/sport">Sport</a></li><li class="Page-navigation-item"><a href="https://www.lakelandcourier.test/announcements">Announcements</a></li></ul></nav>
</bsp-header>
<main class="Page-main">
{main}
</main>
<footer class="Page-footer"><ul class="Page-footer-links">{foot}<li><a href="https://www.lakelandcourier.test/rss">RSS</a></li><li><a href="https://www.lakelandcourier.test/privacy-notice">Privacy notice</a></li></ul>
<p class="Page-footer-disclaimer">© 2026 Lakeland Courier Ltd, Stricklandgate, Kendal LA9 4ND. Regulated by IPSO.</p></footer>
<script src="https://www.lakelandcourier.test/resource/00000180-ab12/styleguide/All.min.js" async></script>
</body>
</html>
"""

    def promo(self, k: str) -> str:
        d = self.docs[k]
        return (f'<div class="PagePromo"><div class="PagePromo-media"><img src="https://www.lakelandcourier.test/dims4/default/{k}/crop/800x450" alt=""></div>'
                f'<div class="PagePromo-content"><div class="PagePromo-title">{self.a(k, d.title, "content", LINK)}</div>'
                f'<div class="PagePromo-description">{esc(self.lede(d))}</div><div class="PagePromo-date">{esc(d.stamp)}</div></div></div>')  # fmt: skip

    def story_main(self, doc: Doc) -> str:
        if doc.kind == "sponsored":
            return f"""<div class="ArticlePage-sponsored"><div class="SponsoredBanner">In partnership with {esc(doc.extra["sponsor"])}</div>
<div class="ArticlePage-breadcrumbs">{self.a("partners", "Partner content", "chrome:breadcrumb")}</div>
<h1 class="ArticlePage-headline">{esc(doc.title)}</h1>
<div class="ArticlePage-byline">Sponsored by {esc(doc.extra["sponsor"])}</div>
<div class="ArticlePage-articleBody"><div class="RichTextArticleBody">{self.blocks(doc)}</div></div>
<p class="SponsoredBanner-disclaimer">This content was paid for by {esc(doc.extra["sponsor"])} and produced by the Lakeland Courier commercial team.</p></div>"""
        by = ""
        if doc.byline:
            parts = doc.byline
            html = esc(parts)
            if "Emma Walsh" in parts:
                html = html.replace("Emma Walsh", self.a("author", "Emma Walsh", "byline"))
            by = f'<div class="ArticlePage-authorInfo"><div class="ArticlePage-authorName">{html}</div></div>'
        epoch = doc.extra.get("epoch") or doc.iso
        tags = "".join(f"<li>{self.a(k, self.docs[k].title, 'tags')}</li>" for k in doc.extra.get("tags", []))
        rel = "".join(f"<li>{self.promo(k)}</li>" for k in ("storm", "rescue", "planning") if k != doc.key)
        return f"""<div class="ArticlePage-mainContent">
<div class="ArticlePage-breadcrumbs">{self.a("news", doc.section if doc.section == "News" else "News", "chrome:breadcrumb")}</div>
<h1 class="ArticlePage-headline">{esc(doc.title)}</h1>
{by}
<div class="ArticlePage-datePublished"><bsp-timestamp data-timestamp="{ms(epoch)}">{esc(doc.stamp)}</bsp-timestamp></div>
<div class="ArticlePage-articleBody"><div class="RichTextArticleBody RichTextBody">
{self.blocks(doc)}
</div></div>
<ul class="ArticlePage-tags">{tags}</ul>
<div class="ArticlePage-newsletter"><h3>Get the Courier Daily</h3><p>Sign up for our free newsletter for the day's top stories from South Lakeland.</p><a href="https://www.lakelandcourier.test/newsletters">Sign up</a></div>
</div>
<aside class="ArticlePage-aside"><h3>More from the Courier</h3><ul>{rel}</ul></aside>"""

    def listing_main(self, doc: Doc) -> str:
        promos = "\n".join(self.promo(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="Pagination">{self.a(doc.extra["more"], "Load more", "content", NEXT)}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="Pagination">{self.a(doc.extra["prev"], "Previous", "content", PREV)}</div>'
        intro = ""
        if doc.extra.get("bio"):
            intro = f'<div class="AuthorPage-bio"><img src="https://www.lakelandcourier.test/dims4/default/emma-walsh.jpg" alt="Emma Walsh"><p>{esc(doc.extra["bio"])}</p><a href="https://x.example.test/emmawalsh_lc">@emmawalsh_lc</a></div>'
        if doc.extra.get("intro"):
            intro = f'<p class="SectionPage-description">{esc(doc.extra["intro"])}</p>'
        if doc.kind == "search":
            intro = '<form class="SearchResultsModule-form" action="https://www.lakelandcourier.test/search"><input name="q" value="flood"><button>Search</button></form><div class="SearchResultsModule-count">3 results</div>'
        return f"""<div class="SectionPage">
<h1 class="SectionPage-title">{esc(doc.title)}</h1>
{intro}
<div class="List">{promos}</div>
{pager}
</div>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="GenericPage">
<h1 class="GenericPage-headline">{esc(doc.title)}</h1>
<div class="RichTextBody">
{self.blocks(doc)}
</div>
</div>"""
