# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Harbour Daily: a News Corp Australia-like Sydney metro site (`/news/nsw/<slug>/news-story/<32 hex>`,
`/news/nsw?page=2`, `/topics/<topic>`, `/journalists/<name>`, `/search-results?q=`, `#story-headline`,
`#story-standfirst`, `.byline_name`, `.byline_position`, `.date-and-time`, `#story-body`, "Don't miss out on the
headlines …" follow box, "Originally published as …" tail), Australian English, UTF-8. Dates are printed in
Sydney time (AEDT, +11:00 in December) as "December 5, 2026 - 7:41AM", while the `NewsArticle` JSON-LD and
`article:published_time` carry **UTC with milliseconds**, for morning stories the **day before** (the obituary:
"December 5, 2026 - 7:41AM" = `2026-12-04T20:41:00.000Z`). Quirks: the kayak brief's JSON-LD has `dateModified`
only; the cafe feature's JSON-LD author is the masthead (`Organization`) while the page prints a reporter; the
brief is credited "Staff writers" (no person). Service pages are not articles: the Sydney weather forecast, a
real-estate listing (agent copy, price guide, inspection times), the death notices list and the live traffic
feed; the reporter-written obituary of a local figure is an article."""

from __future__ import annotations

import hashlib

from common import Base, ld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["obit", "lightrail", "court", "auction", "storm", "kayak", "opinion", "cafe"]
POSITION = {
    "Jess Nguyen": "Senior Reporter",
    "Liam Carter": "Transport Reporter",
    "Tom Kelleher": "Court Reporter",
    "Bree McAllister": "Property Reporter",
    "Kerrie Shaw": "Columnist",
}
SLUG = {a: a.lower().replace(" ", "-") for a in POSITION}


def hexid(key: str) -> str:
    return hashlib.md5(key.encode()).hexdigest()


class HarbourDaily(Base):
    origin = "https://www.harbourdaily.test"
    name = "The Harbour Daily"
    prefix = "hbd"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hbd",
            [
                ".header_masthead",
                "#story-headline",
                "#story-standfirst",
                "#story-body",
                ".byline_name",
                ".storyblock",
                ".tg-tlc-storybody",
                ".footer_links",
                ".weather-forecast",
                ".notices",
            ],
            260,
        )

    def story_path(self, cat: str, slug: str) -> str:
        return f"/{cat}/{slug}/news-story/{hexid(slug)}"

    def build(self) -> None:
        add = self.add
        sp = self.story_path
        add(
            page(
                "home",
                "/",
                "home",
                "The Harbour Daily",
                "newscorp-home",
                list=["storm", "obit", "lightrail", "court", "auction", "kayak", "opinion", "cafe"],
                more="nsw2",
            )
        )
        add(
            page(
                "nsw",
                "/news/nsw",
                "section",
                "NSW",
                "newscorp-section",
                list=["storm", "lightrail", "court", "kayak", "obit"],
                more="nsw2",
            )
        )
        add(
            page(
                "nsw2",
                "/news/nsw?page=2",
                "section",
                "NSW",
                "newscorp-section-page2",
                list=["cafe", "auction", "opinion"],
                prev="nsw",
            )
        )
        add(page("topic", "/topics/light-rail", "tag", "Light rail", "topic-page", list=["lightrail", "opinion"]))
        add(
            page(
                "author",
                "/journalists/jess-nguyen",
                "author",
                "Jess Nguyen",
                "journalist-page",
                list=["obit", "storm"],
                bio="Jess Nguyen is a senior reporter at The Harbour Daily covering the northern beaches and Sydney’s north shore. She has worked in newsrooms in Wollongong and Newcastle.",
            )
        )
        add(
            page(
                "search",
                "/search-results?q=light+rail",
                "search",
                "Search results for “light rail”",
                "search-results",
                list=["lightrail", "opinion"],
            )
        )
        add(page("weather", "/weather/sydney-nsw-2000", "weather", "Sydney weather forecast", "weather-forecast-7day"))
        add(
            page(
                "listing",
                "/real-estate/property/12-banksia-street-fairlight-nsw-2094-2019876543",
                "listing",
                "12 Banksia Street, Fairlight NSW 2094",
                "real-estate-listing",
            )
        )
        add(page("notices", "/obituaries/death-notices", "notices", "Death notices", "death-notices-list"))
        add(
            page(
                "traffic", "/traffic/live-traffic-sydney", "traffic", "Live traffic: Sydney roads", "live-traffic-feed"
            )
        )

        add(
            story(
                "obit",
                sp("news/nsw", "vale-peggy-doherty-manly-wharf-kiosk-queen-dies-aged-91"),
                "Vale Peggy Doherty: Manly’s ferry wharf kiosk queen dies aged 91",
                "2026-12-05",
                "2026-12-04T20:41:00.000Z",
                "December 5, 2026 - 7:41AM",
                ["Jess Nguyen"],
                [
                    "Peggy Doherty, who ran the kiosk at the end of Manly Wharf for more than half a century and was known to generations of ferry commuters simply as “Peg”, has died aged 91.",
                    "She died peacefully on Tuesday at a nursing home in Dee Why, surrounded by her three children, her family said.",
                    "Born Margaret Ellen Walsh in Balmain in 1935, the daughter of a wharf labourer and a seamstress, she left school at 14 to work in a biscuit factory before marrying Frank Doherty, a ferry deckhand, in 1956.",
                    "The couple took over the lease on a tiny weatherboard kiosk at the wharf in 1963, selling tea, meat pies and newspapers to the morning crowds. Frank died in 1988, but Peggy kept putting the shutters up at 5.30am every weekday until she finally retired, at the age of 80, in 2015.",
                    "“She knew everyone’s order, everyone’s kids’ names and usually everyone’s business,” her daughter, Anne Keating, said.",
                    "“If you looked tired she’d slip you a biscuit for free. If you looked like you’d been out too late, she’d tell you so.”",
                    "BOX: follow",
                    "Former Manly mayor Ron Pascoe said Mrs Doherty had been “as much a part of the wharf as the pylons”.",
                    "“For 50 years, the first face a lot of people saw in the morning was Peg’s,” he said. “She was tough, she was funny, and she was kind in ways she’d never want anyone to know about.”",
                    "Those quiet kindnesses, according to family and friends, included a running tab for struggling students that was rarely, if ever, collected, and a pot of soup she carried to the men sleeping rough near the Corso every winter.",
                    "In 2009 she was named Northern Beaches Citizen of the Year, an honour she described at the time as “a lot of fuss over a cup of tea”.",
                    "She was also the wharf’s unofficial historian, keeping scrapbooks of photographs and newspaper clippings that now fill 14 volumes. Part of the collection will be donated to the local studies library, her family said.",
                    "Regular commuter Gavin Lees, 67, who bought his first pie from Mrs Doherty as a schoolboy in 1971, said the news had hit the wharf’s old-timers hard.",
                    "“You’d come off the ferry soaking wet in a southerly buster and she’d have the tea already poured,” he said. “There’s a coffee place there now and it’s lovely, but it’s not Peg’s.”",
                    "Her son Michael said his mother never understood why people made a fuss. “She thought she was just selling pies,” he said. “She had no idea she’d become part of so many people’s lives. When she retired, people queued along the wharf to say goodbye. She cried the whole day and then told us off for telling anyone.”",
                    "When the old kiosk was demolished in 2017 to make way for the wharf’s redevelopment, Mrs Doherty was given one of its original timber shutters. It hung in her living room until her death.",
                    "Mrs Doherty is survived by her children Anne, Michael and Kevin, eight grandchildren and five great-grandchildren.",
                    "Her funeral will be held in Manly next Friday. Details have been published in the [[notices|death notices]].",
                ],
                "reporter-obituary-utc-day-before",
                section="NSW",
                dek="For 52 years, Peggy Doherty served tea, pies and unsolicited advice to commuters on Manly Wharf. She has died peacefully, surrounded by family.",
                caption="Peggy Doherty at her kiosk on Manly Wharf in 1998. Picture: Supplied",
                topics=["Manly", "Northern Beaches", "Obituaries"],
            )
        )
        add(
            story(
                "lightrail",
                sp("news/nsw", "harbour-link-light-rail-delayed-again-cost-blows-out-by-310m"),
                "Harbour Link light rail delayed again as cost blows out by $310m",
                "2026-12-05",
                "2026-12-04T18:00:00.000Z",
                "December 5, 2026 - 5:00AM",
                ["Liam Carter"],
                [
                    "The Harbour Link light rail line between Chatswood and Dee Why will not open until at least mid-2029, 18 months later than promised, after the cost of the project blew out by $310 million.",
                    "Transport Minister Carla Benetti confirmed the delay on Friday, blaming contamination found along the route at Brookvale and a dispute with the main construction contractor.",
                    "The new total cost of the 14km line is $2.41 billion, up from the $2.1 billion budgeted in 2024.",
                    "“Nobody is happy about this, least of all me,” Ms Benetti said. “But I would rather tell the community the truth now than make another promise we can’t keep.”",
                    "The government had promised trams would be running by the end of 2027.",
                    "BOX: follow",
                    "Documents obtained by The Harbour Daily show the contractor, Meridian Rail Partners, warned the department in March that asbestos found in old landfill near Brookvale Oval would add at least a year to the works.",
                    "It was not until this week that the delay was made public.",
                    "Opposition transport spokesman Damien Roache said the government had “sat on bad news for nine months”.",
                    "“Commuters on the northern beaches have been stuck in traffic on Military Rd for decades, and now they’re being told to wait even longer,” he said.",
                    "A spokeswoman for Meridian Rail Partners said the company was “working constructively” with the government and remained committed to delivering the project.",
                    "## What happens next",
                    "- Tunnelling at Frenchs Forest resumes in February 2027",
                    "- Track laying on Pittwater Rd begins in late 2027",
                    "- Testing of the first trams is due in late 2028",
                    "- Passenger services start in mid-2029",
                    "Residents along the route have also complained about noise and dust. Brookvale cafe owner Tina Moustakas said her takings had fallen by a third since construction began outside her shop.",
                    "“We were told two years of pain,” she said. “Now it’s going to be four.”",
                    "BOX: related opinion traffic",
                ],
                "news-with-list-utc-day-before",
                section="NSW",
                dek="Commuters on Sydney’s northern beaches will wait until at least 2029 for trams, after the government admitted the project is running 18 months late.",
                caption="Construction on Pittwater Rd at Brookvale. Picture: Richard Dobson",
                topics=["Light rail", "Transport", "Northern Beaches"],
            )
        )
        add(
            story(
                "court",
                sp("truecrimeaustralia/police-courts-nsw", "bondi-plumber-jailed-over-12m-fake-invoice-scam"),
                "Bondi plumber jailed over $1.2m fake invoice scam targeting strata buildings",
                "2026-12-04",
                "2026-12-04T05:12:00.000Z",
                "December 4, 2026 - 4:12PM",
                ["Tom Kelleher"],
                [
                    "A Bondi plumber who sent more than 300 fake invoices to strata managers across Sydney’s eastern suburbs has been jailed for at least three years.",
                    "Daniel Marco Ferris, 44, pleaded guilty in the District Court to 27 counts of obtaining financial advantage by deception, with another 280 offences taken into account on a Form 1.",
                    "Over almost four years, Ferris billed 61 apartment buildings for repairs that were never carried out, from blocked drains to burst hot water systems, pocketing $1.23 million.",
                    "Judge Helen Varga said on Friday that Ferris had exploited the trust of busy strata managers who rarely checked that small jobs had been done.",
                    "“This was not a single lapse of judgment,” Judge Varga said. “It was a sustained, deliberate and sophisticated course of dishonest conduct.”",
                    "BOX: follow",
                    "The court heard Ferris created invoices on the letterhead of his legitimate business, Eastside Plumbing Solutions, and kept most amounts under $4000, the limit above which many strata committees require a second quote.",
                    "The scheme unravelled in 2025 when a retired accountant on the committee of a Coogee apartment block noticed that the building had apparently had its hot water system replaced three times in 18 months.",
                    "“There are only 12 units in our building,” the woman told police in a statement tendered to the court. “Nobody’s shower was ever cold.”",
                    "Ferris’s barrister, Nicholas Bray, told the court his client had developed a gambling addiction after the collapse of his marriage and had spent most of the money on online betting.",
                    "He said Ferris had sold his car and a unit in Maroubra and had so far repaid $410,000.",
                    "Judge Varga accepted that Ferris was remorseful but said general deterrence was important in offences that were “easy to commit and hard to detect”.",
                    "She sentenced him to five years and three months in jail, with a non-parole period of three years. He will be eligible for release in December 2029.",
                    "Ferris, wearing a grey suit, showed no emotion as he was led from the dock.",
                ],
                "court-report",
                section="Courts",
                dek="Over four years, Daniel Ferris billed 61 apartment blocks for repairs that were never done. One committee member finally noticed.",
                caption="Daniel Ferris outside the Downing Centre earlier this year. Picture: NCA NewsWire",
                topics=["Courts", "Bondi"],
            )
        )
        add(
            story(
                "auction",
                sp("real-estate/nsw/northern-beaches", "fairlight-cottage-smashes-suburb-record-at-61m-auction"),
                "Fairlight cottage smashes suburb record at $6.1m auction",
                "2026-12-04",
                "2026-12-04T08:30:00.000Z",
                "December 4, 2026 - 7:30PM",
                ["Bree McAllister"],
                [
                    "A weatherboard cottage in Fairlight has sold for $6.1 million at auction, smashing the suburb’s house price record by more than $700,000.",
                    "The three-bedroom home on Lauderdale Ave drew 11 registered bidders and a crowd of about 80 onlookers at a twilight auction on Friday evening.",
                    "Bidding opened at $4.5 million and climbed quickly in $100,000 increments before two local families went head to head above $5.5 million.",
                    "The hammer fell at $6.1 million, well above the price guide of $4.8 million.",
                    "BOX: follow",
                    "Selling agent Sophie Tran of Harbourside Property said the result reflected the scarcity of original cottages with harbour views.",
                    "“These homes almost never come up,” Ms Tran said. “The family had owned it since 1958, and a lot of buyers saw it as a once-in-a-generation chance.”",
                    "The buyers, a couple relocating from London with two young children, plan to renovate rather than knock down the 1920s house, she said.",
                    "The previous record for a Fairlight house was $5.38 million, set in March.",
                    "CoreMetrics data shows the median house price in Fairlight has risen 9.4 per cent over the past year to $3.72 million.",
                    "Ms Tran said buyer interest on the lower north shore and the northern beaches had surged since spring, with auction clearance rates in the area consistently above 75 per cent.",
                    "“We’re seeing a lot of families who moved out of the city during the pandemic now trying to get back to the water,” she said. “There just isn’t the stock.”",
                    "The sale comes as Sydney’s median house price hit a fresh record last month, despite two interest rate rises this year.",
                    "Ms Tran said another original home nearby, [[listing|12 Banksia St]], would go to auction next weekend.",
                ],
                "property-news-originally-published-as",
                section="Real Estate",
                dek="An original 1920s cottage has set a new benchmark for the harbourside suburb after a bidding war between two local families.",
                caption="The Lauderdale Ave cottage had been in the same family since 1958. Picture: Supplied",
                topics=["Real estate", "Northern Beaches"],
                original=True,
                original_url="https://www.harbourhomes.test/news/nsw/fairlight-cottage-smashes-suburb-record-at-61m-auction/news-story/5be1d0c2a3f44e8b9a7d6c5b4a3f2e1d",
            )
        )
        add(
            story(
                "storm",
                sp("news/nsw/weather", "severe-thunderstorm-warning-sydney-giant-hail-damaging-winds"),
                "Severe thunderstorm warning for Sydney as giant hail, damaging winds forecast",
                "2026-12-05",
                "2026-12-05T00:02:00.000Z",
                "December 5, 2026 - 11:02AM",
                ["Liam Carter", "Jess Nguyen"],
                [
                    "Sydneysiders have been warned to move cars under cover and secure loose items as a line of severe thunderstorms bears down on the city this afternoon.",
                    "Forecasters say the storms could bring giant hail up to 5cm across, damaging wind gusts above 90km/h and heavy rain that may lead to flash flooding.",
                    "The warning covers the Sydney metropolitan area, the Central Coast, the Blue Mountains and the Illawarra.",
                    "The storms are expected to develop over the ranges around 1pm before moving east towards the coast during the afternoon.",
                    "BOX: follow",
                    "The State Emergency Service said it had received 46 calls for help by 11am, mostly for fallen trees in the Blue Mountains after earlier storms overnight.",
                    "SES spokeswoman Karen Lowe urged people not to drive through floodwater.",
                    "“It only takes 15cm of fast-flowing water to float a small car,” she said. “If it’s flooded, forget it.”",
                    "Anyone heading to weekend sport or Christmas events has been advised to check conditions before leaving home. Transport authorities warned that trains could be delayed by fallen trees on lines in the city’s north and west, and motorists should check [[traffic|live traffic updates]] before setting off.",
                    "Energy distributor Ausgrid said crews were on standby to respond to power outages.",
                    "Residents in the city’s west are still cleaning up after a storm on Thursday night brought down trees and left about 12,000 homes without power in Penrith, St Marys and Kingswood.",
                    "“We’ve had three big storms in a fortnight,” said St Marys resident Dean Fowler, whose carport was crushed by a fallen gum. “You start to dread the afternoons.”",
                    "Temperatures are expected to reach 33C in Penrith and 27C in the CBD before the change arrives, with a cooler southerly bringing relief overnight.",
                    "The unsettled weather is forecast to linger into Sunday. Check the [[weather|full Sydney forecast]].",
                ],
                "weather-news-two-bylines-updated",
                section="Weather",
                dek="Residents have been told to move cars under cover as storms capable of 5cm hail move towards the coast this afternoon.",
                caption="Storm clouds over the Harbour Bridge. Picture: Toby Zerna",
                topics=["Weather", "Sydney"],
                updated="Updated December 5, 2026 - 2:15PM",
                modified="2026-12-05T03:15:00.000Z",
            )
        )
        add(
            story(
                "kayak",
                sp("news/nsw", "man-rescued-after-kayak-capsizes-off-cronulla"),
                "Man rescued after kayak capsizes off Cronulla",
                "2026-12-05",
                "2026-12-04T19:20:00.000Z",
                "December 5, 2026 - 6:20AM",
                [],
                [
                    "A man has been pulled from the water off Cronulla after his kayak capsized in rough seas early on Saturday.",
                    "Lifeguards on a jet ski reached the 58-year-old about 400m offshore from Wanda Beach shortly after 5.30am, after a walker heard him calling for help.",
                    "He was treated by paramedics for mild hypothermia and taken to Sutherland Hospital in a stable condition.",
                    "Police have reminded paddlers to wear a life jacket and carry a phone in a waterproof bag.",
                ],
                "staff-writers-brief-modified-only",
                section="NSW",
                caption="Wanda Beach, Cronulla. Picture: Supplied",
                topics=["Cronulla"],
                staff=True,
                ld="modified-only",
            )
        )
        add(
            story(
                "opinion",
                sp("news/opinion", "kerrie-shaw-our-beaches-deserve-better-than-another-summer-of-closures"),
                "Our beaches deserve better than another summer of pollution closures",
                "2026-12-04",
                "2026-12-04T07:00:00.000Z",
                "December 4, 2026 - 6:00PM",
                ["Kerrie Shaw"],
                [
                    "It has become a Sydney summer ritual as reliable as the first cicada: a big storm rolls through, and the next morning half the city’s harbour beaches are marked red on the water quality map.",
                    "Last summer, swimming was advised against at Manly Cove on 38 days. At Little Manly it was 41. At some harbour beaches in the inner west, it was closer to a third of the season.",
                    "We have come to accept this as the price of living in a big city. We should not.",
                    "The problem is no mystery. Our stormwater system, much of it built more than a century ago, funnels everything that lands on our streets, from dog poo to cigarette butts to overflow from leaking sewers, straight into the harbour.",
                    "BOX: follow",
                    "Every government of the past 20 years has promised to fix it. Every one has produced a report, a taskforce or a pilot program, and every one has moved on.",
                    "Meanwhile, the money has gone elsewhere. The state is spending billions on roads and rail, including the [[lightrail|troubled Harbour Link light rail]], and good luck to it. But upgrading the stormwater pipes under our suburbs is not the sort of project that gets a ribbon-cutting ceremony.",
                    "Other cities have shown what is possible. Copenhagen turned its filthy industrial harbour into a place where office workers swim at lunchtime. It took decades, and it took money, but above all it took a decision that clean water mattered.",
                    "Sydney has the most beautiful harbour in the world. It should be one we can swim in the day after it rains.",
                    "Here is a modest proposal: set a target. By 2035, no harbour beach should be closed for more than 10 days a summer. Publish the progress every year. Fund it properly.",
                    "And then, for once, stick with it.",
                ],
                "opinion-column",
                section="Opinion",
                dek="Every government promises to clean up the harbour. None of them finishes the job.",
                caption="Swimmers at Manly Cove. Picture: Damian Shaw",
                topics=["Opinion", "Light rail", "Environment"],
            )
        )
        add(
            story(
                "cafe",
                sp("news/nsw/western-sydney", "parramatta-cafe-free-christmas-lunch-300-lonely-locals-10th-year"),
                "Parramatta cafe’s free Christmas lunch for 300 lonely locals returns for 10th year",
                "2026-12-03",
                "2026-12-03T10:00:00.000Z",
                "December 3, 2026 - 9:00PM",
                ["Bree McAllister"],
                [
                    "When Samir Haddad first opened the doors of his Parramatta cafe on Christmas Day in 2017, 23 people turned up for lunch.",
                    "This year, he is expecting more than 300.",
                    "The free Christmas lunch at Olive & Ash on Church St, which Mr Haddad started for people who would otherwise spend the day alone, is returning for its 10th year, with volunteers, donated food and a waiting list of helpers.",
                    "“The first year I thought, maybe nobody will come,” Mr Haddad, 51, said. “Then a lady walked in at 11 o’clock on the dot and said, ‘Is this the place?’ She came every year until she passed away.”",
                    "BOX: follow",
                    "The lunch has grown so big that it now spills out into a marquee in the laneway behind the cafe.",
                    "Local butchers donate the lamb, a bakery in Granville supplies the bread, and about 60 volunteers, many of them former guests, cook, serve and wash up.",
                    "Guests include elderly residents, international students far from home, recently arrived refugees and people who have lost partners.",
                    "Retired bus driver Alan Greig, 79, has come every year since his wife died in 2018.",
                    "“Christmas is the worst day of the year when you’re on your own,” he said. “Here, nobody asks you why you’ve come. They just hand you a plate.”",
                    "Mr Haddad said the lunch costs about $9000 to run, most of it covered by donations. Anyone who would like to attend or volunteer can contact the cafe directly.",
                    "“We don’t do it for thanks,” he said. “We do it because nobody should eat alone on Christmas.”",
                ],
                "feature-org-author-in-jsonld",
                section="NSW",
                dek="What started with 23 guests in 2017 now needs a marquee, 60 volunteers and a waiting list of helpers.",
                caption="Samir Haddad in the kitchen of Olive & Ash. Picture: Justin Lloyd",
                topics=["Parramatta", "Christmas"],
                ld="org",
            )
        )

    # ------------------------------------------------------------------ in-body boxes (never body)
    def box_follow(self) -> str:
        return (
            '<div class="tg-tlc-follow"><p class="follow-prompt">Don’t miss out on the headlines from NSW. Followed categories will be added to My News.</p>'
            '<button class="follow-button" data-follow="nsw">Follow</button></div>'
        )

    def box_related(self, *keys: str) -> str:
        items = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in keys)
        return f'<aside class="storyblock storyblock--related"><h4>Related</h4><ul>{items}</ul></aside>'

    # ------------------------------------------------------------------ frame
    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        x = doc.extra
        heads = [
            "<title>"
            + (
                f"{esc(doc.title)} | The Harbour Daily"
                if doc.key != "home"
                else "The Harbour Daily | Sydney News, NSW News, Breaking News"
            )
            + "</title>",
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="The Harbour Daily">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if doc.is_article:
            if x.get("ld") != "modified-only":
                heads.append(f'<meta property="article:published_time" content="{doc.iso}">')
            heads.append(f'<meta name="article:author" content="{esc(", ".join(doc.authors) or "Staff writers")}">')
            data = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": doc.dek or doc.title,
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "url": url,
                "datePublished": doc.iso,
                "dateModified": x.get("modified", doc.iso),
                "author": [
                    {"@type": "Person", "name": a, "url": f"{self.origin}/journalists/{SLUG[a]}"} for a in doc.authors
                ]
                or [{"@type": "Person", "name": "Staff writers"}],
                "publisher": {
                    "@type": "Organization",
                    "name": "The Harbour Daily",
                    "logo": {"@type": "ImageObject", "url": f"{self.origin}/static/logo-600x60.png"},
                },
                "isAccessibleForFree": "False",
                "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": "False", "cssSelector": ".paywall"},
                "image": [f"https://content.api.news.test/v3/images/bin/{hexid(doc.key)[:20]}?width=1280"],
            }
            if x.get("ld") == "modified-only":
                del data["datePublished"]
            if x.get("ld") == "org":
                data["author"] = {"@type": "Organization", "name": "The Harbour Daily"}
            heads.append(ld(data))
        heads.append(
            f'<script>window.__NCA_DATA__ = {{"pageType":"{"story" if doc.is_article else doc.kind}","site":"harbourdaily","section":"{esc(x.get("section", doc.section) or "news")}","premium":{"true" if doc.is_article and not x.get("staff") else "false"}}};</script>'
        )
        nav = "".join(
            f'<li class="navigation_item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("nsw", "NSW"),
                ("/news/national", "National"),
                ("/sport", "Sport"),
                ("/entertainment", "Entertainment"),
                ("/real-estate", "Real Estate"),
                ("weather", "Weather"),
                ("traffic", "Traffic"),
                ("notices", "Obituaries"),
                ("/news/opinion", "Opinion"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(heads)}
<link rel="stylesheet" href="https://www.harbourdaily.test/static/css/tg-tlc.c91e2a.css">
<style>/*PAD*/</style>
<script src="https://cdn.tinypass.test/api/tinypass.min.js" async></script>
</head>
<body class="{"story-page" if doc.is_article else "index-page"} masthead-harbourdaily">
<div class="header_subscribe"><a href="https://subscribe.harbourdaily.test/?sourceCode=HDWEB_WRE170">Subscribe</a> <a href="https://login.harbourdaily.test/">Log in</a> <span>Get 3 months’ access for $1</span></div>
<header class="header_masthead"><a class="header_logo" href="/">The Harbour Daily</a><p class="header_date">Saturday, December 5, 2026</p></header>
<nav class="navigation" aria-label="Primary"><ul>{nav}</ul></nav>
<main id="content" class="page-content">
{main}
</main>
<aside class="sidebar"><section class="most-popular"><h3>Most popular</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("storm", "obit", "lightrail"))}<li><a href="/sport/nrl/rabbitohs-sign-young-gun-halfback/news-story/0c5e9a7d4b1f2e3a6c8d9e0f1a2b3c4d">Rabbitohs sign young gun halfback on three-year deal</a></li></ol></section></aside>
<footer class="footer">
<ul class="footer_links"><li><a href="/help">Help &amp; support</a></li><li><a href="/contact-us">Contact us</a></li><li><a href="https://www.newscorpaustralia.test/privacy/">Privacy policy</a></li><li><a href="/standards-of-practice">Standards of practice</a></li><li><a href="/terms-of-use">Terms of use</a></li><li>{self.a("notices", "Place a notice", "footer")}</li><li><a href="/rss">RSS</a></li></ul>
<p class="footer_copyright">© Harbour Metro Newspapers Pty Ltd 2026. All times AEDT (GMT +11).</p>
</footer>
<div class="cookie-notice" role="dialog"><p>We use cookies and similar technologies to personalise your experience, serve ads and analyse traffic. By continuing you agree to our use of cookies.</p><button>OK</button></div>
<script src="https://www.harbourdaily.test/static/js/tg-tlc.c91e2a.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return '<div class="byline"><span class="byline_name">Staff writers</span></div>'
        parts = []
        for a in doc.authors:
            link = (
                self.a("author", a, "byline") if a == "Jess Nguyen" else self.a(f"/journalists/{SLUG[a]}", a, "byline")
            )
            parts.append(
                f'<span class="byline_name">{link}</span><span class="byline_position">{esc(POSITION[a])}</span>'
            )
        return '<div class="byline">' + '<span class="byline_and"> and </span>'.join(parts) + "</div>"

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        stamp = f'<div class="date-and-time"><time>{doc.stamp}</time></div>'
        if x.get("updated"):
            stamp += f'<div class="date-and-time date-and-time--updated">{x["updated"]}</div>'
        topics = "".join(
            f"<li>{self.a('topic', t, 'content') if t == 'Light rail' else self.a('/topics/' + t.lower().replace(' ', '-'), t, 'content')}</li>"
            for t in x.get("topics", [])
        )
        original = (
            f'<p class="originally-published">Originally published as {self.a(x["original_url"], doc.title, "content")}</p>'
            if x.get("original")
            else ""
        )
        more = "".join(
            f'<li class="story-block">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        return f"""<article class="story" data-story-id="{hexid(doc.key)}">
