# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Marquee: a People/E!-like US celebrity and entertainment site on **WordPress VIP** (a PMC "Larva"-like theme:
`c-title`, `c-dek`, `c-byline`, `a-content`, `pmc-paywall`, `lrv-u-…` utility classes, a `pmc_meta` object, story
URLs `/2026/celebrity/news/<slug>-1236101234/`, `/c/celebrity/page/2/`, `/t/<tag>/`, `/author/<name>/`, `/?s=`,
`/gallery/<slug>/`), English, UTF-8. Times are Eastern (EST, -05:00 in December), printed "Published on December 4,
2026 11:12AM EST". Stories are built around **Instagram and X embeds** (`wp-block-embed is-provider-instagram`,
`blockquote.instagram-media` with the caption and "A post shared by …" text, `blockquote.twitter-tweet`): the
embedded post is not body, the story's own paragraphs quoting it are. Two stories are credited only "By Marquee
Staff" (a `Person` named "Marquee Staff" in the JSON-LD): no author. The feud story's JSON-LD is in **UTC** (03:15Z
on 4 Dec = 10:15PM EST on 3 Dec); the birthday brief has **no JSON-LD** and no `article:published_time`. The
20-photo slideshow (captions only) and the TV listings grid are not articles; the streaming guide's table of
services is body."""

from __future__ import annotations

from common import Base, ld, page, story
from sitekit import Doc, css_rules, esc

LINK = 'class="c-link"'
LOGO = 'class="c-logo__link" title="Marquee"'
ARTS = ["engaged", "split", "feud", "baby", "wheretowatch", "review", "interview", "birthday"]
AUTHOR_SLUG = {
    "Jenna Morales": "jenna-morales",
    "Chris Oduya": "chris-oduya",
    "Priya Natarajan": "priya-natarajan",
    "Sam Whitaker": "sam-whitaker",
}

INSTA = {
    "maya": (
        "DcQ4mX2pLrT",
        "Maya Castellanos",
        "mayacastellanos",
        "forever starts now 💍 (i said yes before he even finished the question) 🤍 @lucabrandtcooks",
        "Dec 4, 2026 at 10:58am PST",
    ),
    "olivia": (
        "DcR1vK8nHwE",
        "Olivia Park",
        "oliviaparkreid",
        "June Eleanor 🤍 12.1.26 — our whole hearts, now outside our bodies",
        "Dec 4, 2026 at 12:40pm PST",
    ),
    "bree": (
        "DcS7tQ3mZpA",
        "Bree Lawson",
        "breelawson",
        "a note, with love. thank you for giving us privacy as we navigate this 🤍",
        "Dec 4, 2026 at 3:55pm PST",
    ),
}
TWEETS = {
    "dex1": (
        "Dex Harlow",
        "dexharlow",
        "1864471929371902337",
        "I was in the room for every one of those songs. I have the voice memos, the notebooks and the receipts. I’m not doing this again.",
        "December 3, 2026",
    ),
    "ryan": (
        "Ryan Kessler",
        "ryankesslermusic",
        "1864480217785663998",
        "Funny how the voice memos never come out. Love you too, man.",
        "December 3, 2026",
    ),
    "ethan": (
        "Ethan Cole",
        "ethancole",
        "1864592210445871203",
        "Bree and I have decided to part ways as a married couple. We remain best friends and devoted co-parents to our son. That part never changes. ❤️",
        "December 4, 2026",
    ),
}

GALLERY = [
    (
        "Maya Castellanos",
        "The Harbor Lights star glowed in a custom emerald velvet column gown by Valentina Ruiz, paired with vintage drop earrings.",
    ),
    (
        "Luca Brandt",
        "Castellanos’s date, chef Luca Brandt, kept it classic in a midnight-blue tuxedo with a satin shawl collar.",
    ),
    (
        "Nadia Okafor",
        "Fresh from her Broadway debut, Okafor chose a sculptural ivory gown with a dramatic bow at the shoulder.",
    ),
    (
        "Dex Harlow",
        "The singer traded his usual leather jacket for a double-breasted burgundy suit and patent loafers.",
    ),
    ("Olivia Park", "A glowing Park cradled her baby bump in a draped silver lamé dress by Hollis & Main."),
    ("Marcus Reid", "Reid matched his wife in a charcoal suit with a subtle metallic thread."),
    (
        "Grace Holloway",
        "The screen legend, days away from her 80th birthday, wore a cape-sleeved black gown and a diamond brooch from her own collection.",
    ),
    ("Sadie Holloway", "Holloway’s granddaughter opted for a blush-pink slip dress and a sleek low bun."),
    ("Tessa Grey", "The pop star went full disco in a mirrored mini dress and over-the-knee boots."),
    ("Danielle Ocampo", "Castellanos’s on-screen sister wore a one-shoulder cobalt gown with a thigh-high slit."),
    ("Ethan Cole", "Cole arrived solo in a black turtleneck and tailored blazer."),
    (
        "Bree Lawson",
        "Lawson stunned in a feathered champagne gown, her final red carpet appearance before announcing her split.",
    ),
    ("Jonah Pierce", "The Midnight at the Alder actor wore a forest-green velvet dinner jacket."),
    ("Keisha Daniels", "The Olympic sprinter sparkled in a gold sequined jumpsuit."),
    ("Walter Beane", "Beane, 83, charmed photographers in a classic white dinner jacket and red bow tie."),
    ("Ava Lindqvist", "The model chose a sheer black lace gown with a long train by Maison Ostra."),
    ("Ryan Kessler", "The Glass Coast guitarist wore a relaxed cream suit with an open collar."),
    ("Priscilla Adeyemi", "The talk show host wore a structured fuchsia gown with oversized sleeves."),
    ("Theo Vance", "The comedian made a statement in a crystal-embellished tuxedo jacket."),
    ("Camila Reyes", "The Latin Grammy winner closed out the night in a red ruffled gown by Atelier Solana."),
]

LISTINGS = [
    (
        "Coastline Network",
        ["Coastline Tonight", "Harbor Lights (S2, Ep. 4)", "Harbor Lights (S2, Ep. 5)", "Late Tide with Theo Vance"],
    ),
    ("KMQW 7", ["Local News at 7", "Wheel of Prizes", "Holiday Bake-Off: Finale", "Local News at 10"]),
    ("Cinema One", ["The Orchard Road (1979)", "The Orchard Road (cont.)", "Snowbound", "Snowbound (cont.)"]),
    ("Vista Entertainment", ["Red Carpet Recap", "Famous Homes", "Famous Homes", "Star Files: Grace Holloway"]),
    ("MTR Music", ["Top 20 Countdown", "Static Bloom: Live in Denver", "Unplugged: Tessa Grey", "Late Night Mix"]),
    (
        "Sports One",
        [
            "College Hoops Tonight",
            "Atlanta Foxes vs. Denver Peaks",
            "Atlanta Foxes vs. Denver Peaks (cont.)",
            "Sports One Live",
        ],
    ),
]


def insta_html(key: str) -> str:
    code, name, handle, caption, when = INSTA[key]
    url = f"https://www.instagram.com/p/{code}/?utm_source=ig_embed&amp;utm_campaign=loading"
    return (
        '<figure class="wp-block-embed is-type-rich is-provider-instagram wp-block-embed-instagram"><div class="wp-block-embed__wrapper">\n'
        f'<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="{url}" data-instgrm-version="14" style="background:#FFF;border:0;margin:1px;max-width:540px;min-width:326px;padding:0;width:calc(100% - 2px);">'
        f'<div style="padding:16px;"><a href="{url}" style="background:#FFFFFF;line-height:0;padding:0 0;text-align:center;text-decoration:none;width:100%;" target="_blank"><div style="display:flex;flex-direction:row;align-items:center;"><div style="background-color:#F4F4F4;border-radius:50%;flex-grow:0;height:40px;margin-right:14px;width:40px;"></div></div>'
        '<div style="padding:19% 0;"></div><div style="padding-top:8px;"><div style="color:#3897f0;font-family:Arial,sans-serif;font-size:14px;font-weight:550;line-height:18px;">View this post on Instagram</div></div></a>'
        f'<p style="margin:8px 0 0 0;padding:0 4px;"><a href="{url}" style="color:#000;font-family:Arial,sans-serif;font-size:14px;text-decoration:none;word-wrap:break-word;" target="_blank">{esc(caption)}</a></p>'
        f'<p style="color:#c9c8cd;font-family:Arial,sans-serif;font-size:14px;line-height:17px;margin-bottom:0;margin-top:8px;overflow:hidden;padding:8px 0 7px;text-align:center;">A post shared by <a href="https://www.instagram.com/{handle}/" target="_blank">{esc(name)}</a> (@{handle}) on <time style="font-family:Arial,sans-serif;font-size:14px;line-height:17px;">{when}</time></p></div></blockquote>\n'
        '<script async src="//www.instagram.com/embed.js"></script>\n</div></figure>'
    )


def tweet_html(key: str) -> str:
    name, handle, status, text, when = TWEETS[key]
    return (
        '<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">\n'
        f'<blockquote class="twitter-tweet" data-width="550" data-dnt="true"><p lang="en" dir="ltr">{esc(text)}</p>&mdash; {esc(name)} (@{handle}) '
        f'<a href="https://twitter.com/{handle}/status/{status}?ref_src=twsrc%5Etfw">{when}</a></blockquote>'
        '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>\n</div></figure>'
    )


class Marquee(Base):
    origin = "https://www.marqueeweekly.test"
    name = "Marquee"
    prefix = "mqw"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mqw",
            [
                ".lrv-a-wrapper",
                ".c-title",
                ".c-dek",
                ".a-content",
                ".c-byline",
                ".o-tease-list",
                ".c-gallery-vertical-slide",
                ".pmc-footer",
                ".lrv-u-flex",
                ".c-tv-grid",
            ],
            260,
        )

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Marquee",
                "vip-home-river",
                list=["engaged", "split", "feud", "baby", "wheretowatch", "review", "interview", "birthday"],
                more="celeb2",
            )
        )
        add(
            page(
                "celeb",
                "/c/celebrity/",
                "section",
                "Celebrity",
                "vip-category",
                list=["engaged", "split", "baby", "feud", "birthday"],
                more="celeb2",
            )
        )
        add(
            page(
                "celeb2",
                "/c/celebrity/page/2/",
                "section",
                "Celebrity",
                "vip-category-page2",
                list=["interview", "gallery", "review", "wheretowatch"],
                prev="celeb",
            )
        )
        add(
            page(
                "tag",
                "/t/celebrity-couples/",
                "tag",
                "Celebrity Couples",
                "vip-tag",
                list=["engaged", "split", "baby"],
            )
        )
        add(
            page(
                "author",
                "/author/jenna-morales/",
                "author",
                "Jenna Morales",
                "vip-author-archive",
                list=["engaged", "interview", "gallery"],
                bio="Jenna Morales is a senior editor at Marquee, covering celebrity news, weddings and Broadway. She joined Marquee in 2019 from a daily newspaper in Phoenix.",
            )
        )
        add(
            page(
                "search",
                "/?s=engagement",
                "search",
                "Search Results for “engagement”",
                "vip-search",
                list=["engaged", "split"],
            )
        )
        add(
            page(
                "gallery",
                "/gallery/winter-ball-2026-best-dressed/",
                "gallery",
                "The Best-Dressed Stars at the 2026 Winter Ball",
                "vertical-slideshow-20-captions",
                stamp="Published on November 30, 2026 11:45PM EST",
                byline="By Jenna Morales",
            )
        )
        add(
            page(
                "tvlistings",
                "/tv-listings/",
                "listings",
                "What’s on TV Tonight: Friday, December 4",
                "tv-grid-listings",
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About Marquee",
                "about-masthead",
                [
                    "Marquee is the destination for celebrity news, exclusive interviews, TV and film coverage, and red-carpet style. Our editors in New York and Los Angeles publish around the clock, and our stories reach more than 40 million readers every month.",
                    "## Contact",
                    "News tips: tips@marqueeweekly.test",
                    "Corrections: corrections@marqueeweekly.test",
                    "Advertising: partnerships@marqueeweekly.test",
                    "## Masthead",
                    "Editor-in-Chief: Rosalind Achebe",
                    "Executive Editor: Mark Delaney",
                    "Senior Editors: Jenna Morales, Sam Whitaker",
                    "Staff Writers: Chris Oduya, Priya Natarajan",
                    "Marquee is owned by Proscenium Media Group LLC. Stories credited to Marquee Staff are written and edited collectively by our news desk.",
                ],
            )
        )

        # ------------------------------------------------------------------ stories
        add(
            story(
                "engaged",
                "/2026/celebrity/news/maya-castellanos-engaged-luca-brandt-1236101234/",
                "Maya Castellanos Is Engaged to Chef Luca Brandt After Two Years of Dating",
                "2026-12-04",
                "2026-12-04T11:12:00-05:00",
                "Published on December 4, 2026 11:12AM EST",
                ["Jenna Morales"],
                [
                    "Maya Castellanos is going to be a bride.",
                    "The Harbor Lights star, 31, announced her engagement to chef Luca Brandt on Friday, sharing a series of photos from the couple’s proposal on a cliffside terrace in Big Sur, California. In the first image, Brandt, 34, is down on one knee while Castellanos covers her mouth with both hands; in another, she holds up her left hand to show off an oval-cut diamond on a thin gold band.",
                    "“Forever starts now,” Castellanos wrote in the caption, adding that she said yes “before he even finished the question.”",
                    "BOX: insta maya",
                    "Friends and co-stars quickly flooded the comments with congratulations. Her on-screen sister, Danielle Ocampo, wrote, “I’M SCREAMING,” while singer Tessa Grey added a row of crying-face emojis.",
                    "A source close to the couple tells Marquee that Brandt had been planning the proposal for months and enlisted Castellanos’s mother and younger brother to help. “He wanted it to be small and private, just the two of them and the ocean,” the source says. “Then both families were waiting at the restaurant afterward for a surprise dinner. Maya had no idea.”",
                    "Castellanos and Brandt were first linked in the fall of 2024, when they were photographed leaving his Los Angeles restaurant, Ember & Vine, after a late-night dinner. They have rarely spoken about the relationship since, though they made a joint appearance at [[gallery|the Winter Ball]] in New York last weekend.",
                    "In a 2025 interview, Castellanos said dating someone outside the entertainment industry had “recalibrated” her priorities. “He doesn’t care about ratings or reviews,” she said at the time. “He cares whether I ate lunch. That turns out to be the most romantic thing in the world.”",
                    "Brandt, who trained in Lyon before opening his first restaurant in Silver Lake, shared his own post on Friday afternoon, a black-and-white photo of the couple laughing on the terrace. “Best yes I’ve ever heard,” he wrote.",
                    "BOX: related split baby",
                    "The couple have not announced a wedding date. Castellanos is currently filming the fourth season of Harbor Lights in Vancouver; [[wheretowatch|season 3 started streaming Friday]].",
                ],
                "instagram-embed-story",
                section="Celebrity",
                dek="The Harbor Lights star shared the news with a carousel of photos from a candlelit proposal in Big Sur",
                tags=["Maya Castellanos", "Celebrity Couples", "Engagements"],
                image="Maya Castellanos and Luca Brandt",
                caption="Maya Castellanos and Luca Brandt at the Winter Ball in New York on Nov. 28, 2026. Photo: Arturo Holmes/Getty Images",
            )
        )
        add(
            story(
                "feud",
                "/2026/music/news/dex-harlow-ryan-kessler-songwriting-feud-1236100987/",
                "Dex Harlow Fires Back at Former Bandmate Over Songwriting Credits: ‘I Was in the Room’",
                "2026-12-03",
                "2026-12-04T03:15:00Z",
                "Published on December 3, 2026 10:15PM EST",
                ["Chris Oduya"],
                [
                    "Dex Harlow is setting the record straight.",
                    "The former frontman of the pop-rock group Static Bloom took to X on Thursday evening to respond to claims by his ex-bandmate Ryan Kessler that Harlow had taken credit for songs he did not write. Kessler, who played guitar in the band from 2014 until its breakup in 2022, said on a podcast earlier this week that the band’s biggest hit, “Paper Satellites,” was “90 percent” his work.",
                    "Harlow, 36, didn’t hold back in his reply.",
                    "BOX: tweet dex1",
                    "In a follow-up post, the singer wrote that he had “nothing but love” for Kessler but that the guitarist’s version of events was “simply not true,” adding that all five members of the band had shared songwriting credit on the album in question.",
                    "Kessler responded less than an hour later with a short post of his own, suggesting that Harlow should release the recordings if they existed.",
                    "BOX: tweet ryan",
                    "As of Thursday night, neither musician had posted again. Representatives for Harlow and Kessler did not immediately respond to Marquee’s requests for comment.",
                    "The dispute is the latest chapter in a long-simmering rift between the two musicians. Static Bloom announced an “indefinite hiatus” in March 2022, weeks after canceling the European leg of what became its final tour. At the time, the band said in a statement that the decision was mutual and that its members wanted to “focus on family and new projects.”",
                    "Harlow has since released two solo albums, the most recent of which, Low Orbit, debuted in the top 10 in October. Kessler formed a new group, Glass Coast, which has spent the fall opening for country-pop acts on tour.",
                    "In his podcast appearance, Kessler said he had “made peace” with the breakup but still felt “written out of the story.” “People think Dex wrote everything because he was the one singing it,” he said. “That’s not how bands work. That’s never how bands work.”",
                    "Fans were divided on social media, with some urging the pair to settle the matter privately and others calling for a reunion tour. “Just get in a room and play ‘Paper Satellites’ one more time,” one fan wrote.",
                ],
                "x-embed-story-utc-jsonld",
                section="Music",
                dek="The singer responded to Ryan Kessler’s claim that he wrote “90 percent” of Static Bloom’s biggest hit",
                tags=["Dex Harlow", "Static Bloom"],
                image="Dex Harlow performing",
                caption="Dex Harlow performs in Nashville in October 2026. Photo: Jason Kempin/Getty Images",
                ld="utc",
            )
        )
        add(
            story(
                "wheretowatch",
                "/2026/tv/news/where-to-watch-harbor-lights-season-3-streaming-1236100612/",
                "Where to Watch ‘Harbor Lights’ Season 3: Every Way to Stream the New Episodes",
                "2026-12-02",
                "2026-12-02T06:00:00-05:00",
                "Published on December 2, 2026 06:00AM EST",
                ["Priya Natarajan"],
                [
                    "NOTE: Marquee is editorially independent. We may receive a commission when you buy through links on our site.",
                    "The Blake sisters are back. Season 3 of Harbor Lights, the coastal family drama that became one of the most-watched streaming series of last year, premieres Friday with its first two episodes, and fans have more ways than ever to tune in.",
                    "Here’s everything you need to know about where to watch the new season, how much it costs and when new episodes drop.",
                    "## When does ‘Harbor Lights’ season 3 premiere?",
                    "The first two episodes of season 3 arrive on Friday, December 4, at 3 a.m. ET (midnight PT) on Streamly, the show’s home since its debut. The remaining eight episodes will be released weekly on Fridays, leading up to a two-part finale on January 29, 2027.",
                    "## Where can I stream ‘Harbor Lights’?",
                    "Streamly remains the only place to watch new episodes as they premiere, but the first two seasons are also available on several other services. Here’s how the options compare:",
                    "T: Service | Plan | Monthly price | Seasons available",
                    "T: Streamly | Basic with ads | $7.99 | 1–3",
                    "T: Streamly | Premium (no ads) | $15.99 | 1–3",
                    "T: Lumen+ | Standard | $11.99 | 1–2",
                    "T: CableCo On Demand | With TV package | Included | 1–2",
                    "T: Vidora Channels | Streamly add-on | $8.99 | 1–3",
                    "Streamly’s ad-supported tier is the cheapest way to watch the new season, though subscribers on that plan cannot download episodes for offline viewing. Premium subscribers can download up to 25 episodes at a time on as many as four devices.",
                    "BOX: shop",
                    "## Is there a free trial?",
                    "Streamly offers a seven-day free trial to new subscribers on its Premium plan. Customers who have subscribed in the past 12 months are not eligible. Vidora Channels occasionally discounts add-ons for the first two months, so check its website before signing up.",
                    "## Can I watch ‘Harbor Lights’ on cable?",
                    "Not the new season, at least not right away. The first two seasons air in reruns on the Coastline Network on weeknights at 8 p.m. (see [[tvlistings|tonight’s TV listings]]) and are available on demand through most cable providers. Season 3 is not expected to reach cable before next fall.",
                    "## What is season 3 about?",
                    "The new season picks up six months after the season 2 finale, with Nora Blake (Maya Castellanos) returning to Port Alder to run the family’s struggling marina after her father’s stroke. Creator Lena Marsh has promised “the biggest storm the town has ever seen,” both literally and figuratively.",
                    "Castellanos, who [[engaged|announced her engagement]] to chef Luca Brandt this week, told Marquee in the fall that this season is “the one where Nora finally has to choose who she wants to be.”",
                ],
                "streaming-guide-table",
                section="TV",
                dek="Season 3 of the hit coastal drama premieres Friday. Here’s how to watch, with or without a Streamly subscription",
                tags=["Harbor Lights", "Streaming Guide"],
                image="Harbor Lights season 3 key art",
                caption="Maya Castellanos and Danielle Ocampo in Harbor Lights season 3. Photo: Courtesy of Streamly",
                updated="Updated on December 4, 2026 03:20PM EST",
                modified="2026-12-04T15:20:00-05:00",
            )
        )
        add(
            story(
                "baby",
                "/2026/celebrity/news/olivia-park-marcus-reid-welcome-daughter-1236101190/",
                "Olivia Park and Marcus Reid Welcome First Baby, a Daughter: ‘Our Whole Hearts’",
                "2026-12-04",
                "2026-12-04T16:05:00-05:00",
                "Published on December 4, 2026 04:05PM EST",
                [],
                [
                    "Olivia Park and Marcus Reid are parents!",
                    "The couple welcomed their first child, a daughter, on Tuesday, they announced on Instagram on Friday. The baby girl, named June Eleanor Reid, was born at a hospital in Atlanta and weighed 7 lbs., 2 oz.",
                    "BOX: insta olivia",
                    "In the joint post, the new parents shared a black-and-white photo of their daughter’s hand wrapped around her father’s finger. “Our whole hearts,” they wrote.",
                    "Park, 29, a former gymnast turned sports broadcaster, and Reid, 32, a wide receiver for the Atlanta Foxes, married in a small ceremony in Savannah, Georgia, in June 2025. They announced the pregnancy in July with a video of Reid catching a football with “Baby Reid, Dec. 2026” written on it in marker.",
                    "Park has been open about her pregnancy on social media, sharing updates on her cravings (“pickles dipped in peanut butter, do not judge me”) and her decision to step back from broadcasting for the second half of the football season.",
                    "Reid told reporters in November that he would miss at least one game for the birth. “There’s nothing in the playbook for this one,” he said. “I’m just going to show up and try not to cry too much.”",
                    "The couple have said they plan to split their time between Atlanta and Park’s hometown of Columbus, Ohio, during the off-season. In a September interview with Marquee, Park said she was most looking forward to “the boring stuff.” “Bath time, bedtime, the 3 a.m. feeds,” she said. “Everybody warns you about it. I can’t wait.”",
                    "Congratulations poured in from teammates and fellow athletes, including Olympic sprinter Keisha Daniels, who commented, “Auntie duty reporting!”",
                ],
                "staff-byline-instagram",
                section="Celebrity",
                dek="The sports broadcaster and the Atlanta Foxes wide receiver married in 2025",
                tags=["Olivia Park", "Celebrity Babies", "Celebrity Couples"],
                image="Olivia Park and Marcus Reid",
                caption="Olivia Park and Marcus Reid in July 2026. Photo: Paras Griffin/Getty Images",
                staff=True,
            )
        )
        add(
            story(
                "birthday",
                "/2026/celebrity/news/grace-holloway-80th-birthday-surprise-party-1236100741/",
                "Grace Holloway Marks 80th Birthday with Surprise Party Thrown by Her Grandchildren",
                "2026-12-03",
                None,
                "Published on December 3, 2026 01:30PM EST",
                [],
                [
                    "Screen legend Grace Holloway turned 80 on Tuesday, and her grandchildren made sure she didn’t spend it quietly.",
                    "The Oscar-nominated actress was surprised with a party at her home in Santa Barbara, California, attended by about 40 friends and relatives, including her former co-star Walter Beane. Her granddaughter, actress Sadie Holloway, shared a video of the moment the lights came on, showing the star laughing and waving off the crowd with both hands.",
                    "“She hates surprises, so naturally we had to,” Sadie wrote.",
                    "Holloway, whose six-decade career includes the 1979 drama The Orchard Road, will receive a lifetime achievement award in February.",
                ],
                "staff-brief-no-jsonld",
                section="Celebrity",
                tags=["Grace Holloway"],
                image="Grace Holloway",
                caption="Grace Holloway in 2024. Photo: Amy Sussman/Getty Images",
                staff=True,
                ld="none",
            )
        )
        add(
            story(
                "review",
                "/2026/tv/reviews/midnight-at-the-alder-review-1236099856/",
                "‘Midnight at the Alder’ Review: A Slow-Burn Hotel Mystery That Earns Its Final Twist",
                "2026-12-01",
                "2026-12-01T12:00:00-05:00",
                "Published on December 1, 2026 12:00PM EST",
                ["Sam Whitaker"],
                [
                    "For its first three episodes, Midnight at the Alder seems to be in no particular hurry. A body turns up in the ice machine of a crumbling lakeside hotel in northern Michigan, a detective arrives from Grand Rapids with a bad cough and a worse attitude, and the guests, each of whom has a reason to lie, settle in to be questioned. It is the kind of setup television has done a hundred times, and for a while the show seems content to do it a hundred and first.",
                    "Then, somewhere in the middle of episode four, it becomes clear that creator Hallie Brennan has been playing a longer game.",
                    "The eight-episode limited series, which premieres Thursday on Lumen+, stars Jonah Pierce as Detective Walt Sorensen, a widower who takes the case because nobody else in his department wants to drive four hours in a snowstorm. Pierce, best known for lighter fare, is a revelation here: wry, exhausted and more observant than he lets on. He spends much of the first hour squinting at people as if trying to remember where he left his glasses, and by the time you realize he has been cataloguing every lie, the show has already laid its traps.",
                    "The ensemble is strong across the board. Ava Lindqvist brings a brittle elegance to the hotel’s owner, a former model who inherited the property from a husband she may or may not have loved. Theo Vance, cast against type, is unsettling as a traveling salesman who seems to know the building a little too well. And newcomer Rosa Imbert steals every scene she is in as the teenage night clerk who has been keeping a notebook on the guests for reasons of her own.",
                    "Brennan, who spent six years writing for procedural dramas before creating the show, clearly knows the genre’s rules, and she takes evident pleasure in bending them. Each episode opens with a short prologue set on a different night in the hotel’s history, a device that seems decorative at first and turns out to be essential. The 1962 prologue in episode five, shot in crisp black and white, is the best 10 minutes of television I have seen this year.",
                    "Director Paul Ainsley, who helmed the first four episodes, gives the hotel a personality of its own: corridors that seem slightly longer every time Sorensen walks them, a lobby chandelier that never quite stops swaying, and a soundscape of creaking pipes and distant elevator bells that becomes genuinely unnerving once you know what the building is hiding. The production design, all faded wallpaper and amber lamplight, makes you feel the cold seeping through the windows.",
                    "What distinguishes Midnight at the Alder from its many cousins is its patience. Brennan and her writers trust the audience to notice small things, a room key in the wrong pocket, a clock that runs three minutes fast, and to hold on to them for several hours. The payoff, when it comes, does not feel like a cheat. It feels like a door you walked past several times finally swinging open.",
                    "The show is not without its flaws. The middle episodes sag under the weight of flashbacks to the 1980s that explain a little too much, and a subplot involving a land developer never quite justifies its screen time. The snowbound setting, gorgeous at first, becomes visually monotonous by episode six, when even the characters seem tired of looking at it.",
                    "But the final two episodes are as tense and satisfying as anything on television this year. Without spoiling anything, the twist recontextualizes the entire series, and a second viewing reveals how carefully it was set up from the very first scene.",
                    "In a crowded season of prestige mysteries, Midnight at the Alder is one worth checking into.",
                ],
                "tv-review-rating-box",
                section="TV",
                dek="Jonah Pierce is a revelation as a weary detective in Lumen+’s snowbound limited series",
                tags=["TV Reviews", "Lumen+"],
                image="Jonah Pierce in Midnight at the Alder",
                caption="Jonah Pierce as Detective Walt Sorensen. Photo: Courtesy of Lumen+",
                rating="4 out of 5 stars",
            )
        )
        add(
            story(
                "interview",
                "/2026/theater/news/nadia-okafor-broadway-debut-interview-1236099410/",
                "Nadia Okafor on Her Broadway Debut: ‘I Cried in My Dressing Room Every Night for a Week’",
                "2026-11-30",
                "2026-11-30T10:00:00-05:00",
                "Published on November 30, 2026 10:00AM EST",
                ["Jenna Morales"],
                [
                    "Nadia Okafor has spent a decade on television, from her breakout role as a fast-talking attorney on Court of Appeal to last year’s Emmy-nominated turn in the miniseries The Quiet Season. But nothing, she says, prepared her for eight shows a week.",
                    "The 34-year-old actress is making her Broadway debut this month in a revival of the 1950s drama A Light in the Window, playing a young widow who takes in a boarder during a bitter Chicago winter. Marquee caught up with her between a matinee and an evening performance.",
                    "Q: How are you holding up? || Honestly? I’m tired in a way I didn’t know a human could be tired. On TV you do a scene, you do it again, and then you go sit in your trailer for three hours. Here, I walk on stage at 8 o’clock and I don’t really leave until 10:40. There’s no take two.",
                    "Q: You’ve said you cried after the first preview. || I cried every night for a week. Not because it went badly, it actually went fine, but because I had been so afraid of it for so long. I’d turned down stage work for years because I didn’t think I was good enough. The first night, when the curtain came down and people were standing, something just broke open.",
                    "Q: Why this play? || My grandmother gave me a copy when I was 15. She’d seen the original production in Chicago when she was a girl, and she always said it was the first time she saw a woman on stage who reminded her of her own mother. When the producers called, I didn’t even let my agent finish the sentence.",
                    "Q: What’s been the hardest adjustment? || My voice. In film you can whisper. In a theater with 1,100 seats, you cannot whisper, or rather, you have to learn to whisper so that the last row hears it. I’ve been working with a vocal coach three times a week, and I drink a truly disgusting amount of ginger tea.",
                    "Q: Has anyone from your TV life come to see it? || Half of Hollywood, it feels like. Grace Holloway came on opening night and sent me flowers with a note that said, ‘Now you know.’ I’m keeping that card forever.",
                    "Q: What’s next? || Sleep. Then the run goes through March, and after that I’m shooting a film in Lagos with my cousin, who is directing. But I already know I’ll come back to the stage. It ruined me a little, in the best way.",
                ],
                "qa-interview",
                section="Theater",
                dek="The Emmy nominee talks stage fright, ginger tea and the note Grace Holloway left in her dressing room",
                tags=["Nadia Okafor", "Broadway"],
                image="Nadia Okafor",
                caption="Nadia Okafor at the opening night of A Light in the Window. Photo: Bruce Glikas/Getty Images",
                endnote="This interview has been edited for length and clarity.",
            )
        )
        add(
            story(
                "split",
                "/2026/celebrity/news/ethan-cole-bree-lawson-split-divorce-1236101301/",
                "Ethan Cole and Bree Lawson Split After Four Years of Marriage",
                "2026-12-04",
                "2026-12-04T19:20:00-05:00",
                "Published on December 4, 2026 07:20PM EST",
                ["Chris Oduya", "Priya Natarajan"],
                [
                    "Ethan Cole and Bree Lawson are going their separate ways.",
                    "The actor and the singer-songwriter announced their split on Friday in matching posts on X and Instagram, calling their decision “mutual and loving” and asking for privacy for their 3-year-old son, Miles.",
                    "BOX: tweet ethan",
                    "Cole, 38, wrote that the pair remain “best friends and devoted co-parents,” adding that “that part never changes.” Lawson, 33, shared a handwritten note on Instagram in which she thanked fans for “years of kindness” and said she was “grateful for every chapter.”",
                    "BOX: insta bree",
                    "The couple met in 2019 on the set of the music video for Lawson’s single “Borrowed Light,” in which Cole made a cameo appearance. They married two years later in a small ceremony in Ojai, California, with only 30 guests, and welcomed Miles in 2023.",
                    "BOX: related engaged feud",
                    "A source close to the couple tells Marquee that the two have been living separately since the summer, when Cole relocated to London to film a period drama. “There’s no drama, no third party, nothing like that,” the source says. “They just grew in different directions. They’re genuinely still close.”",
                    "Lawson appeared solo at [[gallery|the Winter Ball]] last weekend, telling reporters on the carpet that Cole was “working overseas.”",
                    "According to court records, Cole filed for divorce in Los Angeles County Superior Court on Wednesday, citing irreconcilable differences. He is requesting joint legal and physical custody of their son.",
                    "Lawson is set to begin a 20-city tour in support of her third album in February. Cole’s period drama, The Ashford Letters, is expected to premiere next fall.",
                ],
                "x-and-instagram-two-bylines-updated",
                section="Celebrity",
                dek="The actor and the singer-songwriter called their decision “mutual and loving”",
                tags=["Ethan Cole", "Bree Lawson", "Celebrity Couples", "Divorce"],
                image="Ethan Cole and Bree Lawson",
                caption="Ethan Cole and Bree Lawson at a premiere in 2024. Photo: Jon Kopaloff/Getty Images",
                updated="Updated on December 4, 2026 08:55PM EST",
                modified="2026-12-04T20:55:00-05:00",
            )
        )

    # ------------------------------------------------------------------ boxes inside the story body (never body)
    def box_insta(self, key: str) -> str:
        return insta_html(key)

    def box_tweet(self, key: str) -> str:
        return tweet_html(key)

    def box_related(self, *keys: str) -> str:
        items = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in keys)
        return f'<div class="pmc-related-link lrv-u-margin-tb-1"><h3 class="c-heading">Related Stories</h3><ul>{items}</ul></div>'

    def box_shop(self) -> str:
        return (
            '<div class="pmc-buy-now lrv-u-border-a-1"><p class="c-heading">Streamly Premium</p><p>$15.99/month, 7-day free trial</p>'
            '<a class="c-button" href="https://go.redirectingat.test/?id=11742X&amp;url=https%3A%2F%2Fwww.streamly.test%2Fsignup" rel="sponsored nofollow" target="_blank">Sign Up Now</a></div>'
        )

    # ------------------------------------------------------------------ frame
    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = doc.dek or self.lede(doc) or doc.title
        meta = [
            f"<title>{esc(doc.title)} – Marquee</title>"
            if doc.key != "home"
            else "<title>Marquee – Celebrity News, Exclusives, TV and Style</title>",
            f'<meta name="description" content="{esc(desc)}" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:site_name" content="Marquee" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            '<meta name="twitter:card" content="summary_large_image" />',
            '<meta name="twitter:site" content="@marqueeweekly" />',
        ]
        if doc.is_article or doc.kind == "gallery":
            meta.append('<meta property="og:type" content="article" />')
        else:
            meta.append('<meta property="og:type" content="website" />')
        if doc.is_article:
            people = doc.authors or ["Marquee Staff"]
            meta.append(f'<meta name="author" content="{esc(", ".join(people))}" />')
            if doc.extra.get("ld") != "none":
                meta.append(f'<meta property="article:published_time" content="{doc.iso}" />')
                if doc.extra.get("modified"):
                    meta.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}" />')
                meta.append(f'<meta property="article:section" content="{esc(doc.section)}" />')
                meta.extend(f'<meta property="article:tag" content="{esc(t)}" />' for t in doc.extra.get("tags", []))
                data = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "headline": doc.title,
                    "description": desc,
                    "image": {
                        "@type": "ImageObject",
                        "url": f"{self.origin}/wp-content/uploads/2026/12/{doc.key}-1.jpg?w=1000",
                        "width": 1000,
                        "height": 563,
                    },
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "author": [
                        {
                            "@type": "Person",
                            "name": p,
                            "url": f"{self.origin}/author/{AUTHOR_SLUG.get(p, 'marquee-staff')}/",
                        }
                        for p in people
                    ],
                    "publisher": {
                        "@type": "Organization",
                        "name": "Marquee",
                        "logo": {
                            "@type": "ImageObject",
                            "url": f"{self.origin}/wp-content/themes/vip/pmc-marquee/assets/app/icons/logo.png",
                        },
                    },
                    "articleSection": doc.section,
                    "keywords": doc.extra.get("tags", []),
                }
                meta.append(ld(data))
        if doc.kind == "gallery":
            meta.append('<meta property="article:published_time" content="2026-11-30T23:45:00-05:00" />')
            meta.append(
                ld(
                    {
                        "@context": "https://schema.org",
                        "@type": "ImageGallery",
                        "name": doc.title,
                        "url": url,
                        "numberOfItems": len(GALLERY),
                    }
                )
            )
        ptype = "article" if doc.is_article else ("gallery" if doc.kind == "gallery" else "archive")
        pmc_meta = (
            '{"env":"production","page-type":"'
            + ptype
            + '","lob":"marqueeweekly","category":["'
            + esc(doc.section or "none")
            + '"],"vertical":"entertainment","logged-in":"no","country":"us"}'
        )
        meta.append(f"<script type='text/javascript'>var pmc_meta = {pmc_meta};</script>")
        return "\n".join(meta)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="lrv-u-padding-lr-050">{self.a(k, t, "nav", attrs=LINK)}</li>'
            for k, t in (
                ("celeb", "Celebrity"),
                ("/c/tv/", "TV"),
                ("/c/music/", "Music"),
                ("/c/style/", "Style"),
                ("gallery", "Photos"),
                ("tvlistings", "TV Listings"),
            )
        )
        trending = "".join(
            f'<li class="o-tease-list__item">{self.a(k, t, "aside")}</li>'
            for k, t in (
                ("split", self.docs["split"].title),
                ("engaged", self.docs["engaged"].title),
                (
                    "/2026/celebrity/news/tessa-grey-tour-dates-2027-1236100455/",
                    "Tessa Grey Announces 2027 World Tour Dates, Including 12 Stadium Shows",
                ),
                ("wheretowatch", self.docs["wheretowatch"].title),
                (
                    "/2026/style/news/best-holiday-gifts-under-50-1236098123/",
                    "The 35 Best Holiday Gifts Under $50, According to Our Editors",
                ),
            )
        )
        body_class = (
            "single single-post"
            if doc.is_article
            else ("single single-pmc-gallery" if doc.kind == "gallery" else "archive")
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
{self.head_meta(doc)}
<link rel="preconnect" href="https://www.googletagmanager.com" />
<link rel="alternate" type="application/rss+xml" title="Marquee &raquo; Feed" href="{self.origin}/feed/" />
<link rel="stylesheet" id="pmc-marquee-css" href="/wp-content/themes/vip/pmc-marquee/assets/build/css/main.css?ver=2026.11.3" media="all" />
<style id="pmc-critical-css">/*PAD*/</style>
<script type="text/javascript">window.pmc = window.pmc || {{}}; pmc.hooks = pmc.hooks || []; pmc.vip = true;</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{body_class} wp-embed-responsive pmc-marquee lrv-u-background-color-white">
<a class="lrv-a-screen-reader-only" href="#main-wrapper">Skip to main content</a>
<div class="pmc-adm-goog-pub-div" id="adm-leaderboard-1"></div>
<header class="lrv-a-wrapper header lrv-u-flex lrv-u-align-items-center">
<div class="c-logo">{self.a("home", "Marquee", "nav", attrs=LOGO)}</div>
<nav class="header-nav" aria-label="Main"><ul class="lrv-u-flex">{nav}</ul></nav>
<form class="c-search-form" action="/" method="get" role="search"><input type="search" name="s" placeholder="Search Marquee" /><button type="submit">Search</button></form>
<a class="c-button c-button--newsletter" href="https://link.marqueeweekly.test/join/newsletter">Newsletter</a>
</header>
<main id="main-wrapper" class="lrv-a-wrapper lrv-a-grid lrv-a-cols3@desktop">
{main}
<aside class="lrv-a-span1@desktop sidebar"><section class="o-tease-list"><h2 class="c-heading">Trending</h2><ol>{trending}</ol></section>
<div class="pmc-adm-goog-pub-div" id="adm-right-rail-1">Advertisement</div></aside>
</main>
<footer class="pmc-footer lrv-u-background-color-black lrv-u-color-white">
<div class="pmc-footer__newsletter"><h3>Get the Marquee Daily</h3><p>The biggest celebrity stories, delivered every morning.</p><a href="https://link.marqueeweekly.test/join/newsletter">Sign Up</a></div>
<ul class="pmc-footer__links">
<li>{self.a("about", "About Us", "footer")}</li>
<li><a href="mailto:tips@marqueeweekly.test">Send Us a Tip</a></li>
<li><a href="https://pmc.test/privacy-policy/" rel="nofollow">Privacy Policy</a></li>
<li><a href="https://pmc.test/terms-of-use/" rel="nofollow">Terms of Use</a></li>
<li><a href="#" class="ot-sdk-show-settings">Your Privacy Choices</a></li>
<li>{self.a("tvlistings", "TV Listings", "footer")}</li>
<li><a href="{self.origin}/feed/">RSS</a></li>
</ul>
<div class="pmc-footer__social"><a href="https://www.instagram.com/marqueeweekly/">Instagram</a> <a href="https://x.com/marqueeweekly">X</a> <a href="https://www.tiktok.com/@marqueeweekly">TikTok</a> <a href="https://www.facebook.com/marqueeweekly">Facebook</a></div>
<p class="pmc-footer__copyright">© 2026 Proscenium Media Group LLC. All Rights Reserved. Powered by WordPress.com VIP</p>
</footer>
<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">We and our partners use cookies and similar technologies to personalize content and ads, provide social media features and analyze our traffic. You can manage your choices at any time by clicking “Your Privacy Choices” in the footer.</p><button id="onetrust-accept-btn-handler">Accept All Cookies</button> <button id="onetrust-pc-btn-handler">Cookie Settings</button></div>
<script type="text/javascript" src="/wp-content/themes/vip/pmc-marquee/assets/build/js/main.js?ver=2026.11.3" id="pmc-marquee-main-js"></script>
<script type="text/javascript">var _comscore = _comscore || []; _comscore.push({{ c1: "2", c2: "6035310" }});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return '<span class="c-byline__author">By Marquee Staff</span>'
        links = [
            self.a("author", a, "byline") if a == "Jenna Morales" else self.a(f"/author/{AUTHOR_SLUG[a]}/", a, "byline")
            for a in doc.authors
        ]
        return f'<span class="c-byline__author">By {" and ".join(links)}</span>'

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        stamp = f'<time class="c-timestamp" datetime="{doc.iso or ""}">{doc.stamp}</time>'
        if x.get("updated"):
            stamp += f' <span class="c-timestamp c-timestamp--updated">{x["updated"]}</span>'
        tags = "".join(
            f"<li>{self.a('tag', t, 'content') if t == 'Celebrity Couples' else self.a('/t/' + t.lower().replace(' ', '-').replace('+', '-plus') + '/', t, 'content')}</li>"
            for t in x.get("tags", [])
        )
        rating = (
            f'<div class="c-review-box lrv-u-border-a-1"><p><strong>Rating:</strong> {x["rating"]}</p><p><strong>Starring:</strong> Jonah Pierce, Ava Lindqvist, Theo Vance, Rosa Imbert</p><p><strong>Premieres:</strong> Thursday, Dec. 3, on Lumen+</p></div>'
            if x.get("rating")
            else ""
        )
        endnote = f'<p class="c-editor-note"><em>{esc(x["endnote"])}</em></p>' if x.get("endnote") else ""
        more = "".join(
            f'<li class="o-tease">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        return f"""<article class="lrv-a-span2@desktop c-article post-{doc.key}">
