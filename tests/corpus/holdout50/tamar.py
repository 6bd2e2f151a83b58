# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Tamar Herald: a Plymouth regional paper on **Remix v2** (React Router) over a custom GraphQL CMS (English,
UTF-8).

React server rendering: `charSet`, `<!-- -->` text separators, `<!--$-->…<!--/$-->` Suspense boundaries around a
deferred "Most read" box, `/assets/…` module preloads, and the `window.__remixContext` state whose
`state.loaderData["routes/news.$section.$slug"].article` holds the GraphQL article (body as an array of typed
blocks). Story URLs `/news/plymouth/<slug>-<7 digits>`, `/sport/football/…`, fronts `/news/plymouth` and
`?page=2`, `/most-read`, `/weather/plymouth`, `/topic/…`, `/authors/…`, `/search?q=`. Times in the UK: GMT in
December (the JSON-LD's `Z` times are local times), **BST** on the October fire story (23:30Z on 13 Oct = 00:30 on
14 Oct). Two **Premium** stories show two paragraphs then a subscribe prompt (the state holds only those two; labelled
as articles with the two paragraphs as body). The sea-wall story is a **client-side shell**: its route renders a
`HydrateFallback` skeleton and the story is only in `__remixContext` (labelled with the full body). A live blog with
timed entries is an article."""

from __future__ import annotations

from datetime import datetime, timedelta

from common import Base, blocks_html, ckey, js_json, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["ferry", "cinema", "housing", "seawall", "fire", "match", "editorial", "live"]
AUTH = {"Sophie Treloar": "sophie-treloar"}
CTA = 'class="paywall__cta"'
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
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


def uk(iso: str) -> datetime:
    t = datetime.fromisoformat(iso.replace("Z", "+00:00")).replace(tzinfo=None)
    bst = datetime(2026, 3, 29, 1) <= t < datetime(2026, 10, 25, 1)
    return t + timedelta(hours=1) if bst else t


def clock(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t.minute:02d}{'am' if t.hour < 12 else 'pm'}"


def printed(iso: str) -> str:
    t = uk(iso)
    return f"{DAYS[t.weekday()]}, {t.day} {MONTHS[t.month - 1]} {t.year}, {clock(t)}"


class Tamar(Base):
    origin = "https://www.tamarherald.test"
    name = "The Tamar Herald"
    prefix = "tmh"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tmh",
            [
                ".th-header",
                ".th-nav",
                ".article-body",
                ".article-header",
                ".paywall",
                ".teaser",
                ".live-entry",
                ".most-read",
                ".th-footer",
                ".weather-table",
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
                "The Tamar Herald",
                "remix-home",
                list=["ferry", "live", "seawall", "cinema", "housing", "match", "editorial", "fire"],
            )
        )
        add(
            page(
                "plymouth",
                "/news/plymouth",
                "section",
                "Plymouth news",
                "remix-section",
                list=["ferry", "live", "seawall", "cinema", "housing"],
                more="plymouth2",
            )
        )
        add(
            page(
                "plymouth2",
                "/news/plymouth?page=2",
                "section",
                "Plymouth news",
                "remix-section-page2",
                list=["editorial", "fire"],
                prev="plymouth",
            )
        )
        add(
            page(
                "mostread",
                "/most-read",
                "section",
                "Most read",
                "remix-most-read",
                list=["ferry", "live", "cinema", "seawall", "match", "housing", "fire", "editorial"],
            )
        )
        add(page("tag", "/topic/a38", "tag", "A38", "remix-topic", list=["live", "editorial"]))
        add(
            page(
                "author",
                "/authors/sophie-treloar",
                "author",
                "Sophie Treloar",
                "remix-author",
                list=["ferry", "live", "fire"],
            )
        )
        add(page("search", "/search?q=ferry", "search", "Search results for ‘ferry’", "remix-search", list=["ferry"]))
        add(
            page(
                "weather",
                "/weather/plymouth",
                "weather",
                "Plymouth weather forecast",
                "remix-weather",
                [
                    "Rain clearing eastwards by mid-morning, then bright spells and scattered showers. Fresh to strong south-westerly winds, gusting 45mph on exposed coasts. Maximum temperature 11C.",
                    "T: Day | Weather | High | Low | Wind",
                    "T: Fri 4 Dec | Showers | 11C | 7C | SW 24mph",
                    "T: Sat 5 Dec | Sunny intervals | 10C | 5C | W 15mph",
                    "T: Sun 6 Dec | Heavy rain | 12C | 9C | S 31mph",
                    "T: Mon 7 Dec | Light cloud | 9C | 4C | NW 12mph",
                    "T: Tue 8 Dec | Sunny | 8C | 2C | N 9mph",
                    "Tide times, Plymouth (Devonport): high water 6:42am (5.1m) and 7:05pm (5.0m); low water 12:51am and 1:14pm.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "Get Premium: unlimited Tamar Herald journalism",
                "remix-subscribe",
                [
                    "Support local journalism in Plymouth, Devon and Cornwall and get unlimited access to every Premium story, our daily e-edition and fewer ads.",
                    "- Monthly: £1 for your first month, then £6.99 a month",
                    "- Annual: £59 for the first year (save 30%)",
                    "- Print and digital: from £4.50 a week, delivered to your door",
                    "Cancel any time. Already a subscriber? Log in to continue reading.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-notice",
                "policy",
                "Privacy notice",
                "policy-page",
                [
                    "This notice explains how Tamar Herald Media Ltd (“we”, “us”) collects and uses personal data when you use our website, apps and newsletters. Last updated: 3 September 2026.",
                    "## What we collect",
                    "We collect the details you give us when you register, subscribe or contact us, and information about how you use our website, collected through cookies and similar technologies.",
                    "## Your rights",
                    "Under UK data protection law you have the right to access, correct and erase your personal data, and to object to its use for direct marketing. Contact our data protection officer at dpo@tamarherald.test.",
                ],
            )
        )

        add(
            story(
                "ferry",
                "/news/plymouth/torpoint-ferry-two-boat-service-chain-repairs-9284716",
                "Torpoint Ferry to run two-boat service for three more weeks as chain repairs overrun",
                "2026-12-04",
                "2026-12-04T18:45:00.000Z",
                "",
                ["Sophie Treloar"],
                [
                    "The Torpoint Ferry will run with only two of its three vessels until at least Christmas Eve after repairs to one of the boats took longer than expected, operators have confirmed.",
                    "Tamar Crossings, which runs the ferry link between Torpoint and Devonport alongside the Tamar Bridge, said engineers carrying out a planned overhaul of the Lynher II had found further wear on the heavy guide chains that pull the vessels across the river.",
                    "The ferry, which was due to return to service this week, will now remain out of action for a further three weeks while replacement chain links are made and fitted.",
                    "It means commuters face longer waits during the morning and evening rush hours. The operator said queues of up to an hour were possible on the Torpoint side between 7am and 9am and on the Devonport side between 4pm and 6pm.",
                    "“We know this is frustrating news for the thousands of people who rely on the ferry every day, and we’re sorry,” said the crossings’ general manager, Karen Luscombe. “Safety has to come first. The chains are under enormous strain and we will not return a vessel to service until we are completely satisfied.”",
                    "## ‘It adds an hour to my day’",
                    "The ferry carries around two million vehicles a year and is a lifeline for people on the Rame Peninsula who work in Plymouth, including hundreds of staff at Derriford Hospital and the Devonport naval base.",
                    "Nurse Becky Hawke, who lives in Millbrook, said she had already started leaving home at 5.45am to make sure she reached her shift on time. “It adds an hour to my day, and that’s when it goes well,” she said. “When there’s a breakdown on top of it, you just sit there.”",
                    "FIG: Queue of cars at the Torpoint ferry slipway | Queues at the Torpoint slipway on Friday morning",
                    "Drivers are being encouraged to use the Tamar Bridge at Saltash instead, though that route adds around 15 miles to a typical journey from Torpoint to the city centre. Tamar Crossings said it would waive bridge tolls at peak times for vehicles displaying a ferry commuter pass until the third ferry returns.",
                    "## Calls for a long-term plan",
                    "The latest disruption has renewed calls for investment in the ageing fleet. The three vessels were built in 2004 and 2005 and are approaching the end of their intended working life.",
                    "Torpoint town councillor Martin Jory said residents had “run out of patience”. “Every winter it’s the same story,” he said. “We need a proper timetable for replacing these ferries, not another apology.”",
                    "A joint committee of Plymouth City Council and Cornwall Council, which own the crossings, is due to consider a report on the future of the fleet in February.",
                ],
                "remix-article",
                section="Plymouth",
                dek="Passengers warned of queues of up to an hour at peak times after engineers found further wear on the ferry’s guide chains",
            )
        )
        add(
            story(
                "cinema",
                "/news/plymouth/inside-fight-save-plymouth-independent-cinema-9283550",
                "Inside the fight to save Plymouth’s last independent cinema",
                "2026-12-03",
                "2026-12-03T07:00:00.000Z",
                "",
                ["Alys Pengelly"],
                [
                    "On a wet Tuesday evening in November, 43 people sat in the red velvet seats of the Regent Picture House on Mutley Plain to watch a 1962 French film with subtitles. It was, says volunteer projectionist Gwen Ashby, “a very good night by our standards”. The 91-year-old cinema needs about 60 people a night, every night, to break even. It rarely gets them.",
                    "Now the charity that runs it has launched an appeal to raise £380,000 by the end of March to buy the freehold from its landlord, who wants to sell the building. If it fails, the Regent could close within a year. Over six weeks, the Herald has spent time with the volunteers, film lovers and local businesses trying to keep the lights on.",
                ],
                "remix-premium-two-paragraphs",
                section="Plymouth",
                dek="A 91-year-old picture house, a £380,000 appeal and the volunteers who refuse to let it go dark",
                premium=True,
            )
        )
        add(
            story(
                "housing",
                "/news/plymouth/tavistock-house-prices-jump-buyers-9281907",
                "Tavistock house prices jump 11% as buyers look beyond the city",
                "2026-12-02",
                "2026-12-02T06:30:00.000Z",
                "",
                ["Daniel Rowe"],
                [
                    "House prices in Tavistock have risen by 11 per cent in the past year, more than three times the rate in Plymouth, as buyers priced out of the coast and drawn by the town’s schools and access to Dartmoor turn to the west Devon market town. The average home there now sells for £348,000, according to Land Registry figures analysed by the Herald.",
                    "But the boom is causing strain for local people. Estate agents say first-time buyers are being squeezed out by cash purchasers, and the number of homes available to rent has fallen by a quarter since 2024. We spoke to agents, buyers and families who have grown up in the town about what happens next.",
                ],
                "remix-premium-two-paragraphs-data",
                section="Plymouth",
                dek="Land Registry figures show the west Devon town outpacing Plymouth as first-time buyers are squeezed out",
                premium=True,
            )
        )
        add(
            story(
                "seawall",
                "/news/plymouth/royal-william-yard-sea-wall-rebuild-confirmed-9283342",
                "Council confirms £4.2m plan to rebuild Royal William Yard sea wall",
                "2026-12-03",
                "2026-12-03T16:20:00.000Z",
                "",
                ["Alys Pengelly"],
                [
                    "Plymouth City Council has confirmed a £4.2 million scheme to rebuild a 180-metre stretch of the sea wall at Royal William Yard, after surveys found storm damage had left parts of the Grade I listed structure at risk of collapse.",
                    "The work, due to start in April, will close part of the waterfront walkway between the Clarence building and the Firestone Bay steps for around nine months. Businesses in the yard will remain open throughout.",
                    "A report to the council’s cabinet said storms in the winters of 2024 and 2025 had washed out the core of the wall behind its granite facing in several places, creating voids up to two metres deep. Engineers fitted temporary supports last year and have been monitoring the wall every month.",
                    "“This is one of the most important historic waterfronts in the country, and we have a duty to protect it,” said Cllr Priya Rendle, the council’s cabinet member for the environment. “The temporary repairs have done their job, but they were never a permanent solution.”",
                    "## Granite to be reused",
                    "Where possible, the original granite blocks will be numbered, removed and reset on a new concrete core, the council said. Historic England has been consulted on the design and has raised no objection.",
                    "The scheme will be paid for with £2.9m from the Environment Agency’s flood and coastal defence budget and £1.3m from the council’s capital programme.",
                    "The Royal William Yard, built between 1826 and 1835 as a victualling yard for the Royal Navy, is now home to restaurants, offices, homes and an arts venue. It attracts more than a million visitors a year.",
                    "Marcus Oliver, who runs a café in the Brewhouse building, said businesses had been told to expect some noise and disruption. “We’d rather have a few months of diggers than lose the wall,” he said. “When the big storms come through, you can feel the spray on the windows.”",
                    "The council said it would hold a drop-in event for residents and businesses at the yard in January.",
                ],
                "remix-client-shell-state-only",
                section="Plymouth",
                dek="Storm damage has left voids up to two metres deep behind the Grade I listed wall",
                shell=True,
            )
        )
        add(
            story(
                "fire",
                "/news/plymouth/estover-industrial-unit-fire-9190412",
                "Firefighters tackle large blaze at industrial unit in Estover",
                "2026-10-14",
                "2026-10-13T23:30:00.000Z",
                "",
                ["Sophie Treloar"],
                [
                    "Firefighters are tackling a large fire at an industrial unit in Estover, Plymouth, and people living nearby have been told to keep their windows and doors closed because of heavy smoke.",
                    "Devon and Somerset Fire and Rescue Service said it was called to the unit on Brest Road shortly after 10.40pm on Tuesday. At the height of the blaze, eight fire engines and an aerial ladder platform were at the scene.",
                    "Crews from Plymouth, Crownhill, Camels Head and Tavistock were sent to the fire, which involved a building used to store packaging materials. A large plume of smoke could be seen from across the north of the city.",
                    "No one is believed to have been injured. Several roads around the industrial estate have been closed and police have asked people to avoid the area.",
                    "Station manager Craig Pascoe said: “This is a well-developed fire in a large building, and crews will be at the scene for some time. I would ask anyone living nearby to keep windows and doors shut until the smoke clears.”",
                    "Resident Tanya Moyle, who lives on Leypark Walk, said she had been woken by the smell of burning. “The sky was orange,” she said. “You could hear things popping inside the building.”",
                    "The cause of the fire is not yet known. An investigation will begin once the fire is out.",
                    "SIGN: More to follow.",
                ],
                "remix-article-bst-utc-previous-day",
                section="Plymouth",
                dek="Residents told to keep windows and doors closed as smoke spreads across the north of the city",
            )
        )
        add(
            story(
                "match",
                "/sport/football/saltash-town-bodmin-rovers-report-9281133",
                "Saltash Town 2-1 Bodmin Rovers: Late Kitto header keeps Ashes top of the table",
                "2026-11-28",
                "2026-11-28T17:40:00.000Z",
                "",
                ["Jack Penhaligon"],
                [
                    "Substitute Callum Kitto headed in a stoppage-time winner as Saltash Town came from behind to beat Bodmin Rovers and stay top of the Western League Premier Division.",
                    "It looked as if the leaders’ eight-game winning run was coming to an end when Bodmin, who had defended stoutly all afternoon, took the lead at Kimberley Stadium through Jordan Trebilcock ten minutes after the break.",
                    "The Rovers striker was left unmarked at the back post to volley home a deep cross from Ryan Couch, and for a long spell Saltash struggled to find a way back into the game.",
                    "Manager Paul Hocking responded by sending on Kitto and fellow forward Luke Angove with 25 minutes remaining, and the changes made an immediate difference.",
                    "Angove’s low shot was pushed onto the post by Bodmin goalkeeper Sam Rundle in the 71st minute, and five minutes later Saltash were level when captain Dean Spargo swept in after Rundle could only parry a free-kick.",
                    "The home side pressed for a winner and it arrived in the third minute of added time. Josh Hosking’s corner from the right was met by Kitto, who rose above two defenders to head into the top corner and send the crowd of 612 into celebration.",
                    "“That’s what this group is about,” Hocking said. “We weren’t at our best, but they never stop. Callum has been patient waiting for his chance and he’s taken it.”",
                    "Bodmin boss Gary Penrose was left frustrated. “We were excellent for 80 minutes,” he said. “To concede from a set piece in the last minute is hard to take.”",
                    "The win keeps Saltash three points clear of second-placed Falmouth Athletic, who won 3-0 at home to Liskeard. Saltash travel to Callington on Tuesday night.",
                ],
                "remix-match-report-teams-box",
                section="Football",
                dek="Substitute’s stoppage-time header completes comeback at Kimberley Stadium",
                teams=[
                    "Saltash Town: Lobb; Hosking, Spargo, Nance, Rowse; Jenkin, Bullen (Angove 65), Tonkin; Harvey, Pearce (Kitto 65), Wills.",
                    "Bodmin Rovers: Rundle; Couch, Eddy, Menhenick, Bone; Dunstan, Rowe, Tregunna; Pascoe, Trebilcock, Jago (Odgers 80).",
                ],
            )
        )
        add(
            story(
                "editorial",
                "/news/opinion/our-view-a38-one-pothole-at-a-time-9281560",
                "Our view: The A38 cannot keep being fixed one pothole at a time",
                "2026-12-01",
                "2026-12-01T08:00:00.000Z",
                "",
                [],
                [
                    "Anyone who drives the A38 between Plymouth and Exeter knows the routine. A lane closure appears overnight. Traffic crawls. A crew patches a stretch of tired surface, the cones are lifted, and a few months later the same section is breaking up again.",
                    "National Highways says it spent £14 million on maintenance of the Devon Expressway last year. Yet figures obtained by this newspaper show the number of defects reported on the road between Plymouth and Ivybridge has risen in each of the past four years. Something is not working.",
                    "The problem is not a lack of effort by the crews who work through the night in miserable conditions. It is a funding system that pays for repairs year by year rather than the full reconstruction that sections of the road, built in the 1970s, now need.",
                    "The cost of that short-termism is borne by everyone in this region. It is paid in lost hours by commuters and hauliers, in damaged tyres and suspension, and, most seriously, in collisions. Last month’s closure near Ivybridge, which shut the eastbound carriageway for most of a day, was a reminder of how little resilience the network has when things go wrong.",
                    "There is a better way. National Highways should publish a long-term plan for the Devon Expressway, with a realistic timetable and a budget for rebuilding its worst stretches properly. Our MPs, of all parties, should make the case for it together in Westminster.",
                    "The A38 is not just a road. It is the main artery connecting Plymouth and Cornwall to the rest of the country. It deserves better than another decade of patching.",
                ],
                "remix-editorial-unsigned",
                section="Opinion",
                dek="",
                byline="Tamar Herald comment",
            )
        )
        entries = [
            (
                "2026-12-03T12:48:00.000Z",
                "Road fully reopened",
                "National Highways says all lanes of the A38 eastbound between Lee Mill and Ivybridge have now reopened. Traffic is still heavy on the approach but should ease over the next hour. That’s all from our live coverage today — thank you for following.",
            ),
            (
                "2026-12-03T11:30:00.000Z",
                "Lorry recovered",
                "The lorry has been lifted back onto its wheels and towed from the scene. Crews are now clearing debris and checking the road surface before the lanes can reopen.",
            ),
            (
                "2026-12-03T10:05:00.000Z",
                "Police update: two taken to hospital",
                "Devon and Cornwall Police say two people were taken to Derriford Hospital with injuries that are not thought to be life-threatening. The lorry driver was not hurt. Officers are asking anyone with dashcam footage to get in touch, quoting log 112 of 3 December.",
            ),
            (
                "2026-12-03T09:20:00.000Z",
                "Buses diverted",
                "Plymouth Citybus and Stagecoach say services between Plymouth and Ivybridge are being diverted through Lee Mill and Ermington, with delays of up to 40 minutes.",
            ),
            (
                "2026-12-03T08:05:00.000Z",
                "Long queues back to Deep Lane",
                "Traffic is queuing back to the Deep Lane junction at Plympton. Drivers are being advised to avoid the area or allow plenty of extra time. Reader Tom Bassett told us he had been stationary for 35 minutes near Lee Mill.",
            ),
            (
                "2026-12-03T06:10:00.000Z",
                "Road closed after crash",
                "The A38 has been closed eastbound between Lee Mill and Ivybridge following a crash involving a lorry and two cars at about 5.40am. Emergency services are at the scene.",
            ),
        ]
        lines = [
            "The A38 is closed eastbound between Lee Mill and Ivybridge after a collision involving a lorry and two cars. Follow the latest updates below."
        ]
        for _, h, t in entries:
            lines += [f"### {h}", t]
        add(
            story(
                "live",
                "/news/plymouth/live-a38-closure-ivybridge-lorry-crash-9283010",
                "A38 closure LIVE: Lorry crash shuts Devon Expressway near Ivybridge",
                "2026-12-03",
                "2026-12-03T06:10:00.000Z",
                "",
                ["Sophie Treloar", "Jack Penhaligon"],
                lines,
                "remix-live-blog",
                section="Plymouth",
                dek="",
                entries=entries,
            )
        )

    # ---- rendering -------------------------------------------------------------------------------------------------

    def gql_body(self, doc: Doc, limit: int | None = None) -> list[dict]:
        out = []
        for b in doc.blocks[:limit]:
            if b[0] == "p":
                out.append({"__typename": "ParagraphBlock", "html": self.inline(b[1]).replace('"', "'")})
            elif b[0] in ("h2", "h3"):
                out.append({"__typename": "HeadingBlock", "level": int(b[0][1]), "text": b[1]})
            elif b[0] == "fig":
                out.append(
                    {
                        "__typename": "ImageBlock",
                        "alt": b[1],
                        "caption": b[2],
                        "src": f"https://images.tamarherald.test/{ckey(b[1], 10)}.jpg",
                    }
                )
        return out

    def context(self, doc: Doc) -> str:
        root = {
            "user": None,
            "env": {"GRAPHQL_URL": "https://cms.tamarherald.test/graphql", "PIANO_AID": "tH3rald26"},
            "nav": [
                {"label": "News", "href": "/news"},
                {"label": "Sport", "href": "/sport"},
                {"label": "Weather", "href": "/weather/plymouth"},
            ],
        }
        data: dict = {"root": root}
        if doc.is_article:
            art = {
                "__typename": "Article", "id": doc.path.rsplit("-", 1)[-1], "headline": doc.title, "standfirst": doc.dek or None,
                "publishedAt": doc.iso, "updatedAt": doc.iso, "section": {"name": doc.section, "slug": doc.section.lower()},
                "authors": [{"name": a, "slug": AUTH.get(a)} for a in doc.authors], "byline": doc.extra.get("byline"),
                "isPremium": bool(doc.extra.get("premium")),
                "body": self.gql_body(doc, 2 if doc.extra.get("premium") else None),
            }  # fmt: skip
            if doc.extra.get("premium"):
                art["bodyTruncated"] = True
            if doc.extra.get("entries"):
                art["__typename"] = "LiveBlog"
                art["entries"] = [
                    {"id": ckey(t, 8), "postedAt": t, "title": h, "html": x} for t, h, x in doc.extra["entries"]
                ]
                art["body"] = self.gql_body(doc, 1)
            data["routes/news.$section.$slug" if doc.section != "Football" else "routes/sport.$sport.$slug"] = {
                "article": art
            }
        elif "list" in doc.extra:
            data["routes/news.$section._index" if doc.kind == "section" else f"routes/{doc.kind}"] = {
                "teasers": [
                    {
                        "headline": self.docs[k].title,
                        "url": self.docs[k].path,
                        "publishedAt": self.docs[k].iso,
                        "isPremium": bool(self.docs[k].extra.get("premium")),
                    }
                    for k in doc.extra["list"]
                ]
            }
        else:
            data[f"routes/{doc.kind}"] = {"page": {"title": doc.title}}
        ctx = {
            "basename": "/",
            "future": {
                "v3_fetcherPersist": True,
                "v3_relativeSplatPath": True,
                "v3_throwAbortReason": True,
                "v3_lazyRouteDiscovery": True,
                "v3_singleFetch": False,
            },
            "isSpaMode": False,
            "state": {"loaderData": data, "actionData": None, "errors": None},
        }
        return f"<script>window.__remixContext = {js_json(ctx)};__remixContext.p = function(v,e,p,x) {{ if (typeof e !== 'undefined') {{ x=new Error(\"Unexpected Server Error\"); x.stack=undefined; p=Promise.reject(x); }} else {{ p=Promise.resolve(v); }} return p; }};__remixContext.n = function(i,k) {{ __remixContext.t = __remixContext.t || {{}}; __remixContext.t[i] = __remixContext.t[i] || {{}}; let p = new Promise((r, e) => {{__remixContext.t[i][k] = {{r:(v)=>{{r(v);}},e:(v)=>{{e(v);}}}};}}); return p; }};</script>"

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        route = "routes/news.$section.$slug" if doc.is_article else "routes/page"
        head = [
            f"<title>{esc(doc.title)} | The Tamar Herald</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or "News, sport and weather for Plymouth, Devon and Cornwall")}"/>',
        ]
        head += [
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta property="og:site_name" content="The Tamar Herald"/>',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
        ]
        if doc.is_article:
            head.append(f'<meta property="article:published_time" content="{doc.iso}"/>')
            ld: dict = {
                "@context": "https://schema.org", "@type": "LiveBlogPosting" if doc.extra.get("entries") else "NewsArticle", "headline": doc.title,
                "datePublished": doc.iso, "dateModified": doc.extra["entries"][0][0] if doc.extra.get("entries") else doc.iso,
                "author": [{"@type": "Person", "name": a} for a in doc.authors] or [{"@type": "Organization", "name": "The Tamar Herald"}],
                "publisher": {"@type": "NewsMediaOrganization", "name": "The Tamar Herald", "logo": {"@type": "ImageObject", "url": f"{self.origin}/logo-600x60.png"}},
                "mainEntityOfPage": url, "isAccessibleForFree": not doc.extra.get("premium"),
            }  # fmt: skip
            if doc.extra.get("premium"):
                ld["hasPart"] = {
                    "@type": "WebPageElement",
                    "isAccessibleForFree": False,
                    "cssSelector": ".article-body--locked",
                }
            if doc.extra.get("entries"):
                ld["coverageStartTime"] = doc.iso
                ld["liveBlogUpdate"] = [
                    {"@type": "BlogPosting", "headline": h, "datePublished": t} for t, h, _ in doc.extra["entries"][:3]
                ]
            if not doc.extra.get("shell"):  # the article component renders the JSON-LD; the shell never rendered it
                head.append(f'<script type="application/ld+json">{js_json(ld)}</script>')
        nav = "".join(
            "<li>" + (self.a(k, t, "nav") if k in self.docs else f'<a href="{k}">{t}</a>') + "</li>"
            for k, t in (
                ("home", "Home"),
                ("plymouth", "News"),
                ("/sport", "Sport"),
                ("/whats-on", "What’s On"),
                ("weather", "Weather"),
                ("mostread", "Most read"),
                ("/obituaries", "Announcements"),
            )
        )
        most = "".join(
            f'<li class="most-read__item"><span class="most-read__rank">{i + 1}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate([x for x in ("ferry", "live", "cinema", "seawall", "match") if x != doc.key][:4])
        )
        return f"""<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>{"".join(head)}<link rel="modulepreload" href="/assets/manifest-3f9a1c2e.js"/><link rel="modulepreload" href="/assets/entry.client-BkF2x9Qa.js"/><link rel="modulepreload" href="/assets/components-Dq8LmN3p.js"/><link rel="modulepreload" href="/assets/root-C7vK2pLm.js"/><link rel="modulepreload" href="/assets/{route.replace("$", "_")}-9xQ2kLmP.js"/><link rel="stylesheet" href="/assets/root-B3k9PqLm.css"/><link rel="icon" href="/favicon.ico"/><style>/*PAD*/</style><script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script></head><body class="th-body"><div class="th-cookie-banner" role="dialog" aria-label="Cookie consent"><p>We and our partners use cookies to personalise content and ads and to analyse our traffic.</p><button type="button">Accept all</button><button type="button">Manage preferences</button></div><header class="th-header"><div class="th-header__top">{self.a("home", "The Tamar Herald", "nav", attrs='class="th-logo"')}<span class="th-header__date">Friday, 4 December 2026</span>{self.a("subscribe", "Subscribe", "nav", attrs='class="th-subscribe-btn"')}<a class="th-login" href="/account/login">Sign in</a></div><nav class="th-nav" aria-label="Main"><ul>{nav}</ul></nav><div class="th-ticker">Traffic: A38 eastbound delays near Lee Mill · Torpoint Ferry running two boats</div></header><div class="th-ad th-ad--leaderboard" id="div-gpt-ad-top"></div><main class="th-main">{main}<aside class="th-sidebar"><!--$--><section class="most-read"><h2>Most read</h2><ol>{most}</ol>{self.a("mostread", "See all most read", "aside")}</section><!--/$--><div class="th-ad th-ad--mpu" id="div-gpt-ad-mpu1"></div></aside></main><footer class="th-footer"><ul class="th-footer__links"><li>{self.a("privacy", "Privacy notice", "footer")}</li><li><a href="/cookie-policy">Cookie policy</a></li><li><a href="/terms">Terms and conditions</a></li><li><a href="/contact-us">Contact us</a></li><li><a href="/ipso">Complaints (IPSO)</a></li><li>{self.a("subscribe", "Subscribe", "footer")}</li></ul><p>© 2026 Tamar Herald Media Ltd. Registered in England and Wales no. 00000000. Harbour House, Millbay Road, Plymouth PL1 3LF.</p><p>The Tamar Herald is regulated by IPSO.</p></footer>{self.context(doc)}<script type="module" async="">import "/assets/manifest-3f9a1c2e.js";