<div class="story-kicker">{self.a("nsw", doc.section, "breadcrumb") if doc.section == "NSW" else esc(doc.section)}{' <span class="premium-badge">Exclusive</span>' if doc.key == "lightrail" else ""}</div>
<h1 id="story-headline" class="story-headline">{esc(doc.title)}</h1>
{f'<p id="story-standfirst" class="storyblock_standfirst">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="story-meta">{self.byline(doc)}{stamp}</div>
<div class="story-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://twitter.com/share?url={esc(self.url(doc.key))}">X</a> <a href="mailto:?subject={esc(doc.title)}">Email</a> <button class="share-gift">Gift this article</button> <span class="comment-count">{len(doc.blocks) * 7} comments</span></div>
<figure class="story-image"><img src="https://content.api.news.test/v3/images/bin/{hexid(doc.key)[:20]}?width=650" alt="{esc(doc.title)}"><figcaption>{esc(x.get("caption", ""))}</figcaption></figure>
<div id="story-body" class="tg-tlc-storybody paywall">
{self.blocks(doc)}
{original}
</div>
<div class="story-topics"><h3>More related</h3><ul>{topics}</ul></div>
<section class="story-comments"><h3>Join the conversation</h3><p>Please keep comments relevant and respectful. All comments are moderated.</p><div id="coral_thread"></div></section>
</article>
<section class="more-stories"><h3>More Coverage</h3><ul>{more}</ul></section>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        return (
            f'<div class="storyblock"><h3 class="storyblock_title">{self.a(key, d.title, "content")}</h3>'
            f'<p class="storyblock_standfirst">{esc(d.dek or self.lede(d))}</p><span class="storyblock_datetime">{d.stamp}</span></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        x = doc.extra
        cards = "\n".join(self.card(k) for k in x["list"])
        head = f'<h1 class="index-title">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="visually-hidden">The Harbour Daily</h1>'
        if doc.kind == "author":
            head += f'<div class="journalist-profile"><p class="journalist-role">Senior Reporter</p><p>{esc(x["bio"])}</p><a href="mailto:jess.nguyen@harbourdaily.test">Email Jess</a></div>'
        pager = ""
        if x.get("more"):
            pager = f'<div class="pagination">{self.a(x["more"], "Load more stories", "pagination")}</div>'
        if x.get("prev"):
            pager = f'<div class="pagination">{self.a(x["prev"], "Previous", "pagination")} <a href="/news/nsw?page=3">Next</a></div>'
        extra = ""
        if doc.key == "home":
            extra = (
                f'<section class="index-services"><h2>Local services</h2><ul><li>{self.a("weather", "Sydney weather: 7-day forecast", "content")}</li><li>{self.a("traffic", "Live traffic", "content")}</li>'
                f"<li>{self.a('notices', 'Death notices', 'content')}</li><li>{self.a('listing', 'Open homes: 12 Banksia St, Fairlight', 'content')}</li></ul>"
                f"<h2>More</h2><ul><li>{self.a('topic', 'Light rail', 'content')}</li><li>{self.a('author', 'Jess Nguyen', 'content')}</li><li>{self.a('search', 'Search', 'content')}</li><li>{self.a('nsw', 'All NSW news', 'content')}</li></ul></section>"
            )
        return f'<section class="index">{head}\n{cards}\n{pager}\n{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        return getattr(self, "svc_" + doc.kind)(doc)

    def svc_weather(self, doc: Doc) -> str:
        days = [
            ("Saturday", "Possible severe thunderstorm", 27, 19, "90%", "5-15mm"),
            ("Sunday", "Shower or two", 24, 18, "60%", "1-4mm"),
            ("Monday", "Partly cloudy", 25, 17, "20%", "0mm"),
            ("Tuesday", "Sunny", 28, 18, "5%", "0mm"),
            ("Wednesday", "Mostly sunny", 30, 20, "10%", "0mm"),
            ("Thursday", "Hot and sunny", 34, 21, "10%", "0mm"),
            ("Friday", "Late thunderstorm", 29, 20, "50%", "0-6mm"),
        ]
        rows = "\n".join(
            f"<tr><th>{d}</th><td>{s}</td><td>{mx}°</td><td>{mn}°</td><td>{p}</td><td>{r}</td></tr>"
            for d, s, mx, mn, p, r in days
        )
        return f"""<section class="weather-forecast">
<h1 class="index-title">{esc(doc.title)}</h1>
<p class="weather-location">Sydney (Observatory Hill) · <a href="/weather/parramatta-nsw-2150">Parramatta</a> · <a href="/weather/penrith-nsw-2750">Penrith</a> · <a href="/weather/manly-nsw-2095">Manly</a></p>
<div class="weather-now"><p class="weather-now_temp">24.6°</p><p>Feels like 26.1° · Humidity 71% · Wind NE 19km/h</p><p>Last updated 10:30am AEDT</p></div>
<div class="weather-warning"><strong>Warning:</strong> {self.a("storm", "Severe thunderstorm warning for Sydney", "content")}</div>
<table class="weather-forecast_table"><thead><tr><th>Day</th><th>Forecast</th><th>Max</th><th>Min</th><th>Chance of rain</th><th>Rainfall</th></tr></thead>
<tbody>
{rows}
</tbody></table>
<ul class="weather-extra"><li>UV index: 12 (extreme), sun protection recommended 8.40am to 4.50pm</li><li>Sunrise 5:38am · Sunset 7:56pm</li><li>Sydney Harbour: waves 0.5m, water temperature 21°</li></ul>
<p class="weather-credit">Forecast data supplied by our weather partner. Check the latest official warnings before travelling.</p>
</section>"""

    def svc_listing(self, doc: Doc) -> str:
        return f"""<section class="property-listing">
<nav class="breadcrumbs"><a href="/real-estate">Real Estate</a> › <a href="/real-estate/buy/nsw/fairlight">Fairlight</a></nav>
<h1 class="property-address">{esc(doc.title)}</h1>
<p class="property-price">Auction Saturday 12 December, 11:00am · Price guide $3,950,000</p>
<ul class="property-features"><li>4 beds</li><li>2 baths</li><li>2 cars</li><li>Land 512m²</li><li>House</li></ul>
<div class="property-gallery"><img src="/re-images/2019876543/1.jpg" alt="Front of 12 Banksia Street"><img src="/re-images/2019876543/2.jpg" alt="Living area"><span>1 / 24</span></div>
<div class="property-description">
<h2>Original Federation home with district views</h2>
<p>Offered for the first time in almost 50 years, this much-loved Federation home sits on a generous 512 square metre block in one of Fairlight’s most tightly held streets.</p>
<p>Original features include pressed metal ceilings, leadlight windows and a wide front verandah, while a 1990s rear extension adds an open-plan kitchen and family room opening to a level lawn.</p>
<ul><li>Four bedrooms, main with ensuite and built-ins</li><li>Formal lounge with open fireplace</li><li>Double lock-up garage with rear lane access</li><li>Walk to Manly Wharf, schools and North Harbour Reserve</li></ul>
<p>Council rates approx. $812 per quarter. Water rates approx. $178 per quarter.</p>
</div>
<div class="property-inspections"><h3>Inspection times</h3><ul><li>Sunday 6 December, 10:00am – 10:30am</li><li>Wednesday 9 December, 5:30pm – 6:00pm</li></ul><a href="/re-calendar/2019876543.ics">Add to calendar</a></div>
<div class="property-agent"><h3>Agent</h3><p>Sophie Tran · Harbourside Property, Manly</p><p><a href="tel:+61299990000">02 9999 0000</a> · <a href="mailto:sophie@harbourside.test">Email agent</a></p></div>
<div class="property-news"><h3>In the news</h3><p>{self.a("auction", self.docs["auction"].title, "content")}</p></div>
<p class="property-disclaimer">All information provided by the agent. The Harbour Daily does not guarantee its accuracy. Property ID 2019876543.</p>
</section>"""

    def svc_notices(self, doc: Doc) -> str:
        notices = [
            (
                "DOHERTY, Margaret Ellen (Peggy)",
                "Late of Manly and Dee Why. Passed away peacefully on 1 December 2026, aged 91. Beloved wife of Frank (dec.). Loving mother of Anne, Michael and Kevin. Adored Nan of eight and great-Nan of five. Forever the heart of Manly Wharf.",
                "Relatives and friends are invited to attend Peg’s Requiem Mass in Manly on Friday 11 December 2026 at 11am. In lieu of flowers, donations to the Manly Community Soup Kitchen would be appreciated.",
                "obit",
            ),
            (
                "KOSTOPOULOS, Georgios (George)",
                "Of Earlwood. Passed away on 30 November 2026, aged 84. Dearly loved husband of Eleni, father of Nick and Maria, pappou of six.",
                "A service will be held at the chapel in Earlwood on Tuesday 8 December 2026 at 10am.",
                "",
            ),
            (
                "MCINTYRE, Jean Frances",
                "Late of Cronulla. 1 December 2026, aged 88. Much loved wife of the late Ian. Mother of Ross and Fiona. Reunited with Ian.",
                "A private cremation has been held. A celebration of Jean’s life will be announced at a later date.",
                "",
            ),
            (
                "NGUYEN, Van Thanh",
                "Of Cabramatta. Passed away peacefully 29 November 2026, aged 77. Loving husband, father and grandfather.",
                "Viewing at the family home from Friday. Funeral Wednesday 9 December 2026, 9am.",
                "",
            ),
            (
                "OKONKWO, Chidi",
                "Of Blacktown. Suddenly on 28 November 2026, aged 52. Much loved husband of Ada and father of Emeka and Nneka. Gone too soon.",
                "A memorial service will be held on Saturday 12 December 2026 at 2pm.",
                "",
            ),
            (
                "PARKER, Ronald James (Ron)",
                "Of Penrith, formerly of Blayney. 2 December 2026, aged 93. Loving husband of Betty for 68 years.",
                "Funeral details to be advised.",
                "",
            ),
        ]
        items = []
        for name, text, service, link in notices:
            more = (
                f'<p class="notice_link">{self.a(link, "Read the tribute: " + self.docs[link].title, "content")}</p>'
                if link
                else ""
            )
            items.append(
                f'<div class="notice"><h2 class="notice_name">{esc(name)}</h2><p>{esc(text)}</p><p class="notice_service">{esc(service)}</p>{more}<a class="notice_guestbook" href="/obituaries/guestbook/{name.split(",")[0].lower()}">Sign the guestbook</a></div>'
            )
        return f"""<section class="notices">
<h1 class="index-title">{esc(doc.title)}</h1>
<p class="notices_intro">Death and funeral notices published in The Harbour Daily. <a href="/obituaries/place-a-notice">Place a notice</a> · <a href="/obituaries/search">Search notices</a></p>
<form class="notices_filter"><label>Suburb <input name="suburb"></label><label>Date <select name="days"><option>Last 7 days</option><option>Last 30 days</option></select></label><button>Filter</button></form>
{"".join(items)}
<div class="pagination"><a href="/obituaries/death-notices?page=2">More notices</a></div>
</section>"""

    def svc_traffic(self, doc: Doc) -> str:
        incidents = [
            (
                "10:54am",
                "Breakdown",
                "Warringah Fwy, Cammeray",
                "Northbound, left lane closed. Allow extra travel time.",
            ),
            (
                "10:41am",
                "Crash",
                "Military Rd, Neutral Bay",
                "Two vehicles involved near Wycombe Rd. Traffic is heavy in both directions.",
            ),
            (
                "10:22am",
                "Roadwork",
                "Pittwater Rd, Brookvale",
                "Light rail construction. One lane closed southbound until 3pm.",
            ),
            (
                "10:05am",
                "Fallen tree",
                "Great Western Hwy, Blaxland",
                "Westbound lanes affected after overnight storms. Emergency services on site.",
            ),
            ("9:48am", "Hazard", "M4 Motorway, Wentworth Point", "Debris on road, eastbound near Homebush Bay Dr."),
            (
                "9:15am",
                "Changed traffic conditions",
                "Sydney Harbour Bridge",
                "Lane 8 closed for maintenance until 11am.",
            ),
        ]
        rows = "\n".join(
            f'<li class="incident"><time>{t}</time> <strong>{esc(kind)}</strong> – {esc(where)}: {esc(what)}</li>'
            for t, kind, where, what in incidents
        )
        return f"""<section class="live-traffic">
<h1 class="index-title">{esc(doc.title)}</h1>
<p class="live-traffic_status"><span class="live-dot">LIVE</span> Updated every 5 minutes · Last refreshed 10:55am</p>
<div class="live-traffic_map" id="traffic-map" data-lat="-33.8688" data-lng="151.2093">Loading map…</div>
<div class="weather-warning">{self.a("storm", "Storm warning: drivers urged to avoid travel this afternoon", "content")}</div>
<ul class="incident-list">
{rows}
</ul>
<p class="live-traffic_source">Incident data supplied by state transport authorities. Call 132 701 for traffic information.</p>
</section>"""
