# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Long Paddock: an independent Australian quarterly about rural life on **Ghost 5** (the Source theme:
`gh-article`, `gh-article-title`, `gh-content`, Koenig cards `kg-image-card` / `kg-gallery-card` /
`kg-blockquote-alt`, markdown-it footnotes, `gh-post-upgrade-cta` on members-only posts, flat `/<slug>/` paths,
`/tag/<slug>/`, `/author/<slug>/`, `/page/2/`, Portal for sign-up), English, UTF-8, Sydney time (+11:00 in summer).

Ghost prints dates as "5 Dec 2026" in a `<time datetime="2026-12-05">` (the local day) while its JSON-LD and
`article:published_time` are in **UTC**, which for a Sydney morning is the previous day: the long read went up at
6:00 on 5 Dec (19:00Z on 4 Dec), the editor's letter at 8:00 on 1 Dec (21:00Z on 30 Nov), the paywalled wool story
at 9:00 on 3 Dec, the photo essay at 7:30 on 2 Dec, the field notes at 6:30 on 29 Nov; all are labelled with the
Sydney day. Ghost's JSON-LD names only the **primary author** (the two-author essay names Hannah Kerr alone); the
newsroom's own Ghost user "The Long Paddock" is a Person in the JSON-LD (labelled `[]`). Ghost pages (the issue's
table of contents, back issues, membership, about) carry `og:type=article` and an `Article` JSON-LD too.

The long read has a drop-cap span, `kg-blockquote-alt` pull quotes repeating its text, markdown-it footnotes
("[1]" references at paragraph ends, a `section.footnotes` list: the notes are body, the reference marks are not) and
an author card at the end (not body). The photo essay's text is its intro and its long captions (body). The
members-only post shows three paragraphs and the upgrade box: its body is what the page serves."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import FNREF, Base, img_id, page, story, unref
from sitekit import Doc, css_rules, esc

