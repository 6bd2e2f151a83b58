# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Ibadan Pulse: a Nigerian news blog on Blogger with a custom domain (`/2026/12/<slug>.html`, `post-title
entry-title`, `post-body entry-content`, `/search/label/Politics`, the `/2026/12/` archive, `/search?q=`, the
`updated-max` older-posts page, `/p/<page>.html` static pages, `BlogArchive` / `PopularPosts` / `Label` widgets),
English (Nigeria), UTF-8. Every post's footer says "Posted by Admin" (the blog account, not an author); the real
writer, when there is one, is a "By …" line at the top of the post body. A post with an embedded tweet and an
Instagram embed, a post marked "Sponsored", Blogger's `abbr.published` timestamps (+01:00) and date headers."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NEWER = "class='blog-pager-newer-link'"
OLDER = "class='blog-pager-older-link'"
HOMEL = "class='home-link'"
TWEET = """<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">Just left the Bodija market. Traders counted their losses all night. We are asking government to come and see for themselves 🙏🏾 <a href="https://t.test/x8K2">pic.x.com/x8K2</a></p>&mdash; Alhaja Kudirat Salami (@IyalojaBodija) <a href="https://x.test/IyalojaBodija/status/1865">December 3, 2026</a></blockquote>
<script async src="https://platform.x.test/widgets.js" charset="utf-8"></script>"""
INSTA = """<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.test/p/DCx91/" data-instgrm-version="14" style="background:#FFF; border:0; margin: 1px; max-width:540px;"><div style="padding:16px;"><a href="https://www.instagram.test/p/DCx91/" target="_blank">View this post on Instagram</a><p>Fire fighters still on ground at Bodija this morning. Stay safe Ibadan ❤️ #Bodija #Ibadan</p><p>A post shared by Oyo State Fire Service (@oyofireservice)</p></div></blockquote>
<script async src="//www.instagram.test/embed.js"></script>"""


class Ibadan(Base):
    origin = "https://www.ibadanpulse.test"
    name = "Ibadan Pulse"
    prefix = "ip"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ip",
            [
                ".post-outer",
                ".post-title",
                ".post-body",
                ".post-footer",
                ".sidebar .widget",
                ".PopularPosts",
                ".blog-pager",
                "#footer-wrapper",
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
                "Ibadan Pulse",
                "blogger-home",
                list=["market", "sponsored", "guber", "flood", "nysc", "amala", "qa"],
                more="older",
            )
        )
        add(
            page(
                "older",
                "/search?updated-max=2026-12-01T09:30:00%2B01:00&max-results=7",
                "section",
                "Ibadan Pulse",
                "blogger-older-posts",
                list=["exam", "column"],
                more=None,
            )
        )
        add(
            page(
                "politics",
                "/search/label/Politics",
                "section",
                "Politics",
                "blogger-label",
                list=["guber", "nysc", "column"],
                more=None,
            )
        )
        add(
            page(
                "ent",
                "/search/label/Entertainment",
                "tag",
                "Entertainment",
                "blogger-label",
                list=["amala", "qa"],
                more=None,
            )
        )
        add(
            page(
                "archive",
                "/2026/12/",
                "section",
                "Ibadan Pulse",
                "blogger-archive",
                list=["market", "sponsored", "guber", "flood", "nysc", "amala", "qa"],
                more=None,
            )
        )
        add(
            page(
                "search", "/search?q=Bodija", "search", "Bodija", "blogger-search", list=["market", "flood"], more=None
            )
        )
        add(
            page(
                "about",
                "/p/about-us.html",
                "about",
                "About Us",
                "blogger-static-page",
                [
                    "Ibadan Pulse is an independent news blog founded in 2019 by a group of journalists in Ibadan, Oyo State. We report on politics, business, education and entertainment in the Southwest.",
                    "Our reporters are based in Ibadan, Ogbomoso, Oyo and Abeokuta. Stories marked Sponsored are paid content and are not written by our newsroom.",
                    "For news tips, call or WhatsApp 0803 555 0142 or write to news@ibadanpulse.test.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/p/privacy-policy.html",
                "policy",
                "Privacy Policy",
                "blogger-static-page",
                [
                    "Last updated: October 21, 2026",
                    "This blog is hosted on Blogger, a Google service. Google and its partners may use cookies to serve ads based on your visits to this and other websites.",
                    "We do not collect personal information except the name and email you give when you comment or write to us.",
                    "You can opt out of personalised advertising by visiting the Ads Settings page of your Google account.",
                ],
            )
        )
        add(
            page(
                "advertise",
                "/p/advertise-with-us.html",
                "about",
                "Advertise With Us",
                "blogger-static-page",
                [
                    "Reach over 300,000 readers in the Southwest every month.",
                    "- Banner adverts (728x90, 300x250): from N25,000 a week.",
                    "- Sponsored posts: N60,000 per post, clearly marked as Sponsored.",
                    "- Event coverage: contact us for rates.",
                    "Send an email to ads@ibadanpulse.test with your brief.",
                ],
            )
        )
        add(
            story(
                "market",
                "/2026/12/fire-guts-over-200-shops-at-bodija-market.html",
                "Fire Guts Over 200 Shops At Bodija Market",
                "2026-12-03",
                "2026-12-03T08:40:00+01:00",
                "Thursday, December 03, 2026",
                ["Kunle Adeyemi"],
                [
                    "More than 200 shops were destroyed on Wednesday night when fire swept through the foodstuff section of the Bodija market in Ibadan, the Oyo State capital.",
                    "The fire started at about 10:30pm near the yam sellers' line and spread quickly because of the wind, traders said. Fire fighters from the state fire service and the University of Ibadan fire station fought the blaze until 3am.",
                    "RAW:" + TWEET,
                    "The Iyaloja of Bodija market, Alhaja Kudirat Salami, said traders lost goods worth hundreds of millions of naira, mostly beans, garri, palm oil and pepper bought ahead of the Christmas season.",
                    '"Many of these women took loans from cooperative. Where will they start from?" she asked.',
                    "RAW:" + INSTA,
                    "The Director of the Oyo State Fire Service, Mr Moshood Adewale, said no life was lost and that the cause of the fire would be investigated. He urged traders not to leave generators and cooking stoves on after closing hours.",
                    "Governor's aide on markets, Mrs Bisola Ajani, visited the market on Thursday morning and promised that the government would support the affected traders.",
                ],
                "embeds-tweet-instagram",
                labels=["News", "Ibadan"],
            )
        )
        add(
            story(
                "sponsored",
                "/2026/12/sponsored-lagos-ibadan-developers-unveil-new-estate-at-akobo.html",
                "Sponsored: Developers Unveil New Estate At Akobo With Flexible Payment Plan",
                "2026-12-02",
                "2026-12-02T16:00:00+01:00",
                "Wednesday, December 02, 2026",
                [],
                [
                    "Greenfield Homes Limited has unveiled a new estate of 120 units at Akobo, Ibadan, with a payment plan that allows buyers to pay over 36 months.",
                    "The estate, Greenfield Court, will have two- and three-bedroom terrace houses, a borehole in every street, solar street lights and a perimeter fence with a gatehouse.",
                    "The managing director, Mr Femi Oyelaran, said at the launch on Saturday that prices start from N18.5 million and that the first 40 buyers will get a 10 per cent discount.",
                    "Interested buyers can inspect the site every Saturday from 10am. For enquiries call 0809 555 7710.",
                ],
                "sponsored-post",
                labels=["Sponsored", "Business"],
            )
        )
        add(
            story(
                "guber",
                "/2026/12/2027-apc-opens-sale-of-governorship-forms-in-oyo.html",
                "2027: APC Opens Sale Of Governorship Forms In Oyo",
                "2026-12-02",
                "2026-12-02T10:15:00+01:00",
                "Wednesday, December 02, 2026",
                ["Tolulope Ogunleye"],
                [
                    "The All Progressives Congress (APC) in Oyo State has opened the sale of nomination forms for aspirants who want to contest the 2027 governorship election.",
                    "The state chairman of the party, Chief Olayinka Afolabi, told journalists at the party secretariat in Oke-Ado that the forms cost N30 million for the governorship and N5 million for the House of Assembly.",
                    "He said female aspirants and persons living with disabilities would pay half of the price.",
                    "At least four aspirants have shown interest, including a former commissioner and a serving senator.",
                    "The primaries will hold in May 2027.",
                ],
                "plain",
                labels=["Politics"],
            )
        )
        add(
            story(
                "flood",
                "/2026/12/residents-of-apete-protest-over-collapsed-bridge.html",
                "Residents Of Apete Protest Over Collapsed Bridge",
                "2026-12-01",
                "2026-12-01T18:20:00+01:00",
                "Tuesday, December 01, 2026",
                [],
                [
                    "Residents of Apete and Awotan communities in Ido local government area on Tuesday blocked the Apete-Ijokodo road to protest the state of a bridge that collapsed during the rains in September.",
                    "The protesters, mostly students of The Polytechnic, Ibadan and traders, carried placards and sang solidarity songs.",
                    "A community leader, Pa Joseph Akinola, said commuters now pay N500 to cross a wooden footbridge built by youths.",
                    "The Commissioner for Works said the contract for a new bridge had been awarded and work would begin in January.",
                ],
                "no-author-admin-only",
                labels=["News", "Ibadan"],
            )
        )
        add(
            story(
                "nysc",
                "/2026/12/nysc-batch-c-corps-members-sworn-in-at-iseyin-camp.html",
                "NYSC: 2,314 Batch C Corps Members Sworn In At Iseyin Camp",
                "2026-12-01",
                "2026-12-01T00:50:00+01:00",
                "Tuesday, December 01, 2026",
                ["Aisha Bello"],
                [
                    "A total of 2,314 Batch C corps members were sworn in on Tuesday at the NYSC orientation camp in Iseyin, Oyo State.",
                    "The Chief Judge of the state, represented by Justice Adebayo Oyewole, administered the oath of allegiance.",
                    "The state coordinator, Mrs Grace Oluwaseun, warned the corps members to avoid night journeys and unauthorised travel during the three-week orientation.",
                    "She said the camp clinic had been stocked with drugs and that two ambulances would be on standby.",
                ],
                "just-after-local-midnight",
                labels=["Politics", "Education"],
            )
        )
        add(
            story(
                "amala",
                "/2026/12/ibadan-amala-festival-returns-for-third-edition.html",
                "Ibadan Amala Festival Returns For Third Edition",
                "2026-12-01",
                "2026-12-01T09:30:00+01:00",
                "Tuesday, December 01, 2026",
                ["Kunle Adeyemi"],
                [
                    "The Ibadan Amala Festival will return for its third edition on December 19 at the Liberty Stadium, the organisers have announced.",
                    "Over 60 food vendors are expected, with a cooking competition, music from local fuji artistes and a children's corner.",
                    "Tickets cost N3,000 at the gate and N2,500 online. The organisers said part of the money would go to the Bodija market traders affected by last week's fire.",
                ],
                "plain-short",
                labels=["Entertainment"],
            )
        )
        add(
            story(
                "qa",
                "/2026/12/interview-fuji-is-not-dying-says-wasiu-alabere.html",
                "Interview: 'Fuji Is Not Dying', Says Wasiu Alabere",
                "2026-11-30",
                "2026-11-30T14:00:00+01:00",
                "Monday, November 30, 2026",
                ["Aisha Bello"],
                [
                    "Fuji singer Wasiu Alabere, who will headline the Amala Festival, spoke with Aisha Bello about his new album and the future of fuji music.",
                    "Q: People say young Nigerians prefer Afrobeats. Is fuji dying? || Fuji is not dying. Go to any party in Ibadan on Saturday and see. The young ones are mixing it with Afrobeats, that is how music grows.",
                    "Q: What is new on your album? || I worked with two producers from Lagos. There is a song with a talking drum and a saxophone together, people will like it.",
                    "Q: Any message for your fans? || They should come to Liberty Stadium on the 19th. We will play till morning.",
                ],
                "qa-interview",
                labels=["Entertainment"],
            )
        )
        add(
            story(
                "exam",
                "/2026/11/ui-releases-post-utme-screening-date.html",
                "UI Releases Post-UTME Screening Date",
                "2026-11-28",
                "2026-11-28T11:00:00+01:00",
                "Saturday, November 28, 2026",
                ["Tolulope Ogunleye"],
                [
                    "The University of Ibadan has fixed the post-UTME screening for the 2026/2027 admission for December 14 to 18.",
                    "Candidates who scored 200 and above in the UTME and chose UI as first choice are eligible. The screening fee is N2,000.",
                    "The registrar said candidates should print their screening slips from the university portal and come with their UTME result slip.",
                ],
                "linked-from-older-page",
                labels=["Education"],
            )
        )
        add(
            story(
                "column",
                "/2026/11/opinion-ibadan-needs-a-bus-terminal-not-another-flyover.html",
                "Opinion: Ibadan Needs A Bus Terminal, Not Another Flyover",
                "2026-11-27",
                "2026-11-27T08:00:00+01:00",
                "Friday, November 27, 2026",
                ["Dr. Adewale Ojo"],
                [
                    "Anyone who has tried to enter a bus at Iwo Road in the evening knows that Ibadan's transport problem is not the roads. It is the absence of organised terminals.",
                    "Buses stop anywhere, passengers stand on the expressway, and traffic builds from Iwo Road to Gate. Another flyover will not change this.",
                    "A terminal with loading bays, shelter and toilets at Iwo Road and another at Challenge would do more for traffic than any bridge, at a fraction of the cost.",
                ],
                "opinion-signed-at-end",
                labels=["Politics", "Opinion"],
                sign="Dr. Adewale Ojo is a lecturer in urban and regional planning at the Polytechnic, Ibadan.",
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        meta = ""
        if doc.is_article:
            meta = f'<meta content="{self.url(doc.key)}" property="og:url">\n<meta content="{esc(doc.title)}" property="og:title">\n<meta content="{esc(self.lede(doc))}" property="og:description">'
        labels = (
            "\n".join(
                f'<li>{a(k, t, "sidebar")} <span dir="ltr">({n})</span></li>'
                for k, t, n in [("politics", "Politics", 214), ("ent", "Entertainment", 133)]
            )
            + '\n<li><a dir="ltr" href="https://www.ibadanpulse.test/search/label/News">News</a> <span dir="ltr">(512)</span></li>'
        )
        popular = "\n".join(
            f'<li><div class="item-title">{a(k, self.docs[k].title, "sidebar")}</div></li>'
            for k in ("market", "guber", "amala")
        )
        return f"""<!DOCTYPE html>
<html class='v2' dir='ltr' lang='en' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>
<head>
<meta content='width=1100' name='viewport'>
<meta content='text/html; charset=UTF-8' http-equiv='Content-Type'>
<meta content='blogger' name='generator'>
<link href='https://www.ibadanpulse.test/favicon.ico' rel='icon' type='image/x-icon'>
<link href='{self.url(doc.key)}' rel='canonical'>
<link rel="alternate" type="application/atom+xml" title="Ibadan Pulse - Atom" href="https://www.ibadanpulse.test/feeds/posts/default">
<link rel="service.post" type="application/atom+xml" title="Ibadan Pulse - Atom" href="https://www.blogger.test/feeds/7741203/posts/default">
{meta}
<title>{esc(doc.title)}{"" if doc.key == "home" else " ~ Ibadan Pulse"}</title>
<style id='page-skin-1' type='text/css'><!--
/*PAD*/
--></style>
<script type="text/javascript">(function() {{ var b = window, f = "chrome", g = "tick"; b._gaq = b._gaq || []; }})();</script>
</head>
<body class='loading variant-simplysimple'>
<div class='navbar section' id='navbar' name='Navbar'><div class='widget Navbar' data-version='1' id='Navbar1'><iframe src="https://www.blogger.test/navbar.g?targetBlogID=7741203" height="30px" width="100%" frameborder="0" title="Blogger navigation"></iframe></div></div>
<div class='content'><div class='content-outer'><div class='main-inner'>
<header><div class='header section' id='header'><div class='widget Header' data-version='1' id='Header1'><div id='header-inner'><div class='titlewrapper'><h1 class='title'>{a("home", "Ibadan Pulse", "header")}</h1></div><div class='descriptionwrapper'><p class='description'><span>Latest News From Ibadan And The Southwest</span></p></div></div></div></div></header>
<div class='tabs-outer'><div class='widget PageList' id='PageList1'><ul>
<li>{a("home", "Home", "nav")}</li><li>{a("politics", "Politics", "nav")}</li><li>{a("ent", "Entertainment", "nav")}</li><li>{a("about", "About Us", "nav")}</li><li>{a("advertise", "Advertise", "nav")}</li></ul></div></div>
<div class='columns fauxcolumns'>
<div class='column-center-outer'><div class='main section' id='main'><div class='widget Blog' data-version='1' id='Blog1'>
<div class='blog-posts hfeed'>
{main}
</div>
</div></div></div>
<div class='column-right-outer'><aside class='sidebar section' id='sidebar-right-1'>
<div class='widget HTML' id='HTML2'><div class='widget-content'><a href="https://ads.ibadanpulse.test/click?id=44"><img src="https://blogger.googleusercontent.test/img/b/R29vZ2xl/ad-300x250.gif" alt="Advert"></a></div></div>
<div class='widget PopularPosts' id='PopularPosts1'><h2>Popular Posts</h2><div class='widget-content popular-posts'><ul>{popular}</ul></div></div>
<div class='widget Label' id='Label1'><h2>Labels</h2><div class='widget-content list-label-widget-content'><ul>{labels}</ul></div></div>
<div class='widget BlogArchive' id='BlogArchive1'><h2>Blog Archive</h2><div class='widget-content'><ul class='hierarchy'><li class='archivedate expanded'>{a("archive", "December", "sidebar", "class='post-count-link'")} <span class='post-count' dir='ltr'>(7)</span></li><li class='archivedate collapsed'><a class='post-count-link' href='https://www.ibadanpulse.test/2026/11/'>November</a> <span class='post-count' dir='ltr'>(41)</span></li></ul></div></div>
<div class='widget BlogSearch' id='BlogSearch1'><h2 class='title'>Search This Blog</h2><form action='https://www.ibadanpulse.test/search'><input name='q' type='text'><input type='submit' value='Search'></form> {a("search", "Bodija fire updates", "sidebar")}</div>
</aside></div>
</div>
<footer><div class='footer-outer'><div class='widget Attribution' id='Attribution1'><div class='widget-content'>Copyright © 2026 Ibadan Pulse. {a("privacy", "Privacy Policy", "footer")} | {a("about", "Contact", "footer")}. Powered by <a href='https://www.blogger.test' target='_blank'>Blogger</a>.</div></div></div></footer>
</div></div></div>
<script type="text/javascript" src="https://www.blogger.test/static/v1/widgets/2871034112-widgets.js"></script>
<script type='text/javascript'>window['__wavt'] = 'AOuZoY5'; _WidgetManager._Init('//www.blogger.test/rearrange?blogID\\x3d7741203', '//www.ibadanpulse.test/', '7741203'); _WidgetManager._RegisterWidget('_BlogView', new _WidgetInfo('Blog1', 'main', document.getElementById('Blog1'), {{}}, 'displayModeFull'));</script>
</body>
</html>"""

    def post(self, key: str, full: bool) -> str:
        d = self.docs[key]
        a = self.a
        lab = {"Politics": "politics", "Entertainment": "ent"}
        labels = ", ".join(
            a(lab[x], x, "tags", "rel='tag'")
            if x in lab
            else f"<a href='https://www.ibadanpulse.test/search/label/{x}' rel='tag'>{x}</a>"
            for x in d.extra["labels"]
        )
        t = d.iso or ""
        hm = t[11:16]
        if full:
            body = ""
            if d.authors:
                body = f"<b>By {esc(d.authors[0])}</b><br>\n" if "sign" not in d.extra else ""
            body += self.blocks(d, p_tag="<div>", p_end="</div><div><br></div>")
            if "sign" in d.extra:
                body += f"<div><i>{esc(d.extra['sign'])}</i></div>"
            if key == "sponsored":
                body = (
                    '<div style="text-align:center"><span style="color:#999999;font-size:x-small">SPONSORED</span></div>\n'
                    + body
                )
            title = f"<h3 class='post-title entry-title' itemprop='name'>{esc(d.title)}</h3>"
        else:
            body = f"<div>{esc(self.lede(d))}</div><div class='jump-link'>{a(key, 'Read more »', 'content')}</div>"
            title = f"<h3 class='post-title entry-title' itemprop='name'>{a(key, d.title, 'content')}</h3>"
        comments = ""
        if full:
            comments = "<div class='comments' id='comments'><h4>2 comments:</h4><div class='comments-content'><div class='comment-thread'><ol><li class='comment'><div class='comment-block'><div class='comment-header'><cite class='user'>Anonymous</cite><span class='datetime secondary-text'>December 4, 2026 at 7:12 AM</span></div><p class='comment-content'>God will see us through. Government should act fast.</p></div></li><li class='comment'><div class='comment-block'><div class='comment-header'><cite class='user'>Bayo O.</cite><span class='datetime secondary-text'>December 4, 2026 at 9:40 AM</span></div><p class='comment-content'>Good reporting as always. Keep it up.</p></div></li></ol></div></div><p class='comment-footer'><a href='https://www.blogger.test/comment/fullpage/post/7741203/1'>Post a Comment</a></p></div>"
        return f"""<div class='date-outer'><h2 class='date-header'><span>{esc(d.stamp)}</span></h2><div class='date-posts'>
<div class='post-outer'><div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>
<meta content='https://blogger.googleusercontent.test/img/b/R29vZ2xl/{key}.jpg' itemprop='image_url'>
<meta content='7741203' itemprop='blogId'>
<a name='{5219903 + len(key) * 37}'></a>
{title}
<div class='post-header'><div class='post-header-line-1'></div></div>
<div class='post-body entry-content' id='post-body-{len(key) * 1117}' itemprop='description articleBody'>
{body}
<div style='clear: both;'></div>
</div>
<div class='post-footer'><div class='post-footer-line post-footer-line-1'>
<span class='post-author vcard'>Posted by <span class='fn' itemprop='author' itemscope='itemscope' itemtype='http://schema.org/Person'><meta content='https://www.blogger.test/profile/0912' itemprop='url'><a class='g-profile' href='https://www.blogger.test/profile/0912' rel='author' title='author profile'><span itemprop='name'>Admin</span></a></span></span>
<span class='post-timestamp'>at <meta content='{self.url(key)}' itemprop='url'><a class='timestamp-link' href='{self.href(key)}' rel='bookmark' title='permanent link'><abbr class='published' itemprop='datePublished' title='{t}'>{hm}</abbr></a></span>
<span class='post-comment-link'></span>
<div class='post-share-buttons goog-inline-block'><a class='goog-inline-block share-button sb-email' href='https://www.blogger.test/share-post.g?blogID=7741203&amp;target=email' target='_blank' title='Email This'><span class='share-button-link-text'>Email This</span></a><a class='goog-inline-block share-button sb-facebook' href='https://www.blogger.test/share-post.g?target=facebook' target='_blank'><span class='share-button-link-text'>Share to Facebook</span></a></div>
</div><div class='post-footer-line post-footer-line-2'><span class='post-labels'>Labels: {labels}</span></div></div>
</div>
{comments}
</div></div></div>"""

    def story_main(self, doc: Doc) -> str:
        keys = list(self.docs)
        i = keys.index(doc.key)
        newer = next((k for k in reversed(keys[:i]) if self.docs[k].is_article), None)
        older = next((k for k in keys[i + 1 :] if self.docs[k].is_article), None)
        pager = "<div class='blog-pager' id='blog-pager'>"
        if newer:
            pager += f"<span id='blog-pager-newer-link'>{self.a(newer, 'Newer Post', 'pager', NEWER)}</span>"
        if older:
            pager += f"<span id='blog-pager-older-link'>{self.a(older, 'Older Post', 'pager', OLDER)}</span>"
        pager += f"{self.a('home', 'Home', 'pager', HOMEL)}</div>"
        return self.post(doc.key, True) + pager

    def listing_main(self, doc: Doc) -> str:
        top = ""
        if doc.kind in ("section", "tag") and doc.key not in ("older",):
            top = (
                f"<div class='status-msg-wrap'><div class='status-msg-body'>Showing posts with label <b>{esc(doc.title)}</b>. <a href='https://www.ibadanpulse.test/'>Show all posts</a></div></div>"
                if doc.key != "archive"
                else ""
            )
        if doc.kind == "search":
            top = f"<div class='status-msg-wrap'><div class='status-msg-body'>Showing posts matching the search for <b>{esc(doc.title)}</b></div></div>"
        posts = "\n".join(self.post(k, False) for k in doc.extra["list"])
        pager = "<div class='blog-pager' id='blog-pager'>"
        if doc.extra.get("more"):
            pager += (
                f"<span id='blog-pager-older-link'>{self.a(doc.extra['more'], 'Older Posts', 'pager', OLDER)}</span>"
            )
        if doc.key == "older":
            pager += f"<span id='blog-pager-newer-link'>{self.a('home', 'Newer Posts', 'pager', NEWER)}</span>"
        pager += "</div>"
        return top + posts + pager

    def service_main(self, doc: Doc) -> str:
        return f"<div class='post-outer'><div class='post hentry'><h3 class='post-title entry-title'>{esc(doc.title)}</h3><div class='post-body entry-content'>{self.blocks(doc)}</div></div></div>"
