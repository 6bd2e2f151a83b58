# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Meridian: a Guardian-like British daily on a **dotcom-rendering**-like front end (`data-gu-name="headline"`,
`data-gu-name="body"`, hashed `dcr-…` classes, `<address aria-label="Contributor info">`, `window.guardian.config`,
`/uk-news/2026/dec/04/<slug>`, `/uk-news/live/…`, `/profile/…`, `/news/series/…`, `/uk-news?page=2`, home `/uk`),
English, UTF-8, London (GMT, +00:00 in December, so its UTC stamps are the local day).

Dates are printed "Fri 4 Dec 2026 23.48 GMT" with "Last modified on …" in a `<details>`. The JSON-LD is an array
(`NewsArticle` + `WebPage`) with millisecond UTC stamps. Hard cases: the Storm Elin **live blog** ("Lucy Hartwell (now)
and Tom Okafor (earlier)", a bulleted standfirst, a "Key events" list, a **pinned post** that repeats an entry, an
embedded post and a reader call-out form); **the long read** (drop cap, two pull quotes, footnote markers and a notes
list, an author bio box, the "Follow the Long Read…" line inside the body); a name followed by its role in one
`<address>` ("Harriet Lowe North of England correspondent"); "Staff and agencies in Reykjavík" (JSON-LD Person);
"PA Media" with no JSON-LD; a 2024 story under a "This article is more than 2 years old" banner; a review whose stars
and "At … until …" line are not body; an "in pictures" gallery and a corrections-and-clarifications column (both
`og:type=article`, neither an article)."""

from __future__ import annotations

import datetime as dt
import json
import zlib
from urllib.parse import quote

from common import Base, page, story, text_of
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.themeridian.test"
ARTS = ["live", "storm", "longread", "opinion", "agencies", "pa", "review", "archive"]


def gu(local: str) -> str:
    """The printed form "Fri 4 Dec 2026 23.48 GMT" from "2026-12-04 23:48" (London is on GMT in December)."""
    when = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    return f"{when:%a} {when.day} {when:%b %Y %H.%M} GMT"


def ms(local: str) -> str:
    return local.replace(" ", "T") + ":00.000Z"


def block_id(n: int) -> str:
    return f"6751c{n:02d}e8f0{n * 7 % 10}a1b{n:02d}"


def entry(n: int, time: str, key: bool = False) -> str:
    bid = block_id(n)
    flag = '<span class="dcr-ke-label">Key event</span>' if key else ""
    return (
        f'RAW:<article id="block-{bid}" data-gu-name="live-block" class="block{" key-event" if key else ""}">'
        f'<header><a href="?page=with:block-{bid}#block-{bid}"><time datetime="2026-12-04T{time.replace(".", ":")}:00.000Z">'
        f"{time} GMT</time></a>{flag}</header><div>"
    )


END = "RAW:</div></article>"


class Meridian(Base):
    origin = ORIGIN
    name = "The Meridian"
    prefix = "mer"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mer",
            [
                ".dcr-1rufrwg",
                ".dcr-u0152o",
                ".dcr-s3ycb2",
                ".dcr-1yi1cnj",
                "[data-gu-name=body] p",
                ".dcr-1kkg1gb",
                ".fc-item__container",
                ".dcr-pullquote",
                ".dcr-footer",
                ".dcr-epic",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/uk",
                "home",
                "News, sport and opinion from The Meridian’s UK edition",
                "dcr-front-uk",
                list=["live", "storm", "agencies", "longread", "opinion", "pa", "review", "gallery"],
                more="uknews",
            )
        )
        add(
            page(
                "uknews",
                "/uk-news",
                "section",
                "UK news",
                "dcr-section-front",
                list=["live", "storm", "pa", "gallery"],
                more="uknews2",
            )
        )
        add(
            page(
                "uknews2",
                "/uk-news?page=2",
                "section",
                "UK news",
                "dcr-section-front-page2",
                list=["longread", "archive", "review"],
            )
        )
        add(
            page(
                "tag",
                "/environment/floods",
                "tag",
                "Floods",
                "keyword-tag-page",
                list=["storm", "live", "opinion", "archive"],
            )
        )
        add(
            page(
                "author",
                "/profile/harriet-lowe",
                "author",
                "Harriet Lowe",
                "contributor-profile",
                list=["storm", "archive", "live"],
                bio="Harriet Lowe is the Meridian’s North of England correspondent, based in Leeds. She previously covered environment and rural affairs.",
            )
        )
        add(
            page(
                "search",
                "/search?q=storm+elin",
                "search",
                "Search results for ‘storm elin’",
                "search-results",
                list=["live", "storm", "gallery", "opinion"],
            )
        )
        add(
            page(
                "lrseries",
                "/news/series/the-long-read",
                "section",
                "The long read",
                "series-front",
                list=["longread", "archive"],
            )
        )
        add(
            page(
                "gallery",
                "/uk-news/gallery/2026/dec/04/storm-elin-northern-england-scotland-in-pictures",
                "gallery",
                "Storm Elin batters northern England and Scotland – in pictures",
                "in-pictures-gallery",
                published="2026-12-04T18:30:00.000Z",
                standfirst="Gusts of more than 90mph brought down trees and power lines, flooded towns along the River Eden and closed the west coast main line",
                photos=[
                    (
                        "Waves break over the harbour wall at Whitehaven, Cumbria, on Friday morning.",
                        "Owen Humphreys/PA",
                    ),
                    ("A fallen tree blocks the A591 near Ambleside.", "Christopher Furlong/Getty Images"),
                    (
                        "Firefighters use a boat to help residents out of homes on The Sands in Appleby-in-Westmorland.",
                        "Ian Forsyth/Getty Images",
                    ),
                    (
                        "Passengers wait at Carlisle station after trains on the west coast main line were cancelled.",
                        "Harriet Lowe/The Meridian",
                    ),
                    (
                        "Engineers from Northern Powergrid repair a line near Hexham, Northumberland.",
                        "Northern Powergrid",
                    ),
                    ("Surfers watch the swell at Tynemouth Longsands.", "Owen Humphreys/PA"),
                    ("Snow on the summit of Great Dun Fell, where a gust of 91mph was recorded.", "Met Office"),
                    ("The River Eden in flood at Appleby bridge on Friday evening.", "Ian Forsyth/Getty Images"),
                ],
            )
        )
        add(
            page(
                "corrections",
                "/news/2026/dec/05/corrections-and-clarifications",
                "corrections",
                "Corrections and clarifications",
                "corrections-column",
                [
                    "An article about flooding in Cumbria (Thousands without power in Cumbria as Storm Elin floods Appleby, 5 December, page 7) gave the peak number of homes without power as 10,000. It was more than 100,000. This has been corrected online.",
                    "A review of The Tempest at Harrogate theatre (4 December, G2, page 14) said the production ran until 9 February. It runs until 9 January.",
                    "An obituary of the engraver Thomas Walby (2 December, Journal, page 9) said he was born in Whitby. He was born in Scarborough.",
                    "Our long read about lock-keepers (4 December, page 27) referred to the Huddersfield Narrow canal reopening in 2002. It reopened in 2001.",
                    "In an article about rail fares (28 November, page 12), a picture caption misidentified Manchester Piccadilly station as Manchester Victoria.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About The Meridian",
                "about-page",
                [
                    "The Meridian has been published since 1868, first as a weekly in Manchester and since 1912 as a daily. It is owned by the Meridian Trust, whose purpose is to secure the paper’s editorial independence in perpetuity.",
                    "## Our values",
                    "We believe in open, independent journalism that is free for everyone to read. We are funded by our readers, by advertising and by the income of the trust.",
                    "## Contact us",
                    "For corrections, email corrections@themeridian.test. For the readers’ editor, email reader@themeridian.test. Our switchboard is open from 9am to 6pm, Monday to Friday.",
                ],
            )
        )
        add(
            story(
                "live",
                "/uk-news/live/2026/dec/04/storm-elin-live-updates-power-cuts-travel",
                "Storm Elin: thousands without power as 90mph gusts hit northern England and Scotland – live",
                "2026-12-04",
                "2026-12-04T07:05:12.000Z",
                "2026-12-04 07:05",
                ["Lucy Hartwell", "Tom Okafor"],
                [
                    entry(12, "21.40", key=True),
                    "## Rail network will not be back to normal until Sunday, says Network Rail",
                    "Network Rail says lines across Cumbria and the Scottish Borders will stay closed overnight while engineers clear fallen trees and check bridges for scour damage. A spokesperson said the west coast main line between Preston and Carlisle was “unlikely” to reopen before Saturday afternoon, and that some branch lines could be shut until Sunday.",
                    "Passengers with tickets for Friday or Saturday can use them on any train up to and including Monday, the operators said.",
                    END,
                    entry(11, "21.05"),
                    "Northern Powergrid says it has reconnected 61,000 homes since the morning but 38,400 customers across Cumbria, Northumberland and North Yorkshire are still without electricity. It expects most to be back on by Saturday evening, although it warned that “a small number of isolated rural properties” might have to wait until Sunday.",
                    END,
                    entry(10, "20.20", key=True),
                    "## Man dies after tree falls on car in Dumfries and Galloway",
                    "Police Scotland have confirmed that a man in his 60s has died after a tree fell on the car he was driving on the A75 near Gatehouse of Fleet at about 4.30pm. His next of kin have been informed. A woman who was a passenger in the car was taken to Dumfries and Galloway Royal Infirmary with injuries that are not thought to be life-threatening.",
                    "Ch Supt Gillian Moffat said: “Our thoughts are with the man’s family at this very difficult time. I would urge people not to travel in the affected areas unless their journey is absolutely necessary.”",
                    END,
                    entry(9, "19.10"),
                    "The Met Office has extended its amber wind warning for south-west Scotland and Cumbria until 6am on Saturday. Gusts of 70-80mph are still possible on exposed coasts and hills.",
                    'RAW:<figure class="dcr-embed element-tweet" data-alt="Met Office post"><blockquote class="twitter-tweet"><p lang="en" dir="ltr">⚠️ Amber wind warning EXTENDED ⚠️ Storm Elin will continue to bring very strong winds to parts of south-west Scotland and Cumbria until 0600 Saturday. Stay safe. <a href="https://t.co/elin0412">pic.x.com/elin0412</a></p>— Met Office (@metoffice_test) <a href="https://x.com/metoffice_test/status/1864412345678901234">December 4, 2026</a></blockquote></figure>',
                    END,
                    entry(7, "16.30"),
                    "Readers have been sending us their pictures from across the north. If you are affected by the storm and it is safe to do so, you can share your photos, videos and stories with us using the form below.",
                    'RAW:<div class="dcr-callout" data-gu-name="callout"><details open><summary>Share your experience</summary><form action="https://callouts.themeridian.test/storm-elin" method="post"><label>Your name <input name="name"></label><label>Tell us what happened <textarea name="story"></textarea></label><label>Photo <input type="file" name="photo"></label><button type="submit">Share with The Meridian</button></form><p class="dcr-callout-terms">Your responses, which can be anonymous, are secure.</p></details></div>',
                    END,
                    entry(6, "15.15", key=True),
                    "## What we know so far",
                    "If you are just joining us, here is a summary of the latest:",
                    "- More than 100,000 homes lost power at the peak of the storm this morning, mostly in Cumbria, Northumberland and the Scottish Borders.",
                    "- An amber wind warning covers south-west Scotland, Cumbria and parts of Northumberland until 6am on Saturday.",
                    "- The west coast main line is closed north of Preston and dozens of roads are blocked by fallen trees.",
                    "- The Environment Agency has issued 27 flood warnings, including for the River Eden at Carlisle and Appleby.",
                    END,
                    entry(5, "13.50"),
                    "The Environment Agency says river levels on the Eden at Appleby are rising faster than forecast and are expected to peak early this evening. Sandbags are being handed out in the Market Square, and residents in low-lying streets have been advised to move valuables upstairs.",
                    "FIG: Sandbags in Appleby | Residents collect sandbags in the Market Square in Appleby-in-Westmorland. Photograph: Ian Forsyth/Getty Images",
                    END,
                    entry(2, "09.30", key=True),
                    "## Gust of 91mph recorded at Great Dun Fell",
                    "The highest gust so far this morning was 91mph at Great Dun Fell in the North Pennines, the Met Office says. Brizlee Wood in Northumberland recorded 84mph and Drumalbin in South Lanarkshire 79mph.",
                    END,
                    entry(1, "07.05"),
                    "Good morning and welcome to our live coverage of Storm Elin, which has brought damaging winds and heavy rain to northern England and Scotland overnight. We will bring you the latest on power cuts, travel disruption and flood warnings throughout the day.",
                    END,
                ],
                "live-blog-pinned-key-events-now-earlier",
                section="UK news",
                sect="uk-news",
                printed_byline='<a rel="author" href="/profile/lucy-hartwell" data-link-name="auto tag link">Lucy Hartwell</a> (now) and <a rel="author" href="/profile/tom-okafor" data-link-name="auto tag link">Tom Okafor</a> (earlier)',
                standfirst_list=[
                    "Amber wind warning for south-west Scotland and Cumbria extended until 6am on Saturday",
                    "Man in his 60s dies after tree falls on car on A75 in Dumfries and Galloway",
                    "West coast main line closed north of Preston; 38,400 homes still without power",
                ],
                updated="2026-12-04 21.40",
                modified="2026-12-04T21:52:40.000Z",
                key_events=[
                    (12, "21.40", "Rail network will not be back to normal until Sunday, says Network Rail"),
                    (10, "20.20", "Man dies after tree falls on car in Dumfries and Galloway"),
                    (6, "15.15", "What we know so far"),
                    (2, "09.30", "Gust of 91mph recorded at Great Dun Fell"),
                ],
                pinned=6,
                tags=[
                    ("tag", "Floods"),
                    ("/uk/weather", "Weather"),
                    ("/uk/cumbria", "Cumbria"),
                    ("/uk/scotland", "Scotland"),
                ],
            )
        )
        add(
            story(
                "storm",
                "/uk-news/2026/dec/04/storm-elin-cumbria-appleby-flooding-power-cuts",
                "Thousands without power in Cumbria as Storm Elin floods Appleby",
                "2026-12-04",
                "2026-12-04T23:48:11.000Z",
                "2026-12-04 23:48",
                ["Harriet Lowe"],
                [
                    "Dozens of homes in Appleby-in-Westmorland were flooded on Friday evening after the River Eden burst its banks, as Storm Elin brought a second day of gales and heavy rain to the north of England and Scotland.",
                    "The Environment Agency issued a severe flood warning, meaning a danger to life, for the town shortly after 7pm, and firefighters used boats to help about 30 people out of houses on The Sands and Bridge Street. Nobody was reported injured.",
                    "“It came up so fast,” said Karen Bell, 54, who runs a cafe near the bridge. “At six o’clock the water was still below the wall. By half past seven it was through the door and up to my knees. We’ve had floods before, but never like this.”",
                    "RAW:RICHLINK",
                    "Northern Powergrid said about 38,400 homes across Cumbria, Northumberland and North Yorkshire were still without power late on Friday, down from a peak of more than 100,000 in the morning. Engineers had been unable to reach some sites because roads were blocked by fallen trees.",
                    "## Rail lines closed",
                    "The west coast main line remained closed north of Preston and Network Rail said it was unlikely to reopen before Saturday afternoon. Several trains were stranded for hours on Friday, including a service from London Euston that stopped near Oxenholme after a tree fell on the overhead wires.",
                    "In Scotland, a man in his 60s died after a tree fell on his car on the A75 in Dumfries and Galloway, Police Scotland said.",
                    "The Met Office said the wind would ease on Saturday but warned that more rain was on the way, with a yellow warning for rain in place for Cumbria and the Pennines from Sunday evening. Ground that was already saturated meant there was a “high risk” of further flooding, it said.",
                    "The storm is the fifth named storm of the season. It follows a wet November in which parts of Cumbria received more than twice their average monthly rainfall.",
                ],
                "name-then-role-in-one-address",
                section="UK news",
                sect="uk-news",
                standfirst="River Eden bursts its banks as Northern Powergrid says nearly 40,000 homes are still without electricity",
                role="North of England correspondent",
                updated="2026-12-05 08.20",
                modified="2026-12-05T08:20:37.000Z",
                caption=(
                    "Firefighters help residents out of flooded homes in Appleby-in-Westmorland on Friday evening.",
                    "Ian Forsyth/Getty Images",
                ),
                tags=[
                    ("tag", "Floods"),
                    ("/uk/weather", "Weather"),
                    ("/uk/cumbria", "Cumbria"),
                    ("/uk/energy", "Energy industry"),
                ],
                ld="person",
            )
        )
        add(
            story(
                "longread",
                "/news/2026/dec/04/the-last-lock-keepers-life-on-britains-forgotten-canals",
                "The last lock-keepers: life on Britain’s forgotten canals",
                "2026-12-04",
                "2026-12-04T06:00:27.000Z",
                "2026-12-04 06:00",
                ["Miriam Achterberg"],
                [
                    "DC: At half past six on a January morning, when the towpath is still dark and the water the colour of slate, Geoff Marsden walks the length of the Standedge flight with a windlass in his coat pocket. He has done this for 31 years. He checks the paddles, the balance beams and the level of the pounds between the locks, and he listens. “You can hear when something’s wrong,” he told me the first time I walked with him. “The water goes quiet, or it goes loud. Either way, you’d better find out why.”",
                    "Marsden is one of fewer than 40 people still employed full-time to look after locks on the canals of northern England, down from more than 300 in the 1970s.^{1} Most of the 2,000 miles of waterways in England and Wales are now looked after by mobile teams who drive between sites, and by volunteers who give a few days a month. On the busiest tourist stretches, that works well enough. On the high Pennine canals, where the locks come in long, steep flights and the weather can close a road for days, it works less well.",
                    "The people who still live beside the locks are the last link to a way of life that once seemed permanent. Lock-keepers’ cottages were built with the canals, in the 1790s and 1800s, and the job often passed from father to son, and occasionally from mother to daughter. Marsden’s grandfather kept the top lock at Diggle. His mother was born in the cottage where he now lives.",
                    "PQ: You can hear when something’s wrong. The water goes quiet, or it goes loud",
                    "## A network built for coal",
                    "The canals of the north were not built for holidays. They were built to move coal, limestone, cotton and wool between the mill towns on either side of the Pennines, and for a few decades they were the arteries of the industrial revolution. The Huddersfield Narrow canal, which Marsden looks after, took 17 years to build and includes the longest, highest and deepest canal tunnel in Britain, more than three miles under the moors at Standedge.",
                    "Within 50 years the railways had taken most of the trade, and by the middle of the 20th century many canals had been abandoned. The Huddersfield Narrow was officially closed in 1944. Parts of it were filled in; a factory was built across it in Stalybridge. It was only reopened in 2001, after a campaign by volunteers that lasted almost 30 years and a restoration that cost more than £30m.",
                    "That restoration was a triumph, but it created a network that is expensive to maintain. The locks on the Pennine canals are old, the reservoirs that feed them need constant attention and the tunnels must be inspected every year. A review commissioned by the Inland Waterways Trust in 2023 estimated that the backlog of repairs across its network had reached £1.1bn.^{2}",
                    "In March 2024, the trust warned that as much as a fifth of the network could be at risk of closure within a decade without new money, a warning I reported at the time for [[archive|this newspaper]]. The government’s grant, fixed in 2012, falls in real terms every year. From 2027, under a settlement agreed last year, it will start to fall in cash terms too.",
                    "## ‘We are the canal’",
                    "When I visited in the autumn, Marsden and his neighbour, Janet Hirst, who keeps the locks at the other end of the flight, were preparing for the winter stoppages, when sections of canal are drained so that gates can be replaced. Hirst is 67 and has been a lock-keeper for 22 years. Before that she was a nurse in Oldham.",
                    "“People think it’s a romantic job,” she said, pouring tea in a kitchen where the window looks straight on to the lock chamber. “And it is, some days. But mostly it’s clearing rubbish, pulling out trolleys, and being here at two in the morning when a pound drains because someone’s left a paddle up. You can’t do that from a van in Huddersfield. We are the canal, really. Without somebody living on it, it’s just water.”",
                    "PQ: People think it’s a romantic job. And it is, some days",
                    "Hirst’s fear is not that the canal will close tomorrow, but that it will close slowly: a lock shut for a season because the gates are too rotten to move, then for a year, then for good. That has happened before. In the 1950s, she points out, several canals were closed not by any decision but by neglect, until the water grew too shallow for boats and the towpaths disappeared under brambles.",
                    "The trust says that will not happen. Its chief executive, Rachel Okonedo, told me the charity was investing more in the Pennine canals than at any point since restoration, and that the move towards mobile teams and volunteers had made maintenance more efficient. “We have to spend every pound where it does the most good,” she said. “That means some things are done differently. It doesn’t mean they aren’t done.”",
                    "Volunteers now contribute more than 700,000 hours a year across the network, according to the trust’s annual report.^{3} On the Huddersfield Narrow, they run the visitor boats through the Standedge tunnel, paint lock gates and clear vegetation. Many are retired engineers. Some are teenagers working towards their Duke of Edinburgh’s award. Marsden is grateful for them, he says, but they cannot be there at two in the morning either.",
                    "On my last morning with him, the snow had come early, and the top pound at Diggle was thick with ice. Marsden broke it with the end of a boat hook so that the water could flow, then stood for a minute watching it run through the paddle. “My granddad did this,” he said. “I don’t know who’ll do it after me. Maybe nobody. Maybe the water will just find its own way.”",
                    "### Notes",
                    "OL: Figures from the Inland Waterways Trust’s workforce reports, 1975 and 2025. The 1975 figure includes part-time lengthsmen.",
                    "OL: Asset condition review, commissioned by the trust and published in November 2023.",
                    "OL: Inland Waterways Trust, annual report and accounts 2025-26, page 14.",
                    'RAW:<p class="dcr-s3ycb2"><em>Follow the Long Read on X at <a href="https://x.com/meridianlongread">@meridianlongread</a>, listen to our podcasts <a href="/news/series/the-audio-long-read">here</a> and sign up to the long read weekly email <a href="/info/2026/long-read-email">here</a>.</em></p>',
                ],
                "long-read-dropcap-pullquotes-footnotes-bio",
                section="News",
                sect="news",
                series="The long read",
                standfirst="For two centuries, a handful of families kept the water moving through the Pennines. Now the money is running out, and the last of them wonder who will come after",
                caption=(
                    "Geoff Marsden at the top lock of the Standedge flight, Diggle.",
                    "Christopher Thomond/The Meridian",
                ),
                bio="Miriam Achterberg is a writer based in Leeds. Her book The Slow Water: A Journey Through the Pennine Canals will be published by Fenwick Press in March.",
                tags=[("lrseries", "The long read"), ("/uk/canals", "Canals"), ("/uk/heritage", "Heritage")],
                ld="person",
            )
        )
        add(
            story(
                "opinion",
                "/commentisfree/2026/dec/04/north-flooding-treasury-flood-defences-storm-elin",
                "The north keeps flooding, and the Treasury keeps calling it value for money",
                "2026-12-04",
                "2026-12-04T17:00:05.000Z",
                "2026-12-04 17:00",
                ["Nadia Rahman"],
                [
                    "Every winter the pictures arrive in the same order. First the weather maps, swirling and purple. Then the sandbags, the fire engines, the kayak paddling down a high street. Then, a few days later, a minister in wellies, promising that lessons will be learned. Storm Elin has brought us to stage three. Stage four, when the money is supposed to arrive, is the one that never quite comes.",
                    "The reason is not a secret. Flood defence schemes in England are funded according to a formula that weighs the cost of a scheme against the value of the homes and businesses it protects. On paper that sounds sensible. In practice it means that a wall protecting expensive houses in the south-east scores better than a wall protecting a row of terraces in a Cumbrian market town, even if the terraces flood twice as often.",
                    "Appleby, which flooded again on Friday night, has had a defence scheme on the drawing board since 2016. It has been redesigned three times to bring the cost down, because each version failed to clear the Treasury’s bar. In the meantime, the same families have pulled up the same carpets four times.",
                    "There are other ways to count. We could give more weight to how often a place floods, or to the cost to people who cannot afford insurance, or to the damage done to small businesses that never reopen. Scotland already uses a broader set of measures. The Environment Agency has asked for the rules to be reviewed. So have MPs of every party in the north.",
                    "None of this would be cheap. But flooding is not cheap either. The last big floods in Cumbria cost the local economy an estimated £500m, and the bill for Elin will not be much smaller. Spending money before the water arrives is almost always cheaper than spending it afterwards.",
                    "The government has promised a new flood strategy in the spring. If it wants to be taken seriously in the places that keep going under, it should start by changing the sums.",
                    'RAW:<p class="dcr-s3ycb2"><em>Nadia Rahman is a Meridian columnist</em></p>',
                    'RAW:<p class="dcr-s3ycb2"><em>Do you have an opinion on the issues raised in this article? If you would like to submit a response of up to 300 words by email to be considered for publication in our <a href="/tone/letters">letters</a> section, please <a href="mailto:letters@themeridian.test?body=Please%20include%20your%20name">click here</a>.</em></p>',
                ],
                "opinion-tail-inside-body",
                section="Opinion",
                sect="commentisfree",
                series="Opinion",
                standfirst="Flood defences are judged by a formula that favours the south-east. Storm Elin shows what that costs the rest of us",
                tags=[
                    ("tag", "Floods"),
                    ("/politics/treasury", "Treasury"),
                    ("/uk/northofengland", "North of England"),
                ],
                ld="person",
            )
        )
        add(
            story(
                "agencies",
                "/world/2026/dec/05/iceland-reykjanes-eruption-emergency-grindavik-pipeline",
                "Iceland declares emergency as eruption threatens Reykjanes hot water pipeline",
                "2026-12-05",
                "2026-12-05T00:41:09.000Z",
                "2026-12-05 00:41",
                [],
                [
                    "Iceland’s civil protection agency has declared a state of emergency on the Reykjanes peninsula after a new volcanic eruption sent lava flowing towards the pipeline that carries hot water to about 30,000 people.",
                    "The eruption began shortly after 10pm local time (10pm GMT) on Friday, when a fissure about 3km long opened north of the town of Grindavík, which was evacuated as a precaution earlier in the week.",
                    "Officials said the lava was moving at about 100 metres an hour and could reach the pipeline within a day. Workers have been building earth barriers around it since last winter, and the agency said it was “cautiously optimistic” they would hold.",
                    "Keflavík international airport remained open, and flights were operating normally, the airport operator said.",
                    "It is the ninth eruption on the peninsula since December 2023. Scientists say the area has entered a period of volcanic activity that could last years or decades.",
                ],
                "staff-and-agencies-in-city",
                section="World news",
                sect="world",
                credit="Staff and agencies in Reykjavík",
                tags=[("/world/iceland", "Iceland"), ("/science/volcanoes", "Volcanoes")],
                ld="staff",
            )
        )
        add(
            story(
                "pa",
                "/uk-news/2026/dec/04/police-warn-high-sided-vehicles-a66-three-lorries-overturn",
                "Police warn high-sided vehicles off A66 after three lorries overturn",
                "2026-12-04",
                "2026-12-04T14:32:44.000Z",
                "2026-12-04 14:32",
                [],
                [
                    "Police have told drivers of high-sided vehicles to stay off the A66 across the Pennines after three lorries were blown over within two hours on Friday.",
                    "The first overturned near Brough at about 10.30am, and two more came off the road near Bowes shortly before midday. One driver was taken to hospital with minor injuries.",
                    "Cumbria police said the road between Penrith and Scotch Corner was closed in both directions and was likely to stay shut until the wind dropped. “We cannot stress enough how dangerous conditions are on the higher routes,” a spokesperson said.",
                    "National Highways said diversions were in place but warned that alternative routes over the Pennines, including the A69 and the M62, were also affected by strong winds.",
                ],
                "agency-copy-no-jsonld",
                section="UK news",
                sect="uk-news",
                credit="PA Media",
                tags=[("/uk/roads", "Road transport"), ("/uk/cumbria", "Cumbria")],
                ld="none",
            )
        )
        add(
            story(
                "review",
                "/stage/2026/dec/04/the-tempest-review-harrogate-theatre",
                "The Tempest review – Harrogate’s storm-tossed island is full of sly delights",
                "2026-12-04",
                "2026-12-04T12:15:00.000Z",
                "2026-12-04 12:15",
                ["Arun Mehta"],
                [
                    "It seems almost too neat that this Tempest should open in the week a real storm has been throwing slates off the roofs of Harrogate. But director Fiona Gale’s production has more on its mind than weather. Set in a crumbling seaside hotel out of season, it is a play about endings: of magic, of revenge and, very touchingly, of a father’s hold on his daughter.",
                    "Joseph Adeyemi’s Prospero is no thundering sorcerer but a tired hotelier in a cardigan, conjuring storms with the light switches and a battered radiogram. His spirits are the hotel staff, and Ariel, played with mischievous precision by Holly Crane, is a chambermaid who seems always to be one step ahead of her master.",
                    "The comic scenes are the production’s great surprise. Trinculo and Stephano become a pair of stranded wedding guests, still in their morning suits, and their drunken scenes with Caliban, a brooding, sympathetic performance from Daniel Ashworth, are genuinely funny without tipping into panto.",
                    "Not everything works. The masque is cut to a few lines, and the lovers, Ferdinand and Miranda, struggle to make much of their scenes in the ballroom. But the final act, in which Prospero breaks his staff and the hotel lights go out one by one, is beautifully judged. Adeyemi speaks the epilogue straight to the audience, with the house lights up, and it lands like a quiet farewell.",
                    'RAW:<p class="dcr-s3ycb2"><em>At Harrogate theatre until 9 January.</em></p>',
                ],
                "review-stars-run-line",
                section="Stage",
                sect="stage",
                series="Theatre",
                stars=4,
                standfirst="Fiona Gale’s production sets Shakespeare’s late play in an out-of-season seaside hotel, with Joseph Adeyemi as a weary, touching Prospero",
                tags=[("/stage/theatre", "Theatre"), ("/stage/william-shakespeare", "William Shakespeare")],
                ld="person",
            )
        )
        add(
            story(
                "archive",
                "/environment/2024/mar/12/inland-waterways-trust-fifth-canals-risk-funding",
                "A fifth of England’s canals at risk without new funding, waterways charity warns",
                "2024-03-12",
                "2024-03-12T00:01:00.000Z",
                "2024-03-12 00:01",
                ["Miriam Achterberg"],
                [
                    "As much as a fifth of England’s canal network could be at risk of closure within a decade unless the government increases its funding, the charity that looks after the waterways has warned.",
                    "The Inland Waterways Trust said that without new money it would have to prioritise the busiest routes and could be forced to close lesser-used stretches, particularly on the high Pennine canals where maintenance is most expensive.",
                    "The government grant to the trust, agreed in 2012, is worth about £52m a year. The trust says that inflation has eroded its value by almost a third.",
                    "A spokesperson for the Department for Environment, Food and Rural Affairs said the government recognised “the huge value of our canals” and would continue to work with the trust on a long-term settlement.",
                ],
                "old-story-age-warning",
                section="Environment",
                sect="environment",
                old="This article is more than 2 years old",
                tags=[("/uk/canals", "Canals"), ("/environment/environment", "Environment")],
                ld="person",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        section = doc.section or ("UK news" if doc.kind != "home" else "")
        full = f"{doc.title} | {section} | The Meridian" if doc.kind not in ("home",) else f"{doc.title} | The Meridian"
        if doc.extra.get("series") == "Opinion":
            full = f"{doc.title} | {doc.authors[0]} | The Meridian"
        desc = doc.extra.get("standfirst") or (self.lede(doc) if doc.is_article else doc.title)
        article_like = doc.is_article or doc.kind in ("gallery", "corrections")
        out = [
            f"<title>{esc(full)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if article_like else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:image" content="https://i.meridianimg.test/img/media/{rng(doc.key).randrange(16**12):012x}/0_0_5000_3000/master/5000.jpg?width=1200&amp;quality=85&amp;auto=format&amp;fit=crop&amp;s=overlay">',
            '<meta property="fb:app_id" content="180444840287">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@meridian_test">',
        ]
        if not article_like:
            return "\n".join(out)
        iso = doc.iso or doc.extra.get("published", "2026-12-05T07:30:00.000Z")
        out.append(f'<meta property="article:published_time" content="{iso}">')
        out.append(f'<meta property="article:modified_time" content="{doc.extra.get("modified", iso)}">')
        out.append(f'<meta property="article:section" content="{esc(doc.section or "News")}">')
        if doc.authors:
            out.append(
                f'<meta property="article:author" content="{",".join(ORIGIN + "/profile/" + a.lower().replace(" ", "-") for a in doc.authors)}">'
            )
        if doc.extra.get("ld") == "none":
            return "\n".join(out)
        mode = doc.extra.get("ld", "org")
        if mode == "person":
            author: object = [
                {"@type": "Person", "name": a, "sameAs": f"{ORIGIN}/profile/{a.lower().replace(' ', '-')}"}
                for a in doc.authors
            ]
        elif mode == "staff":
            author = [{"@type": "Person", "name": "Staff and agencies"}]
        else:
            author = [{"@type": "Organization", "name": "The Meridian"}]
        kind = "LiveBlogPosting" if doc.key == "live" else "NewsArticle"
        ld: dict = {
            "@context": "https://schema.org",
            "@type": kind,
            "@id": url,
            "publisher": {
                "@type": "Organization",
                "name": "The Meridian",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/img/meridian-logo-ld.png",
                    "width": 300,
                    "height": 60,
                },
            },
            "isAccessibleForFree": True,
            "image": [
                f"https://i.meridianimg.test/img/media/{rng(doc.key).randrange(16**12):012x}/master/5000.jpg?width=1200"
            ],
            "author": author,
            "datePublished": iso,
            "headline": doc.title,
            "dateModified": doc.extra.get("modified", iso),
            "mainEntityOfPage": url,
        }
        if doc.key == "live":
            ld["coverageStartTime"] = iso
            ld["coverageEndTime"] = "2026-12-05T07:05:12.000Z"
            ld["liveBlogUpdate"] = [
                {"@type": "BlogPosting", "headline": h, "datePublished": f"2026-12-04T{t.replace('.', ':')}:00.000Z"}
                for n, t, h in doc.extra["key_events"]
            ]
        graph = [
            ld,
            {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "@id": url,
                "potentialAction": {
                    "@type": "ViewAction",
                    "target": "android-app://com.meridian.test/https/www.themeridian.test" + doc.path,
                },
            },
        ]
        out.append(f'<script type="application/ld+json">{json.dumps(graph, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        pillars = "".join(
            f'<li class="dcr-pillar">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "News"),
                ("https://www.themeridian.test/uk/commentisfree", "Opinion"),
                ("https://www.themeridian.test/uk/sport", "Sport"),
                ("https://www.themeridian.test/uk/culture", "Culture"),
                ("https://www.themeridian.test/uk/lifeandstyle", "Lifestyle"),
            )
        )
        subnav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("uknews", "UK"),
                ("https://www.themeridian.test/world", "World"),
                ("https://www.themeridian.test/environment/climate-crisis", "Climate crisis"),
                ("https://www.themeridian.test/uk/business", "Business"),
                ("https://www.themeridian.test/science", "Science"),
                ("lrseries", "The long read"),
                ("https://www.themeridian.test/uk/technology", "Tech"),
            )
        )
        config = {
            "page": {
                "contentType": "Article"
                if doc.is_article
                else ("Gallery" if doc.kind == "gallery" else "Network Front" if doc.kind == "home" else "Tag"),
                "pageId": doc.path.lstrip("/"),
                "headline": doc.title,
                "author": ", ".join(doc.authors),
                "section": doc.extra.get("sect", "uk-news"),
                "isLiveBlog": doc.key == "live",
                "edition": "UK",
                "webPublicationDate": int(
                    dt.datetime.fromisoformat(doc.iso.replace(".000Z", "+00:00")).timestamp() * 1000
                )
                if doc.iso
                else None,
            },
            "switches": {"consentManagement": True, "commercial": True, "liveBlogTopSponsorship": False},
        }
        mostviewed = "".join(
            f'<li class="dcr-mv"><span class="dcr-mv-num">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["live", "agencies", "storm", "longread"], 1)
        )
        return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{self.head(doc)}
<link rel="preconnect" href="https://assets.meridian.test">
<link rel="icon" href="https://static.meridian.test/favicon-32x32.ico">
<style>/*PAD*/</style>
<script>window.guardian = {{"config": {json.dumps(config, ensure_ascii=False)}, "polyfilled": false, "adBlockers": {{"active": undefined, "onDetect": []}}}};</script>
<script type="module" src="https://assets.meridian.test/assets/index.client.web.6c2a91f3.js"></script>
</head>
<body>
<a href="#maincontent" class="dcr-skip">Skip to main content</a>
<div data-gu-name="top-above-nav" class="dcr-ad-top"><div id="dfp-ad--top-above-nav" class="js-ad-slot ad-slot ad-slot--top-above-nav" data-link-name="ad slot top-above-nav" aria-hidden="true"></div></div>
<header data-component="header" class="dcr-header">
<div class="dcr-topbar"><a href="https://support.themeridian.test/?REFPVID=header">Support us</a> <a href="https://www.themeridian.test/print-subscriptions">Print subscriptions</a> <a href="https://profile.themeridian.test/signin">Sign in</a> <a href="https://jobs.themeridian.test/">Search jobs</a> <span class="dcr-edition">UK edition <a href="https://www.themeridian.test/us">US edition</a> <a href="https://www.themeridian.test/au">Australia edition</a> <a href="https://www.themeridian.test/europe">Europe edition</a> <a href="https://www.themeridian.test/international">International edition</a></span></div>
<a href="{esc(self.href("home"))}" class="dcr-logo" data-link-name="nav3 : logo"><span class="dcr-vh">The Meridian - Back to home</span><svg width="295" height="95" viewBox="0 0 295 95"><path d="M0 0h295v95H0z"/></svg></a>
<nav data-component="nav2" aria-label="Meridian sections"><ul class="dcr-pillars">{pillars}</ul><ul class="dcr-subnav">{subnav}</ul><a href="https://www.themeridian.test/help/accessibility-help">Accessibility help</a></nav>
</header>
<main id="maincontent" data-layout="{"LiveLayout" if doc.key == "live" else "StandardLayout"}">
{main}
</main>
<section class="dcr-most-viewed" data-component="most-popular"><h2>Most viewed</h2><ol>{mostviewed}</ol></section>
<footer data-component="footer" class="dcr-footer">
<div class="dcr-footer-email"><p>Sign up to First Edition, our free daily newsletter – every weekday morning at 7am</p><a href="https://www.themeridian.test/info/2026/first-edition">Sign up</a></div>
<ul class="dcr-footer-links"><li>{self.a("about", "About us", "footer")}</li><li><a href="https://www.themeridian.test/help/contact-us">Contact us</a></li><li>{self.a("corrections", "Corrections and clarifications", "footer")}</li><li><a href="https://www.themeridian.test/info/complaints-and-corrections">Complaints &amp; corrections</a></li><li><a href="https://www.themeridian.test/help/privacy-policy">Privacy policy</a></li><li><a href="https://www.themeridian.test/help/cookie-policy">Cookie policy</a></li><li><a href="https://www.themeridian.test/help/terms-of-service">Terms &amp; conditions</a></li><li><a href="https://www.themeridian.test/uk/rss">All topics</a></li><li><a href="https://www.themeridian.test/index/contributors">All contributors</a></li><li><a href="https://workforus.themeridian.test">Work for us</a></li></ul>
<div class="dcr-footer-support"><p>Support the Meridian</p><p>Available for everyone, funded by readers</p><a href="https://support.themeridian.test/contribute">Contribute</a> <a href="https://support.themeridian.test/subscribe">Subscribe</a></div>
<p class="dcr-copyright">© 2026 Meridian News &amp; Media Limited or its affiliated companies. All rights reserved. (dcr)</p>
</footer>
<div id="sp_message_container_1123" class="dcr-cmp" role="dialog" aria-label="Your privacy"><p>It’s your choice. We use cookies and similar technologies to give you a better experience, to keep our journalism free and to show you personalised ads. You can change your settings at any time via “Privacy settings” in the footer.</p><button title="Yes, I’m happy">Yes, I’m happy</button> <button title="Manage or reject cookies">Manage or reject cookies</button></div>
<script src="https://assets.meridian.test/assets/ophan.tracker.9d1f44.js" async></script>
</body>
</html>"""

    def dropcap(self, text: str) -> str:
        first, rest = text[0], text[1:]
        return f'<p class="dcr-94xsh dcr-dropcap"><span class="dcr-1nrxcpc"><span class="dcr-oug1jz">{esc(first)}</span></span>{self.inline(rest)}</p>'

    def pull(self, text: str) -> str:
        return f'<aside data-gu-name="pullquote" class="dcr-pullquote"><svg viewBox="0 0 22 14" class="dcr-quote-mark" aria-hidden="true"><path d="M5.255 0h4.75c-.572 4.53-1.077 8.972-1.297 13.941H0C.792 9.104 2.44 4.53 5.255 0Zm11.061 0h4.75c-.572 4.53-1.078 8.972-1.297 13.941h-8.708c.792-4.837 2.44-9.411 5.255-13.941Z"/></svg><blockquote class="dcr-zzndwp"><p>{esc(text)}</p></blockquote></aside>'

    def sup(self, mark: str) -> str:
        return f'<sup class="dcr-fn"><a href="#fn-{mark}" id="fnref-{mark}">{esc(mark)}</a></sup>'

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="dcr-figure" data-spacefinder-role="inline"><picture><img src="https://i.meridianimg.test/img/media/{zlib.crc32(alt.encode()):08x}/0_0_3500_2333/master/3500.jpg?width=445&amp;dpr=1&amp;s=none" alt="{esc(alt)}" width="445" height="296.72" loading="lazy"></picture><figcaption class="dcr-caption"><span class="dcr-camera" aria-hidden="true">📷</span>{esc(cap)}</figcaption></figure>'

    def body_html(self, doc: Doc) -> str:
        html = self.blocks(
            doc,
            p_tag='<p class="dcr-s3ycb2">',
            fig=self.fig,
            pull=self.pull,
            dropcap=self.dropcap,
            ol_tag='<ol class="dcr-footnotes">',
        )
        if "RICHLINK" in html:
            rich = f'<aside data-gu-name="rich-link" class="dcr-rich-link" data-spacefinder-role="richLink"><div class="dcr-rl-kicker">Related: </div>{self.a("live", "Storm Elin: thousands without power as 90mph gusts hit northern England and Scotland – live", "related")}</aside>'
            html = html.replace("RICHLINK", rich)
        if doc.key == "longread":
            for n in (1, 2, 3):
                html = html.replace("<li>", f'<li id="fn-{n}">', 1)
        return html

    def meta(self, doc: Doc) -> str:
        if doc.extra.get("printed_byline"):
            who = doc.extra["printed_byline"]
        elif doc.extra.get("credit"):
            who = f'<span class="dcr-credit">{esc(doc.extra["credit"])}</span>'
        else:
            names = " and ".join(
                self.a("author", a, "byline", 'rel="author" data-link-name="auto tag link"')
                if a == "Harriet Lowe"
                else f'<a rel="author" href="/profile/{a.lower().replace(" ", "-")}" data-link-name="auto tag link">{esc(a)}</a>'
                for a in doc.authors
            )
            who = names + (f" {esc(doc.extra['role'])}" if doc.extra.get("role") else "")
        if doc.key == "live":
            when = f'<div class="dcr-live-updated">Updated at {esc(doc.extra["updated"][-5:])} GMT</div><details class="dcr-dateline"><summary><span>{gu(doc.stamp)}</span></summary><span>First published on {gu(doc.stamp)}</span></details>'
        elif doc.extra.get("updated"):
            when = f'<details class="dcr-dateline"><summary><span class="dcr-u0h1qy">{gu(doc.stamp)}</span></summary><span class="dcr-modified">Last modified on {gu(doc.extra["updated"].replace(".", ":"))}</span></details>'
        else:
            when = f'<div class="dcr-dateline"><span class="dcr-u0h1qy">{gu(doc.stamp)}</span></div>'
        u = quote(self.url(doc.key), safe="")
        share = f'<div class="dcr-share"><a href="https://www.facebook.com/dialog/share?app_id=180444840287&amp;href={u}" data-link-name="share facebook">Share on Facebook</a> <a href="mailto:?body={u}">Share via Email</a></div>'
        comments = (
            '<a href="#comments" class="dcr-comment-count" data-link-name="Comment count"><span class="dcr-vh">Comments</span>412</a>'
            if doc.key in ("opinion", "storm")
            else ""
        )
        if doc.key == "live":
            share = ""
        return f'<div data-gu-name="meta" class="dcr-meta"><address aria-label="Contributor info" class="dcr-address">{who}</address>{when}{share}{comments}</div>'

    def story_main(self, doc: Doc) -> str:
        sect = doc.extra.get("sect", "uk-news")
        series = doc.extra.get("series", "")
        section_link = (
            self.a("uknews", "UK news", "breadcrumb", 'data-link-name="article section"')
            if sect == "uk-news"
            else f'<a href="/{sect}" data-link-name="article section">{esc(doc.section)}</a>'
        )
        if series == "The long read":
            link = self.a("lrseries", "The long read", "breadcrumb", 'data-link-name="article series"')
            kicker = f'<div class="dcr-series">{link}</div>'
        elif series:
            kicker = f'<div class="dcr-series"><a href="/{sect}/{series.lower()}" data-link-name="article series">{esc(series)}</a></div>'
        else:
            kicker = ""
        old = (
            f'<div class="dcr-age-warning" role="note"><svg width="11" height="11" aria-hidden="true"></svg><strong>{esc(doc.extra["old"])}</strong></div>'
            if doc.extra.get("old")
            else ""
        )
        live_badge = (
            '<span class="dcr-live-kicker"><span class="dcr-pulse"></span>Live</span> ' if doc.key == "live" else ""
        )
        stars = ""
        if doc.extra.get("stars"):
            n = doc.extra["stars"]
            stars = (
                f'<div class="dcr-star-rating" aria-label="{n} out of 5 stars">'
                + "".join(
                    f'<svg class="dcr-star{" dcr-star--empty" if i >= n else ""}" width="20" height="20" viewBox="0 0 20 20"><path d="M10 0l3 7h7l-5.5 4.5L16.5 19 10 14.5 3.5 19l2-7.5L0 7h7z"/></svg>'
                    for i in range(5)
                )
                + "</div>"
            )
        if doc.extra.get("standfirst_list"):
            standfirst = "<ul>" + "".join(f"<li>{esc(s)}</li>" for s in doc.extra["standfirst_list"]) + "</ul>"
        else:
            standfirst = f"<p>{esc(doc.extra.get('standfirst', ''))}</p>" if doc.extra.get("standfirst") else ""
        cap = doc.extra.get("caption")
        media = ""
        if cap:
            media = f'<div data-gu-name="media"><figure class="dcr-main-media"><picture><img src="https://i.meridianimg.test/img/media/{rng(doc.key + "m").randrange(16**10):010x}/master/5000.jpg?width=620&amp;dpr=2" alt="{esc(cap[0])}" width="620" height="372"></picture><figcaption class="dcr-caption"><span class="dcr-camera" aria-hidden="true">📷</span>{esc(cap[0])} Photograph: {esc(cap[1])}</figcaption></figure></div>'
        extra_top, extra_bottom = "", ""
        if doc.key == "live":
            evs = "".join(
                f'<li class="dcr-key-event"><a href="?page=with:block-{block_id(n)}#block-{block_id(n)}"><time datetime="2026-12-04T{t.replace(".", ":")}:00.000Z">{t} GMT</time><span class="dcr-ke-text">{esc(h)}</span></a></li>'
                for i, (n, t, h) in enumerate(doc.extra["key_events"])
            )
            extra_top = f'<div class="dcr-key-events" data-gu-name="key-events"><details open><summary><h2>Key events</h2></summary><ul>{evs}</ul></details></div><div class="dcr-filter"><span>Show key events only</span><button aria-label="Filter key events">Off</button></div>'
            pn = doc.extra["pinned"]
            pinned = (
                f'<div id="pinned-post" class="dcr-pinned" data-gu-name="pinned-post"><div class="dcr-pinned-label">Pinned post</div>'
                f'<article id="pinned-block-{block_id(pn)}" class="block dcr-1kkg1gb"><header><a href="?page=with:block-{block_id(pn)}#block-{block_id(pn)}"><time datetime="2026-12-04T15:15:00.000Z">15.15 GMT</time></a></header>'
                "<h2>What we know so far</h2><p>If you are just joining us, here is a summary of the latest:</p><ul>"
                "<li>More than 100,000 homes lost power at the peak of the storm this morning, mostly in Cumbria, Northumberland and the Scottish Borders.</li>"
                "<li>An amber wind warning covers south-west Scotland, Cumbria and parts of Northumberland until 6am on Saturday.</li>"
                "<li>The west coast main line is closed north of Preston and dozens of roads are blocked by fallen trees.</li>"
                "<li>The Environment Agency has issued 27 flood warnings, including for the River Eden at Carlisle and Appleby.</li></ul>"
                '<button class="dcr-show-more">Show more</button></article></div>'
            )
            extra_top += pinned
            extra_bottom = '<div class="dcr-pagination"><span>1 of 2</span> <a href="?page=with:block-6751c01e8f07a1b2c3d4e01#liveblog-navigation" data-link-name="older page">Older</a> <a href="?page=with:block-6751c01e8f07a1b2c3d4e01#liveblog-navigation">Oldest</a></div>'
        if doc.extra.get("bio"):
            extra_bottom += f'<div class="dcr-author-bio" data-gu-name="author-bio"><img src="https://uploads.meridian.test/2026/11/03/Miriam_Achterberg.png" alt="" width="60" height="60"><p>{esc(doc.extra["bio"])}</p></div>'
        kw = 'data-link-name="keyword"'
        tags = " ".join(
            f"<li>{self.a(k, t, 'tag', kw)}</li>" if k in self.docs else f'<li><a href="{k}" {kw}>{esc(t)}</a></li>'
            for k, t in doc.extra.get("tags", [])
        )
        rel = [k for k in ARTS if k != doc.key][:3]
        if doc.key == "storm":
            rel = ["live", "gallery", "pa", "opinion"]
        onwards = "".join(
            f'<li class="dcr-card">{self.a(k, self.docs[k].title, "related")}<span class="dcr-card-age">{"Live" if k == "live" else ""}</span></li>'
            for k in rel
        )
        epic = (
            ""
            if doc.key == "live"
            else '<div class="dcr-epic" data-gu-name="epic"><h2>It’s our 158th year, and we’re not going anywhere</h2><p>I hope you appreciated this article. Before you move on, I was hoping you would consider taking the step of supporting the Meridian’s journalism. We have no shareholders and no billionaire owner, so our reporting is free from commercial and political influence.</p><a href="https://support.themeridian.test/contribute?REFPVID=epic">Support us</a> <span>Remind me in January</span></div>'
        )
        return f"""<article class="dcr-1rufrwg" data-gu-name="article">
{old}
<div data-gu-name="title" class="dcr-title">{section_link}{kicker}</div>
<div data-gu-name="headline" class="dcr-headline"><h1 class="dcr-u0152o">{live_badge}{esc(doc.title)}</h1>{stars}</div>
<div data-gu-name="standfirst" class="dcr-1yi1cnj">{standfirst}</div>
{media}
{self.meta(doc)}
{extra_top}
<div id="maincontent-body" data-gu-name="body" class="article-body-commercial-selector article-body-viewer-selector dcr-1bk6vpm">
{self.body_html(doc)}
</div>
<aside data-gu-name="right-column" class="dcr-right"><div id="dfp-ad--right" class="js-ad-slot ad-slot ad-slot--right ad-slot--mpu-banner-ad" data-link-name="ad slot right" aria-hidden="true"></div></aside>
{extra_bottom}
<div class="dcr-submeta"><span class="dcr-submeta-title">Explore more on these topics</span><ul class="dcr-keywords">{tags}</ul><a href="https://syndication.themeridian.test/content/{quote(doc.path, safe="")}" rel="nofollow" data-link-name="meta-syndication-article">Reuse this content</a></div>
{epic}
<section class="dcr-onwards" data-component="more-on-this-story"><h2>More on this story</h2><ul>{onwards}</ul></section>
<section id="comments" class="dcr-discussion" data-component="discussion"><h2>Comments (…)</h2><p>Sign in or create your Meridian account to join the discussion</p></section>
</article>"""

    def card(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        kicker = {
            "live": "Live",
            "longread": "The long read",
            "opinion": "Nadia Rahman",
            "review": "Review",
            "gallery": "In pictures",
        }.get(k, "")
        kick = f'<span class="fc-item__kicker">{esc(kicker)}</span> ' if kicker else ""
        stand = (
            f'<div class="fc-item__standfirst">{esc(d.extra.get("standfirst") or self.lede(d))}</div>'
            if d.is_article or d.extra.get("standfirst")
            else ""
        )
        img = f'<img class="fc-item__image" src="https://i.meridianimg.test/img/media/{rng(k + "c").randrange(16**10):010x}/master/1000.jpg?width=300&amp;quality=85" alt="" loading="lazy" width="300" height="180">'
        link = self.a(k, d.title, zone, 'data-link-name="article"')
        mod = "live" if k == "live" else "standard"
        return f'<li class="fc-item fc-item--{mod}"><div class="fc-item__container">{img}<h3 class="fc-item__title">{kick}{link}</h3>{stand}</div></li>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<div class="dcr-front-title"><h1>{esc(doc.title)}</h1></div>'
        if doc.kind == "author":
            head = f'<div class="dcr-profile"><img src="https://uploads.meridian.test/2026/01/15/Harriet_Lowe.png" alt="Harriet Lowe" width="140" height="140"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/harrietlowe_test">@harrietlowe_test</a> <a href="mailto:harriet.lowe@themeridian.test">Email</a></div>'
        elif doc.kind == "search":
            head = f'<div class="dcr-search"><h1>{esc(doc.title)}</h1><form action="/search" role="search"><input name="q" value="storm elin" aria-label="Search"><button>Search</button></form><p>About {len(doc.extra["list"]) * 37} results</p></div>'
        elif doc.kind == "home":
            head = f'<h1 class="dcr-vh">{esc(doc.title)}</h1><div class="dcr-date">Saturday 5 December 2026</div>'
        elif doc.kind == "tag":
            head = f'<div class="dcr-front-title"><h1>{esc(doc.title)}</h1><p class="dcr-tag-desc">All the latest news and comment on flooding</p>{self.a("search", "Search: storm elin", "content")}</div>'
        elif doc.key == "lrseries":
            head = f'<div class="dcr-front-title"><h1>{esc(doc.title)}</h1><p class="dcr-tag-desc">In-depth reporting, essays and profiles. Published every weekday morning.</p></div>'
        pager = ""
        if doc.key == "uknews":
            nxt = self.a("uknews2", "Next page", "pagination", 'rel="next"')
            pager = f'<div class="dcr-pagination" aria-label="Pagination"><span aria-current="page">1</span> {self.a("uknews2", "2", "pagination")} <a href="/uk-news?page=3">3</a> {nxt}</div>'
        elif doc.key == "uknews2":
            prev = self.a("uknews", "Previous page", "pagination", 'rel="prev"')
            pager = f'<div class="dcr-pagination" aria-label="Pagination">{prev} {self.a("uknews", "1", "pagination")} <span aria-current="page">2</span> <a href="/uk-news?page=3">3</a></div>'
        elif doc.kind == "home":
            pager = f'<section class="dcr-container"><h2>More</h2><ul><li>{self.a("uknews", "More UK news", "content")}</li><li>{self.a("tag", "More on floods", "content")}</li><li>{self.a("corrections", "Corrections and clarifications", "content")}</li></ul></section>'
        return f'<section class="dcr-front dcr-front--{doc.kind}" data-component="{doc.kind}-front">{head}<div class="fc-container"><ul class="fc-slice">{cards}</ul></div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            items = "".join(
                f'<li class="dcr-gallery-item" id="img-{i}"><figure><picture><img src="https://i.meridianimg.test/img/media/{rng(doc.key + str(i)).randrange(16**10):010x}/master/3000.jpg?width=1010" alt="{esc(c)}" width="1010" height="673" loading="lazy"></picture><figcaption><span class="dcr-count">{i}/8</span><p>{esc(c)}</p><p class="dcr-credit">Photograph: {esc(who)}</p></figcaption></figure></li>'
                for i, (c, who) in enumerate(doc.extra["photos"], 1)
            )
            return f'<article class="dcr-gallery" data-gu-name="gallery"><div data-gu-name="title">{self.a("uknews", "UK news", "breadcrumb")}</div><h1>{esc(doc.title)}</h1><div class="dcr-standfirst"><p>{esc(doc.extra["standfirst"])}</p></div><div class="dcr-dateline"><span>{gu("2026-12-04 18:30")}</span></div><ul class="dcr-gallery-list">{items}</ul><p>{self.a("live", "Follow the latest on our live blog", "related")}</p></article>'
        html = self.blocks(doc, p_tag='<p class="dcr-s3ycb2">')
        if doc.kind == "corrections":
            html = html.replace(
                "Thousands without power in Cumbria as Storm Elin floods Appleby, 5 December",
                self.a("storm", "Thousands without power in Cumbria as Storm Elin floods Appleby", "content")
                + ", 5 December",
            ).replace("A review of The Tempest", "A " + self.a("review", "review of The Tempest", "content"))
            html = html.replace(
                "Our long read about lock-keepers",
                "Our " + self.a("longread", "long read about lock-keepers", "content"),
            )
            return f'<article class="dcr-1rufrwg dcr-corrections"><div data-gu-name="title"><a href="/news/series/corrections-and-clarifications">Corrections and clarifications</a></div><h1 class="dcr-u0152o">{esc(doc.title)}</h1><div class="dcr-dateline"><span>{gu("2026-12-05 07:30")}</span></div><div data-gu-name="body" class="article-body-commercial-selector">{html}<p class="dcr-s3ycb2"><em>• Corrections and clarifications can be sent to corrections@themeridian.test. Readers can contact the readers’ editor by emailing reader@themeridian.test. <a href="/info/complaints-and-corrections">Complaints and corrections policy</a></em></p></div></article>'
        return f'<article class="dcr-info"><h1>{esc(doc.title)}</h1><div class="dcr-info-body">{html}</div></article>'

    def teaser_text(self, doc: Doc) -> str:
        return text_of(doc.title)