import * as route0 from "/assets/root-C7vK2pLm.js";
import * as route1 from "/assets/{route.replace("$", "_")}-9xQ2kLmP.js";
window.__remixRouteModules = {{"root":route0,"{route}":route1}};

import("/assets/entry.client-BkF2x9Qa.js");</script></body></html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<p class="article-byline">{esc(doc.extra.get("byline", ""))}</p>'
        names = [
            self.a("author", a, "byline", attrs='class="author-link"')
            if a in AUTH
            else f'<span class="author-name">{esc(a)}</span>'
            for a in doc.authors
        ]
        return '<p class="article-byline">By <!-- -->' + "<!-- --> and <!-- -->".join(names) + "</p>"

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("shell"):
            lines = "".join('<div class="skeleton skeleton--line"></div>' for _ in range(12))
            return f'<article class="article article--loading" aria-busy="true"><div class="skeleton skeleton--kicker"></div><div class="skeleton skeleton--headline"></div><div class="skeleton skeleton--headline skeleton--short"></div><div class="skeleton skeleton--image"></div>{lines}<noscript><p>Please enable JavaScript to read this article.</p></noscript></article>'
        t = uk(doc.iso)
        when = f'<time class="article-date" dateTime="{doc.iso}">{printed(doc.iso)}</time>'
        if doc.extra.get("entries"):
            when = f'<p class="live-updated">Last updated: <!-- --><time dateTime="{doc.extra["entries"][0][0]}">{printed(doc.extra["entries"][0][0])}</time></p>'
        premium = '<span class="premium-badge">Premium</span>' if doc.extra.get("premium") else ""
        live = '<span class="live-badge">LIVE</span>' if doc.extra.get("entries") else ""
        dek = f'<p class="article-standfirst">{esc(doc.dek)}</p>' if doc.dek else ""
        share = f'<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a><a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a><a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a><button type="button">Comments</button></div>'
        if doc.extra.get("premium"):
            body = f'<div class="article-body">{blocks_html(self, doc.blocks)}</div><div class="article-body--locked" aria-hidden="true"></div><section class="paywall"><span class="premium-badge">Premium</span><h2>Continue reading with Premium</h2><p>This story is for Premium subscribers. Get unlimited access to the Tamar Herald for £1 for your first month.</p>{self.a("subscribe", "Subscribe now", "paywall", attrs=CTA)}<p>Already a subscriber? <a href="/account/login">Sign in</a></p></section>'
        elif doc.extra.get("entries"):
            intro = blocks_html(self, doc.blocks[:1])
            ents = "".join(
                f'<article class="live-entry" id="entry-{ckey(ts, 8)}"><time class="live-entry__time" dateTime="{ts}">{clock(uk(ts))}</time><h3 class="live-entry__title">{esc(h)}</h3><div class="live-entry__body"><p>{esc(x)}</p></div><a class="live-entry__share" href="#entry-{ckey(ts, 8)}">Share</a></article>'
                for ts, h, x in doc.extra["entries"]
            )
            body = f'<div class="article-body live-summary">{intro}</div><div class="live-feed"><button type="button" class="live-feed__new">New updates</button>{ents}</div>'
        else:
            body = f'<div class="article-body">{blocks_html(self, doc.blocks, fig=self.fig)}</div>'
        teams = ""
        if doc.extra.get("teams"):
            teams = (
                '<aside class="teams-box"><h3>Teams</h3>'
                + "".join(f"<p>{esc(x)}</p>" for x in doc.extra["teams"])
                + "</aside>"
            )
        topic = (
            f'<p class="article-topics">Topics: {self.a("tag", "A38", "content")}</p>'
            if doc.key in ("live", "editorial")
            else ""
        )
        rel = "".join(
            f'<li class="teaser teaser--small">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key and len(k + doc.key) % 2 == 0
        )
        comments = (
            ""
            if doc.extra.get("premium")
            else f'<section class="comments-cta"><h2>Comments</h2><p>Join the conversation: {("12", "34", "7", "56")[t.day % 4]} comments. <a href="/account/login">Sign in</a> or <a href="/account/register">register</a> to comment.</p></section>'
        )
        return f"""<article class="article"><header class="article-header"><p class="article-kicker">{premium}{live}{esc(doc.section)}</p><h1 class="article-headline">{esc(doc.title)}</h1>{dek}<div class="article-meta">{self.byline(doc)}{when}</div></header>{share}{body}{teams}{topic}</article><section class="related"><h2>More on this story</h2><ul>{rel}</ul></section>{comments}"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="article-image"><picture><source type="image/webp" srcSet="https://images.tamarherald.test/{ckey(alt, 10)}.webp?width=1200"/><img src="https://images.tamarherald.test/{ckey(alt, 10)}.jpg?width=1200" alt="{esc(alt)}" width="1200" height="800" loading="lazy"/></picture><figcaption>{esc(cap)}<!-- --> <span class="credit">(Image: Tamar Herald)</span></figcaption></figure>'

    def teaser(self, k: str, rank: int | None = None) -> str:
        d = self.docs[k]
        prem = '<span class="premium-badge">Premium</span>' if d.extra.get("premium") else ""
        r = f'<span class="rank">{rank}</span>' if rank else ""
        return f'<article class="teaser">{r}<p class="teaser__kicker">{prem}{esc(d.section)}</p><h3 class="teaser__headline">{self.a(k, d.title, "content")}</h3><p class="teaser__standfirst">{esc(d.dek or self.lede(d))}</p><time dateTime="{d.iso}">{printed(d.iso)}</time></article>'

    def listing_main(self, doc: Doc) -> str:
        items = doc.extra["list"]
        if doc.kind == "home":
            cards = "".join(self.teaser(k) for k in items)
            extra = f'<section class="home-links"><h2>Also on the Herald</h2><ul><li>{self.a("weather", "Plymouth weather", "content")}</li><li>{self.a("tag", "A38 latest", "content")}</li><li>{self.a("author", "Sophie Treloar", "content")}</li><li>{self.a("search", "Search the Herald", "content")}</li><li>{self.a("plymouth", "All Plymouth news", "content")}</li></ul></section>'
            return f'<div class="front"><h1 class="visually-hidden">The Tamar Herald</h1>{cards}{extra}</div>'
        rank = doc.kind == "section" and doc.key == "mostread"
        cards = "".join(self.teaser(k, i + 1 if rank else None) for i, k in enumerate(items))
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if rank:
            head += '<p class="page-intro">The stories our readers are reading most right now, updated every 15 minutes.</p>'
        if doc.kind == "author":
            head += '<p class="author-bio">Sophie Treloar is the Herald’s chief reporter, covering Plymouth and the Tamar Valley. Email sophie.treloar@tamarherald.test.</p>'
        if doc.kind == "search":
            head += '<form action="/search" class="search-form"><input type="search" name="q" value="ferry"/><button type="submit">Search</button></form><p>Showing <!-- -->1<!-- --> result</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination">{self.a(doc.extra["more"], "Next", "pagination")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "Previous", "pagination")}</nav>'
        return f'<div class="listing">{head}{cards}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "weather":
            return f'<div class="weather"><h1 class="page-title">{esc(doc.title)}</h1><p class="weather-updated">Updated <!-- -->6:00am<!-- -->, Friday 4 December</p><div class="weather-body">{blocks_html(self, doc.blocks)}</div><p class="weather-source">Forecast data supplied by Westcountry Weather Services.</p></div>'
        return f'<div class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>{blocks_html(self, doc.blocks)}</div>'