<header class="article-header">
<p class="c-tagline">{self.a("celeb", doc.section, "breadcrumb") if doc.section == "Celebrity" else esc(doc.section)}</p>
<h1 class="c-title article-title lrv-u-font-family-primary">{esc(doc.title)}</h1>
{f'<p class="c-dek">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="article-meta lrv-u-flex">{self.byline(doc)} {stamp}</div>
<div class="c-social-bar"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" class="c-icon">Share on Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}" class="c-icon">Share on X</a> <a href="https://pinterest.com/pin/create/button/?url={esc(self.url(doc.key))}" class="c-icon">Pin it</a> <a href="mailto:?subject={esc(doc.title)}" class="c-icon">Email</a></div>
</header>
<figure class="article-featured-image"><img src="/wp-content/uploads/2026/12/{doc.key}-1.jpg?w=1000" alt="{esc(doc.image)}" width="1000" height="563" /><figcaption class="c-figcaption">{esc(x.get("caption", ""))}</figcaption></figure>
<div class="a-content pmc-paywall lrv-u-font-family-body">
{rating}
{self.blocks(doc)}
{endnote}
</div>
<div class="article-tags"><h3 class="c-heading">Tags</h3><ul class="lrv-u-flex">{tags}</ul></div>
<div class="pmc-newsletter-inline"><p>Sign up for Marquee’s newsletter. For the latest news, follow us on Facebook, X and Instagram.</p><a href="https://link.marqueeweekly.test/join/newsletter">Subscribe</a></div>
<section class="o-more-from"><h2 class="c-heading">More From Marquee</h2><ul>{more}</ul></section>
<section id="openweb-conversation" class="c-comments"><h2>Join the Conversation</h2><div data-spotim-module="conversation" data-post-id="{doc.key}"></div><p>Comments are moderated according to our Community Guidelines.</p></section>
</article>"""

    def tease(self, key: str) -> str:
        d = self.docs[key]
        stamp = d.stamp or d.extra.get("stamp", "")
        return (
            f'<div class="o-tease lrv-u-flex"><div class="o-tease__primary"><span class="c-span">{esc(d.section or "Photos")}</span>'
            f'<h3 class="c-title c-title--tease">{self.a(key, d.title, "content")}</h3>'
            f'<p class="c-dek">{esc(d.dek or self.lede(d))}</p><span class="c-timestamp">{esc(stamp.replace("Published on ", ""))}</span></div>'
            f'<div class="o-tease__secondary"><img src="/wp-content/uploads/2026/12/{key}-1.jpg?w=300" alt="" loading="lazy" width="300" height="169" /></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        x = doc.extra
        teases = "\n".join(self.tease(k) for k in x["list"])
        head = f'<h1 class="c-title lrv-u-font-size-32">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="c-author-bio"><img src="/wp-content/uploads/authors/jenna-morales.jpg" alt="" /><p>{esc(x["bio"])}</p><a href="https://x.com/jennamorales">@jennamorales</a></div>'
        if doc.kind == "search":
            head += '<p class="c-search-count">Showing 2 results</p>'
        pager = ""
        if x.get("more"):
            pager = f'<nav class="pagination"><span class="current">1</span> {self.a(x["more"], "2", "pagination")} {self.a(x["more"], "Next Page", "pagination")}</nav>'
        if x.get("prev"):
            pager = f'<nav class="pagination">{self.a(x["prev"], "Previous Page", "pagination")} {self.a(x["prev"], "1", "pagination")} <span class="current">2</span> <a href="/c/celebrity/page/3/">3</a></nav>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="lrv-a-screen-reader-only">Marquee</h1>'
            extra = (
                f'<section class="o-more-from"><h2 class="c-heading">Don’t Miss</h2><ul><li>{self.a("gallery", self.docs["gallery"].title, "content")}</li>'
                f"<li>{self.a('tvlistings', 'What’s on TV Tonight', 'content')}</li><li>{self.a('tag', 'Celebrity Couples', 'content')}</li>"
                f"<li>{self.a('author', 'Jenna Morales', 'content')}</li><li>{self.a('search', 'Engagements', 'content')}</li>"
                f"<li>{self.a('celeb', 'All Celebrity News', 'content')}</li></ul></section>"
            )
        return f'<section class="lrv-a-span2@desktop o-tease-list river">{head}\n{teases}\n{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            slides = "\n".join(
                f'<div class="c-gallery-vertical-slide" id="slide-{i}"><figure><img src="/wp-content/uploads/2026/11/winter-ball-{i:02d}.jpg?w=800" alt="{esc(name)}" loading="lazy" /><figcaption>'
                f'<span class="c-gallery-vertical-slide__count">{i} / {len(GALLERY)}</span><h2 class="c-gallery-vertical-slide__title">{esc(name)}</h2>'
                f'<p class="c-gallery-vertical-slide__caption">{esc(cap)}</p><p class="c-gallery-vertical-slide__credit">Dimitrios Kambouris/Getty Images</p></figcaption></figure></div>'
                for i, (name, cap) in enumerate(GALLERY, 1)
            )
            return f"""<article class="lrv-a-span2@desktop c-gallery">
<header class="article-header"><p class="c-tagline">Photos</p><h1 class="c-title">{esc(doc.title)}</h1>
<div class="article-meta"><span class="c-byline__author">By {self.a("author", "Jenna Morales", "byline")}</span> <time class="c-timestamp" datetime="2026-11-30T23:45:00-05:00">{doc.extra["stamp"]}</time></div>
<p class="c-dek">From velvet columns to mirrored minis, these were the looks everyone was talking about in New York on Saturday night.</p></header>
<div class="c-gallery-vertical">
{slides}
</div>
<p>{self.a("engaged", "Next: " + self.docs["engaged"].title, "related")}</p>
</article>"""
        if doc.kind == "listings":
            times = ["7:00 PM", "8:00 PM", "9:00 PM", "10:00 PM"]
            rows = "\n".join(
                f'<tr><th scope="row">{esc(ch)}</th>' + "".join(f"<td>{esc(s)}</td>" for s in shows) + "</tr>"
                for ch, shows in LISTINGS
            )
            return f"""<section class="lrv-a-span2@desktop c-tv-grid">
<h1 class="c-title">{esc(doc.title)}</h1>
<p class="c-tv-grid__zone">Eastern Time · <a href="/tv-listings/?zone=pacific">Switch to Pacific</a> · <a href="/tv-listings/?date=2026-12-05">Tomorrow</a></p>
<table class="c-tv-grid__table"><thead><tr><th>Channel</th>{"".join(f"<th>{t}</th>" for t in times)}</tr></thead>
<tbody>
{rows}
</tbody></table>
<p class="c-tv-grid__note">Listings are provided by our partners and are subject to change. Streaming premieres: {self.a("wheretowatch", "how to watch Harbor Lights season 3", "content")} · {self.a("review", "our review of Midnight at the Alder", "content")}</p>
</section>"""
        return f'<section class="lrv-a-span2@desktop c-page"><h1 class="c-title">{esc(doc.title)}</h1>\n<div class="a-content">{self.blocks(doc)}</div>\n</section>'