ORIGIN = "https://thelongpaddock.test"
ARTS = ["longread", "photo", "wool", "notes", "editor", "fieldnotes", "halls", "routes"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
AUTHORS = {
    "Meg Callister": "meg-callister",
    "Tom Wirth": "tom-wirth",
    "Hannah Kerr": "hannah-kerr",
    "Luis Ortega": "luis-ortega",
    "Sarah Quinlan": "sarah",
    "Dan Whitlock": "dan",
    "The Long Paddock": "tlp",
}
BIOS = {
    "Meg Callister": "Meg Callister is a writer and former jillaroo based in Orange, NSW. Her book on the stock routes, Walking Country, will be published by Black Gum Press in 2027.",
    "Tom Wirth": "Tom Wirth is a documentary photographer from Lismore, NSW.",
}


def ghost_day(day: str) -> str:
    y, m, d = day.split("-")
    return f"{int(d)} {MONTHS[int(m) - 1]} {y}"


OLDER = [
    (
        "The Last Picture Show in Gundagai",
        "/the-last-picture-show-in-gundagai/",
        "A volunteer-run cinema keeps the lights on in a town of two thousand.",
        "2026-11-19",
        "Hannah Kerr",
    ),
    (
        "Bush Nurses",
        "/bush-nurses/",
        "On the road with the two nurses who cover eight thousand square kilometres.",
        "2026-11-12",
        "Meg Callister",
    ),
    (
        "Shearers' Cooks",
        "/shearers-cooks/",
        "Photo essay: a season in the kitchens of the western shearing sheds.",
        "2026-10-30",
        "Tom Wirth",
    ),
    (
        "Salt Lake Summer",
        "/salt-lake-summer/",
        "Photo essay: Lake Tyrrell under a full moon.",
        "2026-09-24",
        "Tom Wirth",
    ),
]


class Paddock(Base):
    origin = ORIGIN
    name = "The Long Paddock"
    prefix = "tlp"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tlp",
            [
                ".gh-navigation",
                ".gh-navigation-menu .nav li",
                ".gh-article-title",
                ".gh-content > p",
                ".kg-blockquote-alt",
                ".kg-image-card figcaption",
                ".gh-card",
                ".gh-article-author-card",
                ".gh-footer",
                ".gh-post-upgrade-cta",
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
                "The Long Paddock",
                "ghost-home",
                list=["longread", "notes", "wool", "photo", "editor", "fieldnotes"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/page/2/",
                "section",
                "The Long Paddock",
                "ghost-home-page2",
                list=["halls", "routes", OLDER[0], OLDER[1], OLDER[2]],
            )
        )
        add(
            page(
                "tag",
                "/tag/photo-essays/",
                "tag",
                "Photo essays",
                "ghost-tag",
                list=["photo", OLDER[2], OLDER[3]],
                description="Pictures from the country, with the stories behind them.",
            )
        )
        add(
            page(
                "author",
                "/author/meg-callister/",
                "author",
                "Meg Callister",
                "ghost-author",
                list=["longread", "fieldnotes", OLDER[1]],
                bio=BIOS["Meg Callister"],
            )
        )
        add(
            page(
                "issue",
                "/issue-14/",
                "issue",
                "Issue 14: Summer 2026–27",
                "ghost-page-issue-toc",
                list=["editor", "longread", "photo", "halls", "wool", "routes", "fieldnotes"],
                ghost_page=True,
            )
        )
        add(
            page(
                "backissues",
                "/back-issues/",
                "archive",
                "Back issues",
                "ghost-page-back-issues-by-year",
                list=[],
                ghost_page=True,
            )
        )
        add(
            page(
                "membership",
                "/membership/",
                "subscribe",
                "Become a member",
                "ghost-page-membership",
                [
                    "The Long Paddock is independent and reader-funded. Members keep us on the road, and get every story, every issue and the full archive.",
                    "## Reader",
                    "Free. Our fortnightly newsletter and a selection of stories from each issue.",
                    "## Supporter",
                    "$8 a month or $80 a year. Every story on the website, members-only posts and the complete archive.",
                    "## Print + Supporter",
                    "$120 a year. Four printed issues posted anywhere in Australia, plus everything in Supporter.",
                    "All prices in Australian dollars and include GST. You can cancel at any time from your account.",
                ],
                ghost_page=True,
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About",
                "ghost-page-about",
                [
                    "The Long Paddock is an independent quarterly magazine about rural and regional Australia, published from Orange, New South Wales, since 2023.",
                    "We publish long-form reporting, photography and essays about the places most media only visit when something goes wrong. Our writers and photographers live in the regions they cover.",
                    "The Long Paddock is owned by its editors and funded by its members. We do not take money from political parties or mining companies.",
                    "Editor: Sarah Quinlan. Deputy editor: Dan Whitlock. Pitches: pitches@thelongpaddock.test.",
                ],
                ghost_page=True,
            )
        )
        add(page("missing", "/issue-9/", "error", "Page not found", "soft-404-ghost-200", []))
        add(
            story(
                "longread",
                "/the-drovers-road/",
                "The Drovers’ Road",
                "2026-12-05",
                "2026-12-04T19:00:00.000Z",
                "2026-12-05",
                ["Meg Callister"],
                [
                    "DROP: The cattle come over the rise at first light, a brown river of backs and horns moving at the pace of a slow walk, and behind them, on a grey mare called Duchess, rides Jenny Haddon. She has been on the road for eleven weeks. Her cattle have eaten their way along three hundred kilometres of grass verges and reserves between Hay and Narrandera, and she has perhaps six weeks to go. ‘People think droving died with the pioneers,’ she says, leaning on the pommel. ‘Nobody told the drought.’",
                    "Haddon, fifty-three, is one of a few dozen drovers still working the travelling stock routes of New South Wales, a network of public corridors that once carried sheep and cattle from the inland to the markets and railheads of the coast.[^1]",
                    "The routes were surveyed in the nineteenth century and reserved by the Crown. Most are no more than a few hundred metres wide, fenced on both sides, with a dam or a stock reserve every day’s walk or so. For a hundred years they were the highways of the pastoral economy. Then came the trucks, and the routes fell quiet.",
                    "PULL: ‘People think droving died with the pioneers. Nobody told the drought.’",
                    "## The long paddock",
                    "Quiet, but not empty. In dry years, when paddocks turn to dust, graziers send their stock ‘on the road’ to eat the grass that grows along the reserves, a practice known as the long paddock. A permit costs a few dollars a head per week. The cattle must move at least ten kilometres a day, and they must be watched, day and night, by someone like Haddon.",
                    "It is hard, badly paid work, and it is disappearing. Fewer than two hundred droving permits were issued across the state last year, down from more than a thousand in the drought of the early 2000s.[^2]",
                    "‘My father did it, his father did it,’ Haddon says. ‘My kids won’t. There’s no living in it any more, and there’s less and less road.’",
                    "## A commons under pressure",
                    "That last point is the heart of a dispute that has simmered for decades. The stock routes cover more than half a million hectares in New South Wales alone, and they matter for reasons that have nothing to do with cattle. Ecologists describe them as the last remnants of the grassy woodlands that once covered the inland, home to threatened species such as the superb parrot and the bush stone-curlew.[^3]",
                    "Aboriginal groups point out that many routes follow much older pathways, and some contain scarred trees and camp sites. Neighbouring landholders, meanwhile, have long argued that reserves nobody uses should be sold or leased to them.",
                    "PULL: ‘There’s no living in it any more, and there’s less and less road.’",
                    "In 2023 the state government paused a review that could have opened large parts of the network to sale, after objections from farmers, conservationists and traditional owners alike. The pause remains. No one seems sure what happens next.",
                    "## Night watch",
                    "At dusk, Haddon’s cattle settle on a reserve outside Carrathool, and she lights a fire by the ute. Her offsider, a nineteen-year-old named Cody, takes the first watch. The sky is enormous and full of stars. Somewhere out in the dark a mob of kangaroos crashes through the scrub, and the cattle lift their heads and then settle again.",
                    "‘This is the bit I’ll miss,’ she says. ‘Not the money, not the dust. This.’ She gestures at the fire, the cattle, the long line of the road running away west into the night. ‘There’s nowhere else like it. And once it’s gone, it’s gone.’",
                    "FN: The network in New South Wales is administered by Local Land Services; smaller networks survive in Queensland and Victoria.",
                    "FN: Permit figures supplied by Local Land Services in response to a request from The Long Paddock.",
                    "FN: See the state’s assessments of travelling stock reserves as remnant habitat for woodland birds.",
                ],
                "long-read-drop-cap-pull-quotes-footnotes-bio-card",
                section="Features",
                dek="On the travelling stock routes of New South Wales, a droving family walks nine hundred head of cattle through a drought, across a public commons nobody can agree on.",
                tags=["Features", "Issue 14"],
                minutes=14,
                bio=True,
            )
        )
        add(
            story(
                "photo",
                "/after-the-water-lismore-four-years-on/",
                "After the Water: Lismore, Four Years On",
                "2026-12-02",
                "2026-12-01T20:30:00.000Z",
                "2026-12-02",
                ["Tom Wirth"],
                [
                    "In February 2022 the Wilsons River rose more than fourteen metres and flooded the centre of Lismore, in northern New South Wales. Tom Wirth, who grew up in the town, has gone back every few months since. These pictures were made over the past year.",
                    "CAP: Keen Street | Keen Street, September 2026. The water line from 2022 is still visible on the brick of the old bank building, two metres above the footpath. The owners have decided to leave it, a reminder for anyone who thinks it cannot happen again. | ",
                    "CAP: Rosa Delgado in her kitchen | Rosa Delgado in the kitchen of her rebuilt house in North Lismore. She and her husband raised the house on steel stumps, three metres off the ground, with money from the state’s buyback and raise program. ‘We thought about leaving,’ she says. ‘But this is where our friends are.’ | ",
                    "CAP: Empty block | An empty block in South Lismore, where eleven houses stood before the flood. Most of the street was bought back by the government and the houses demolished. In spring the lots fill with wildflowers. | ",
                    "CAP: Community garden | Volunteers at the community garden replant seedlings after a minor flood in March. The garden has been wiped out three times since 2017 and replanted every time. | ",
                    "CAP: Market night | The Quad, the town’s public square, on a Friday market night. Trade in the centre of town is slowly returning, though about a third of shopfronts are still empty. | ",
                    "CAP: GALLERY | Left: school students paint a mural on the wall of the rebuilt library. Right: the finished mural, which shows the river as a serpent winding through the town. | ",
                    "CAP: The river at dawn | The Wilsons River at dawn, in the dry. For most of the year it is a quiet, slow-moving river, and it is easy to forget what it can do. | ",
                ],
                "photo-essay-captions-as-text-gallery-card",
                section="Photo essays",
                dek="Four years after the flood, a photographer goes home to the town that stayed.",
                tags=["Photo essays", "Issue 14"],
                minutes=3,
            )
        )
        add(
            story(
                "wool",
                "/the-wool-clips-lost-season/",
                "The Wool Clip’s Lost Season",
                "2026-12-03",
                "2026-12-02T22:00:00.000Z",
                "2026-12-03",
                ["Luis Ortega"],
                [
                    "The shearing shed at Bundemar has stood empty since August. Its stands are swept, its wool press is oiled and ready, and on the wall by the door the tally board still shows last year’s numbers in chalk. This year there will be no numbers. The flock was sold in the autumn, when the feed ran out and the price of wool fell below what it cost to shear.",
                    "Across the central west of New South Wales, the story is much the same. Wool growers who held on through the last drought are giving up, or cutting their flocks to a few hundred head. Shearing contractors say their bookings are down by a third. Some of the teams that have worked the district for forty years will not go out at all this spring.",
                    "‘It’s not one bad year,’ says Pat Mulholland, whose family has grown wool near Trangie since 1911. ‘It’s ten bad years in a row, and every one of them we told ourselves the next would be better.’",
                ],
                "members-only-preview-upgrade-cta",
                section="Features",
                dek="Drought, low prices and an ageing workforce: inside a season that never happened.",
                tags=["Features", "Issue 14"],
                minutes=12,
                members=True,
            )
        )
        add(
            story(
                "routes",
                "/what-the-stock-routes-are-for/",
                "What the Stock Routes Are For",
                "2026-11-26",
                "2026-11-26T03:00:00.000Z",
                "2026-11-26",
                ["Hannah Kerr", "Luis Ortega"],
                [
                    "Every few years someone in Sydney discovers the travelling stock routes and asks what they are for. The question usually arrives with a spreadsheet attached: so many hectares, so few drovers, such a valuable asset sitting idle. Why not sell it?",
                    "We have spent the past year walking, driving and reading about these corridors, and we have come to think the question is wrong. The stock routes are not idle. They are doing several jobs at once, and most of those jobs do not show up in a spreadsheet.",
                    "They are refuges for plants and animals that have vanished from the cleared paddocks around them. They are a drought reserve for farmers who have nowhere else to send their stock. They are, in many places, the only public land for fifty kilometres in any direction: somewhere a family can camp, a kid can ride a horse, a birdwatcher can walk without asking permission.",
                    "They are also a record. Many follow paths that Aboriginal people walked for thousands of years before the surveyors arrived, and the surveyors followed them because they led to water. To sell them off piece by piece would be to erase a map that is older than the state.",
                    "None of this means the network should be frozen in place. Some reserves are genuinely unused; some are badly managed and overrun by weeds. But the answer to neglect is care, not sale. The stock routes are for all of us, and that is exactly what they are for.",
                ],
                "two-authors-jsonld-primary-only",
                section="Essays",
                dek="The travelling stock routes are not idle land waiting for a buyer. They are a commons, and they are doing their job.",
                tags=["Essays"],
                minutes=5,
            )
        )
        add(
            story(
                "notes",
                "/issue-14-is-here-come-and-celebrate/",
                "Issue 14 is here — come and celebrate with us",
                "2026-12-04",
                "2026-12-04T05:00:00.000Z",
                "2026-12-04",
                [],
                [
                    "Our summer issue is back from the printer and on its way to members. It is our biggest yet, with ninety-six pages of stories from the stock routes, the wool sheds, the flood country and a few of the best country halls in the land.",
                    "To celebrate, we are hitting the road. Come and say hello at one of our launch nights:",
                    "- Bathurst: Thursday 10 December, 6pm, at the Church Bar",
                    "- Dubbo: Friday 11 December, 6pm, at the Old Dubbo Gaol courtyard",
                    "- Wagga Wagga: Saturday 12 December, 5pm, at the Civic Theatre foyer",
                    "Entry is free and copies of the issue will be for sale. Members can pick up their copy at any of the launches instead of waiting for the post.",
                ],
                "newsroom-user-as-author-person-jsonld",
                section="News",
                dek="Launch nights in Bathurst, Dubbo and Wagga Wagga.",
                tags=["News"],
                minutes=1,
            )
        )
        add(
            story(
                "editor",
                "/from-the-editor-a-summer-of-long-roads/",
                "From the editor: A summer of long roads",
                "2026-12-01",
                "2026-11-30T21:00:00.000Z",
                "2026-12-01",
                ["Sarah Quinlan"],
                [
                    "There is a particular kind of quiet on a country road in summer, when the heat has sent everyone indoors and the only sound is the tyres on the bitumen and the cicadas in the gums. Most of the stories in this issue began on roads like that.",
                    "Meg Callister spent three weeks with a droving family on the stock routes west of Narrandera, and came back with a story about work, land and who gets to decide what public space is for. Tom Wirth went home to Lismore, four years after the flood, with his camera. Luis Ortega sat in empty shearing sheds across the central west and asked what happens to a district when the wool stops.",
                    "And because summer should also be a time for pleasure, Hannah Kerr drove more than four thousand kilometres to find the nine country halls you should visit before the next long weekend.",
                    "Thank you, as always, for reading and for keeping us on the road.",
                    "SIGN: — Sarah Quinlan, Editor",
                ],
                "editor-letter-signoff-utc-previous-day",
                section="From the editor",
                dek="Welcome to Issue 14.",
                tags=["Issue 14"],
                minutes=2,
            )
        )
        add(
            story(
                "fieldnotes",
                "/field-notes-from-a-dry-spring/",
                "Field notes from a dry spring",
                "2026-11-29",
                "2026-11-28T19:30:00.000Z",
                "2026-11-29",
                ["Dan Whitlock"],
                [
                    "I kept a diary this spring on our place near Molong. These are a few entries, lightly edited.",
                    "### Monday 2 November",
                    "No rain again. The dam is down to a brown puddle in the middle and the ducks have gone. Fed out the last of the good hay this morning. The ewes came running as soon as they heard the ute.",
                    "### Thursday 12 November",
                    "Forty-one degrees. Sat on the verandah at dusk and watched a willy wagtail chase moths around the light. The forecast says a change on Sunday. The forecast said that last Sunday too.",
                    "### Sunday 15 November",
                    "Eleven millimetres. Not enough to do anything, but enough to smell. The whole paddock smelled like rain for an hour, and then the sun came out and it was gone.",
                    "### Wednesday 25 November",
                    "Sold forty ewes at Dubbo. Got less than I paid for them three years ago. Drove home the long way, past the stock route, and saw a drover’s camp under the box trees. Stopped for a yarn. She said the road was good for another month if the grass held.",
                ],
                "diary-dated-h3-entries",
                section="Field notes",
                dek="A farmer’s diary from the spring the rain didn’t come.",
                tags=["Field notes"],
                minutes=3,
            )
        )
        add(
            story(
                "halls",
                "/nine-country-halls-worth-the-drive/",
                "Nine country halls worth the drive",
                "2026-11-28",
                "2026-11-28T01:00:00.000Z",
                "2026-11-28",
                ["Hannah Kerr"],
                [
                    "Every country town has one: a hall built by volunteers, paid for with dances and raffles, and used for everything from weddings to wakes. Here, counting down, are nine of our favourites.",
                    "## 9. Yeoval Memorial Hall, NSW",
                    "A neat brick hall built after the Second World War, with honour boards in the foyer and a sprung dance floor the locals still polish by hand.",
                    "## 8. Wattle Flat Hall, NSW",
                    "Weatherboard and corrugated iron on a ridge above the old goldfields. The monthly bush dance draws people from Bathurst and beyond.",
                    "## 7. Tarnagulla Public Hall, Vic",
                    "A grand hall for a small town, built in the gold rush years when Tarnagulla was much bigger than it is now. The acoustics are famous among folk musicians.",
                    "## 6. Mount Hope Hall, NSW",
                    "A tin shed in the middle of a very big nowhere, and the only place for two hundred kilometres where you can watch a film on a Saturday night.",
                    "## 5. Rylstone Memorial Hall, NSW",
                    "Art deco lines, a lovely stage and a kitchen that turns out the best scones in the Central Tablelands on market days.",
                    "## 4. Ilford Hall, NSW",
                    "Small, pale green and perfectly kept, with a view over the Cudgegong valley from its front steps.",
                    "## 3. Newstead Community Hall, Vic",
                    "Home to one of the country’s best-loved live music festivals, and to the town’s Thursday soup nights all winter.",
                    "## 2. Eugowra Memorial Hall, NSW",
                    "Rebuilt after the 2022 flood by the people who dance in it. Go for the reopening photographs on the wall.",
                    "## 1. Carcoar School of Arts, NSW",
                    "Stone, stubborn and beautiful, in a village that looks much as it did in 1880. If you visit only one hall this summer, make it this one.",
                ],
                "countdown-listicle-h2-nine-to-one",
                section="Travel",
                dek="Sprung floors, honour boards and the best scones in the district: a summer road trip.",
                tags=["Travel", "Issue 14"],
                minutes=6,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> dict:
        url = self.url(doc.key)
        pub = {
            "@type": "Organization",
            "name": "The Long Paddock",
            "url": f"{ORIGIN}/",
            "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/content/images/2024/03/tlp-logo.png"},
        }
        if doc.is_article or doc.extra.get("ghost_page"):
            primary = doc.authors[0] if doc.authors else ("The Long Paddock" if doc.is_article else "Sarah Quinlan")
            return {
                "@context": "https://schema.org",
                "@type": "Article",
                "publisher": pub,
                "author": {
                    "@type": "Person",
                    "name": primary,
                    "image": {"@type": "ImageObject", "url": f"{ORIGIN}/content/images/2024/03/{AUTHORS[primary]}.jpg"},
                    "url": f"{ORIGIN}/author/{AUTHORS[primary]}/",
                    "sameAs": [],
                },
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso or "2024-03-01T00:00:00.000Z",
                "dateModified": doc.iso or "2026-11-30T22:14:09.000Z",
                "image": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/content/images/2026/12/{img_id(doc.title)}.jpg",
                    "width": 2000,
                    "height": 1333,
                },
                "keywords": ", ".join(doc.extra.get("tags", [])),
                "description": doc.dek or doc.title,
                "mainEntityOfPage": url,
            }
        if doc.kind == "author":
            return {
                "@context": "https://schema.org",
                "@type": "Person",
                "sameAs": [],
                "name": doc.title,
                "url": url,
                "mainEntityOfPage": url,
                "description": doc.extra["bio"],
            }
        if doc.kind == "tag":
            return {
                "@context": "https://schema.org",
                "@type": "Series",
                "publisher": pub,
                "url": url,
                "name": doc.title,
                "mainEntityOfPage": url,
            }
        return {
            "@context": "https://schema.org",
            "@type": "WebSite",
            "publisher": pub,
            "url": f"{ORIGIN}/",
            "name": "The Long Paddock",
            "mainEntityOfPage": f"{ORIGIN}/",
        }

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = doc.title if doc.key != "home" else "The Long Paddock — Stories from rural Australia"
        if doc.key == "page2":
            title = "The Long Paddock (Page 2)"
        elif doc.kind in ("tag", "author"):
            title = f"{doc.title} - The Long Paddock"
        elif doc.kind == "error":
            title = "404 — Page not found"
        is_art = doc.is_article or doc.extra.get("ghost_page")
        out = [
            f"<title>{esc(title)}</title>",
            f'<link rel="icon" href="{ORIGIN}/favicon.png" type="image/png">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta name="referrer" content="no-referrer-when-downgrade">',
        ]
        if doc.key == "home":
            out.append(f'<link rel="next" href="{ORIGIN}/page/2/">')
        elif doc.key == "page2":
            out.append(f'<link rel="prev" href="{ORIGIN}/">')
        if doc.kind == "error":
            return "\n".join(out)
        out += [
            '<meta property="og:site_name" content="The Long Paddock">',
            f'<meta property="og:type" content="{"article" if is_art else ("profile" if doc.kind == "author" else "website")}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:description" content="{esc(doc.dek or doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if is_art:
            out.append(f'<meta property="article:published_time" content="{doc.iso or "2024-03-01T00:00:00.000Z"}">')
            out.append(f'<meta property="article:modified_time" content="{doc.iso or "2026-11-30T22:14:09.000Z"}">')
            for t in doc.extra.get("tags", []):
                out.append(f'<meta property="article:tag" content="{esc(t)}">')
            if doc.is_article:
                out.append('<meta name="twitter:label1" content="Written by">')
                out.append(f'<meta name="twitter:data1" content="{esc(", ".join(doc.authors) or "The Long Paddock")}">')
                if doc.extra.get("tags"):
                    out.append('<meta name="twitter:label2" content="Filed under">')
                    out.append(f'<meta name="twitter:data2" content="{esc(", ".join(doc.extra["tags"]))}">')
        out.append(
            f'<script type="application/ld+json">\n{json.dumps(self.ld(doc), ensure_ascii=False, indent=4)}\n</script>'
        )
        out.append('<meta name="generator" content="Ghost 5.96">')
        out.append(f'<link rel="alternate" type="application/rss+xml" title="The Long Paddock" href="{ORIGIN}/rss/">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-{t.lower().replace(" ", "-")}">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Home"),
                ("issue", "Issue 14"),
                ("backissues", "Back issues"),
                ("tag", "Photo essays"),
                ("about", "About"),
            )
        )
        if doc.is_article:
            body_class = "post-template " + " ".join(
                f"tag-{t.lower().replace(' ', '-')}" for t in doc.extra.get("tags", [])
            )
        elif doc.extra.get("ghost_page"):
            body_class = f"page-template page-{doc.path.strip('/')}"
        elif doc.kind == "error":
            body_class = "error-template"
        else:
            body_class = {
                "home": "home-template",
                "section": "paged home-template",
                "tag": "tag-template",
                "author": "author-template",
            }[doc.kind]
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="preload" as="style" href="{ORIGIN}/assets/built/screen.css?v=5d7a1c39e2">
<link rel="stylesheet" type="text/css" href="{ORIGIN}/assets/built/screen.css?v=5d7a1c39e2">
<style>:root {{--background-color: #f6f1e7}}</style>
{self.head(doc)}
<script defer src="https://cdn.jsdelivr.test/ghost/portal@~2.44/umd/portal.min.js" data-i18n="true" data-ghost="{ORIGIN}/" data-key="9b1f3c7e2a8d4b6f0c1e5a7d3b" data-api="{ORIGIN}/ghost/api/content/" data-locale="en" crossorigin="anonymous"></script>
<style id="gh-members-styles">/*PAD*/</style>
<script defer src="https://cdn.jsdelivr.test/ghost/sodo-search@~1.3/umd/sodo-search.min.js" data-key="9b1f3c7e2a8d4b6f0c1e5a7d3b" data-styles="https://cdn.jsdelivr.test/ghost/sodo-search@~1.3/umd/main.css" data-sodo-search="{ORIGIN}/" data-locale="en" crossorigin="anonymous"></script>
<script defer data-domain="thelongpaddock.test" src="https://plausible.test/js/script.js"></script>
</head>
<body class="{body_class} has-serif-title has-sans-body">
<div class="gh-viewport">
<header id="gh-navigation" class="gh-navigation is-left-logo gh-outer">
<div class="gh-navigation-inner gh-inner">
<div class="gh-navigation-brand"><a class="gh-navigation-logo is-title" href="{ORIGIN}">The Long Paddock</a><button class="gh-search gh-icon-button" aria-label="Search this site" data-ghost-search>Search</button></div>
<nav class="gh-navigation-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-navigation-actions"><div class="gh-navigation-members"><a href="#/portal/signin" data-portal="signin">Sign in</a> {self.a("membership", "Subscribe", "nav", 'class="gh-button"')}</div></div>
</div>
</header>
<main class="gh-main">
{main}
</main>
<footer class="gh-footer gh-outer">
<div class="gh-footer-inner gh-inner">
<div class="gh-footer-bar"><span class="gh-footer-logo is-title">The Long Paddock</span><nav class="gh-footer-menu"><ul class="nav"><li>{self.a("about", "About", "footer")}</li><li>{self.a("membership", "Membership", "footer")}</li><li><a href="{ORIGIN}/contribute/">Contribute</a></li><li><a href="{ORIGIN}/privacy/">Privacy</a></li><li><a href="{ORIGIN}/rss/">RSS</a></li></ul></nav><div class="gh-footer-copyright">Powered by <a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a></div></div>
<div class="gh-footer-signup"><h2 class="gh-footer-signup-header is-title">The Long Paddock</h2><p class="gh-footer-signup-subhead is-body">Stories from rural and regional Australia, in your inbox every fortnight.</p><button class="gh-button" data-portal="signup">Subscribe</button></div>
<p class="acknowledgement">The Long Paddock is made on Wiradjuri Country. We pay our respects to Elders past and present.</p>
</div>
</footer>
</div>
<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true"><div class="pswp__bg"></div></div>
<script src="{ORIGIN}/assets/built/source.js?v=5d7a1c39e2"></script>
</body>
</html>"""

    def para(self, text: str, cls: str = "") -> str:
        html = self.inline(text)
        html = FNREF.sub(
            lambda m: (
                f'<sup class="footnote-ref"><a href="#fn{m.group(1)}" id="fnref{m.group(1)}">[{m.group(1)}]</a></sup>'
            ),
            html,
        )
        return f"<p{cls}>{html}</p>"

    def custom(self, doc: Doc) -> dict:
        def image(b: tuple) -> str:
            if b[1] == "GALLERY":
                return gallery(b)
            return f'<figure class="kg-card kg-image-card kg-width-wide kg-card-hascaption"><img src="{ORIGIN}/content/images/2026/12/{img_id(b[1])}.jpg" class="kg-image" alt="{esc(b[1])}" loading="lazy" width="2000" height="1333" srcset="{ORIGIN}/content/images/size/w600/2026/12/{img_id(b[1])}.jpg 600w, {ORIGIN}/content/images/size/w1000/2026/12/{img_id(b[1])}.jpg 1000w" sizes="(min-width: 1200px) 1200px"><figcaption><span style="white-space: pre-wrap;">{esc(b[2])}</span></figcaption></figure>'

        def gallery(b: tuple) -> str:
            imgs = "".join(
                f'<div class="kg-gallery-image"><img src="{ORIGIN}/content/images/2026/12/mural-{n}.jpg" width="1600" height="1067" loading="lazy" alt=""></div>'
                for n in (1, 2)
            )
            return f'<figure class="kg-card kg-gallery-card kg-width-wide kg-card-hascaption"><div class="kg-gallery-container"><div class="kg-gallery-row">{imgs}</div></div><figcaption><span style="white-space: pre-wrap;">{esc(b[2])}</span></figcaption></figure>'

        def footnotes(b: tuple) -> str:
            items = "".join(
                f'<li id="fn{n}" class="footnote-item"><p>{esc(t)} <a href="#fnref{n}" class="footnote-backref">↩︎</a></p></li>'
                for n, t in enumerate(b[1], 1)
            )
            return f'<!--kg-card-begin: markdown--><hr class="footnotes-sep">\n<section class="footnotes">\n<ol class="footnotes-list">{items}</ol>\n</section>\n<!--kg-card-end: markdown-->'

        return {
            "p": lambda b: self.para(b[1]),
            "drop": lambda b: (
                f'<!--kg-card-begin: html--><p class="drop-cap-para"><span class="drop-cap">{esc(b[1][0])}</span>{self.inline(b[1][1:])}</p><!--kg-card-end: html-->'
            ),
            "pull": lambda b: (
                f'<blockquote class="kg-blockquote-alt"><span style="white-space: pre-wrap;">{esc(b[1])}</span></blockquote>'
            ),
            "h2": lambda b: f'<h2 id="{b[1].lower().replace(" ", "-").replace(".", "")}">{esc(b[1])}</h2>',
            "h3": lambda b: f'<h3 id="{b[1].lower().replace(" ", "-")}">{esc(b[1])}</h3>',
            "cap": image,
            "fn": footnotes,
            "sign": lambda b: f"<p><em>{esc(b[1])}</em></p>",
        }

    def author_links(self, doc: Doc) -> str:
        names = doc.authors or ["The Long Paddock"]
        out = []
        for a in names:
            out.append(
                self.a("author", a, "byline")
                if a == "Meg Callister"
                else f'<a href="/author/{AUTHORS[a]}/">{esc(a)}</a>'
            )
        return ", ".join(out)

    def story_main(self, doc: Doc) -> str:
        primary_tag = doc.extra["tags"][0]
        tag_link = (
            self.a("tag", primary_tag, "breadcrumb", 'class="gh-article-tag"')
            if primary_tag == "Photo essays"
            else f'<a class="gh-article-tag" href="/tag/{primary_tag.lower().replace(" ", "-")}/">{esc(primary_tag)}</a>'
        )
        avatars = "".join(
            f'<a href="/author/{AUTHORS[a]}/" class="gh-article-author-image"><img src="{ORIGIN}/content/images/size/w160/2024/03/{AUTHORS[a]}.jpg" alt="{esc(a)}"></a>'
            for a in (doc.authors or ["The Long Paddock"])
        )
        body = self.blocks(doc, custom=self.custom(doc))
        cta = ""
        if doc.extra.get("members"):
            cta = f"""<aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color: #8a5a2b"><h2>This post is for paying subscribers only</h2>{self.a("membership", "Subscribe now", "content", 'class="gh-btn" data-portal="signup"')}<p><small>Already have an account? <a data-portal="signin" href="#/portal/signin">Sign in</a></small></p></div></aside>"""
        bio = ""
        if doc.extra.get("bio"):
            a = doc.authors[0]
            bio = f'<section class="gh-article-author-card"><img src="{ORIGIN}/content/images/size/w160/2024/03/{AUTHORS[a]}.jpg" alt="{esc(a)}" class="gh-article-author-card-image"><div><h4 class="gh-article-author-card-name">About {self.a("author", a, "byline")}</h4><p class="gh-article-author-card-bio">{esc(BIOS[a])}</p></div></section>'
        rel = [k for k in ARTS if k != doc.key][:3]
        cards = "".join(
            self.card(
                k, self.docs[k].title, self.docs[k].path, self.lede(self.docs[k]), self.docs[k].date or "", "related"
            )
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="gh-article post {" ".join("tag-" + t.lower().replace(" ", "-") for t in doc.extra["tags"])}{" post-access-paid" if doc.extra.get("members") else ""}">
<header class="gh-article-header gh-canvas">
{tag_link}
<h1 class="gh-article-title is-title">{esc(doc.title)}</h1>
<p class="gh-article-excerpt is-body">{esc(doc.dek)}</p>
<div class="gh-article-meta">
<div class="gh-article-author-image instapaper_ignore">{avatars}</div>
<div class="gh-article-meta-wrapper">
<h4 class="gh-article-author-name">{self.author_links(doc)}</h4>
<div class="gh-article-meta-content"><time class="gh-article-meta-date" datetime="{doc.stamp}">{ghost_day(doc.stamp)}</time><span class="gh-article-meta-length"><span class="bull">—</span> {doc.extra.get("minutes", 5)} min read</span></div>
</div>
</div>
<figure class="gh-article-image"><img srcset="{ORIGIN}/content/images/size/w720/2026/12/{img_id(doc.title)}.jpg 720w, {ORIGIN}/content/images/size/w1200/2026/12/{img_id(doc.title)}.jpg 1200w" src="{ORIGIN}/content/images/size/w1200/2026/12/{img_id(doc.title)}.jpg" alt="{esc(doc.title)}"></figure>
</header>
<section class="gh-content gh-canvas is-body">
{body}
{cta}
</section>
{bio}
<div class="gh-share gh-canvas"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Share on Facebook</a> <a href="https://bsky.app/intent/compose?text={u}">Share on Bluesky</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div>
</article>
<section class="gh-container is-grid gh-outer gh-readmore"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">Read more</h2><div class="gh-feed">{cards}</div></div></section>"""

    def card(
        self, key: str | None, title: str, path: str, dek: str, stamp: str, zone: str = "content", author: str = ""
    ) -> str:
        who = ", ".join(self.docs[key].authors) or "The Long Paddock" if key else author
        day = stamp if "-" in stamp else ""
        inner = f'<figure class="gh-card-image"><img srcset="{ORIGIN}/content/images/size/w300/2026/{img_id(title)}.jpg 300w, {ORIGIN}/content/images/size/w720/2026/{img_id(title)}.jpg 720w" src="{ORIGIN}/content/images/size/w720/2026/{img_id(title)}.jpg" alt="{esc(title)}" loading="lazy"></figure><div class="gh-card-wrapper"><h3 class="gh-card-title is-title">{esc(title)}</h3><p class="gh-card-excerpt is-body">{esc(unref(dek))}</p><footer class="gh-card-meta"><span class="gh-card-author">By {esc(who)}</span><time class="gh-card-date" datetime="{day}">{ghost_day(day) if day else ""}</time></footer></div>'
        target = key if key else next((k for k, d in self.docs.items() if d.path == path), path)
        link_cls = 'class="gh-card-link"'
        return f'<article class="gh-card post">{self.a(target, title, zone, link_cls, inner=inner)}</article>'

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "issue":
            return self.page_main(doc, self.issue_html(doc))
        if doc.kind == "archive":
            return self.page_main(doc, self.backissues_html())
        cards = []
        for item in doc.extra["list"]:
            if isinstance(item, str):
                d = self.docs[item]
                cards.append(self.card(item, d.title, d.path, d.dek or self.lede(d), d.date or ""))
            else:
                cards.append(self.card(None, item[0], item[1], item[2], item[3], author=item[4]))
        head = ""
        btn, newer = 'class="gh-button"', 'class="newer-posts"'
        if doc.kind == "home":
            head = f'<section class="gh-header is-classic has-image gh-outer"><div class="gh-header-inner gh-inner"><h1 class="gh-header-title is-title">Stories from rural Australia</h1><p class="gh-header-description is-body">An independent quarterly of reporting, photography and essays, made in the regions.</p>{self.a("membership", "Become a member", "content", btn)} <p>{self.a("issue", "Read Issue 14: Summer 2026–27", "content")}</p></div></section>'
        elif doc.kind == "tag":
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><div class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">{esc(doc.extra["description"])}</p></div></div></section>'
        elif doc.kind == "author":
            head = f'<section class="gh-archive has-image gh-outer"><div class="gh-archive-inner gh-inner"><div class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">{esc(doc.extra["bio"])}</p><div class="gh-author-meta"><span class="gh-author-location">Orange, NSW</span> <a href="https://megcallister.test" target="_blank" rel="noopener">Website</a></div></div><img class="gh-article-image" src="{ORIGIN}/content/images/size/w160/2024/03/meg-callister.jpg" alt="Meg Callister"></div></section>'
        elif doc.kind == "section":
            head = '<h1 class="gh-container-title visually-hidden">The Long Paddock, page 2</h1>'
        pager = ""
        if doc.key == "home":
            pager = f'<nav class="gh-more is-title">{self.a("page2", "See all posts →", "pagination")}</nav>'
        elif doc.key == "page2":
            pager = f'<nav class="pagination" role="navigation">{self.a("home", "← Newer Posts", "pagination", newer)} <span class="page-number">Page 2 of 9</span> <a class="older-posts" href="/page/3/">Older Posts →</a></nav>'
        return f'{head}<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><main class="gh-main"><div class="gh-feed">{"".join(cards)}</div></main></div></section>{pager}'

    def issue_html(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            lock = ' <span class="members-badge">Members</span>' if d.extra.get("members") else ""
            rows.append(
                f"<li><strong>{self.a(k, d.title, 'content')}</strong>{lock}<br>{esc(', '.join(d.authors) or 'The Long Paddock')}. {esc(d.dek)}</li>"
            )
        return f'<p>Our summer issue: ninety-six pages of reporting, photography and essays from the stock routes, the wool sheds, the flood country and the dance floors of the bush. Printed copies are posted to {self.a("membership", "Print + Supporter members", "content")} in the first week of December.</p><h2 id="in-this-issue">In this issue</h2><ol class="issue-toc">{"".join(rows)}</ol><p>Looking for an older issue? See {self.a("backissues", "all back issues", "content")}.</p>'

    def backissues_html(self) -> str:
        years = {
            "2026": [
                (14, "Summer 2026–27", "/issue-14/"),
                (13, "Spring 2026", "/issue-13/"),
                (12, "Winter 2026", "/issue-12/"),
                (11, "Autumn 2026", "/issue-11/"),
            ],
            "2025": [
                (10, "Summer 2025–26", "/issue-10/"),
                (9, "Spring 2025", "/issue-9/"),
                (8, "Winter 2025", "/issue-8/"),
                (7, "Autumn 2025", "/issue-7/"),
            ],
            "2024": [
                (6, "Summer 2024–25", "/issue-6/"),
                (5, "Spring 2024", "/issue-5/"),
                (4, "Winter 2024", "/issue-4/"),
                (3, "Autumn 2024", "/issue-3/"),
            ],
            "2023": [(2, "Summer 2023–24", "/issue-2/"), (1, "Spring 2023", "/issue-1/")],
        }
        out = [
            "<p>Every issue of The Long Paddock since our first in spring 2023. Members can read them all online; printed copies of most issues are still available.</p>"
        ]
        for year, issues in years.items():
            items = []
            for n, season, path in issues:
                key = "issue" if n == 14 else ("missing" if n == 9 else path)
                items.append(
                    f'<li><figure class="kg-card kg-image-card"><img src="{ORIGIN}/content/images/covers/issue-{n}.jpg" alt="Cover of Issue {n}" width="300" height="400" loading="lazy"></figure>{self.a(key, f"Issue {n}: {season}", "content")}</li>'
                )
            out.append(f'<h2 id="y{year}">{year}</h2><ul class="back-issues">{"".join(items)}</ul>')
        return "".join(out)

    def page_main(self, doc: Doc, html: str) -> str:
        return f"""<article class="gh-article page">
<header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header>
<section class="gh-content gh-canvas is-body">{html}</section>
</article>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "error":
            cards = "".join(
                self.card(k, self.docs[k].title, self.docs[k].path, self.lede(self.docs[k]), self.docs[k].date or "")
                for k in ["longread", "photo", "halls"]
            )
            return f'<section class="gh-error gh-outer"><div class="gh-error-inner gh-inner"><h1 class="gh-error-code">404</h1><p class="gh-error-description">Page not found</p><a class="gh-error-link" href="{ORIGIN}">Go to the front page →</a></div></section><section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">Recent posts</h2><div class="gh-feed">{cards}</div></div></section>'
        html = self.blocks(
            doc, custom={"h2": lambda b: f'<h2 id="{b[1].lower().replace(" ", "-").replace("+", "")}">{esc(b[1])}</h2>'}
        )
        if doc.kind == "subscribe":
            html += '<div class="kg-card kg-button-card kg-align-center"><a href="#/portal/signup" class="kg-btn kg-btn-accent" data-portal="signup">Choose a plan</a></div>'
        return self.page_main(doc, html)
