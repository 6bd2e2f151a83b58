# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Prairie Line on Letterbox: a Substack-like newsletter platform hosting a group publication with several writers
(`/p/<slug>`, `/archive?sort=new`, `/s/<section>`, `/podcast`, `/profile/<id>-<name>`, `/about`, `/subscribe`),
English, UTF-8, writers in Central time. Substack markup: `post-title`, `subtitle`, `byline-wrapper`,
`available-content` / `body markup`, subscription widgets inside the body, a `paywall` box, `window._preloads`, a
`NewsArticle` JSON-LD with times in **UTC** ("+00:00": the auction essay's 03:45Z is 9:45 p.m. on 3 Dec in Iowa) and
`isAccessibleForFree`. A paid post stops after two paragraphs ("Keep reading with a 7-day free trial"): an
article whose body is the two paragraphs printed. A guest post prints the host in the byline and "A guest post by
Marisol Vega" above the body: the guest is the author. The podcast episode page (player, show notes, timestamps)
carries the same `NewsArticle` JSON-LD but is not an article."""

from __future__ import annotations

import json

from common import Base, page, story, text
from sitekit import Doc, css_rules, esc

ARTS = ["free", "paid", "guest", "interview", "data", "coauthored", "quick", "review"]
PROFILES = {
    "June Dalton": "/profile/4471023-june-dalton",
    "Ben Okafor": "/profile/5120488-ben-okafor",
    "Sam Whitford": "/profile/6093317-sam-whitford",
    "Marisol Vega": "/profile/7781254-marisol-vega",
}
COMMENTS = [
    (
        "Dale Hinrichs",
        "This is the best explanation of this I have read anywhere, and I have been farming for 41 years.",
    ),
    ("Karen M.", "Shared this with my brother, who still thinks the old way is coming back. Thank you for writing it."),
    (
        "Pete Vander Wal",
        "One small correction from somebody who was there: the meeting was on a Monday, not a Tuesday. Otherwise spot on.",
    ),
    (
        "Rachel Sorensen",
        "I would love a follow-up on what this means for renters. Most of the people I know rent at least half of what they farm.",
    ),
    ("Tom O.", "Subscribed after reading this one. Keep it up."),
]


def post(
    key: str,
    slug: str,
    title: str,
    date: str,
    iso: str,
    stamp: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    return story(key, f"/p/{slug}", title, date, iso, stamp, authors, lines, shape, **extra)


class Letterbox(Base):
    origin = "https://prairieline.letterbox.test"
    name = "Prairie Line"
    prefix = "plx"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "plx",
            [
                ".pencraft",
                ".post-header",
                ".available-content",
                ".subscription-widget-wrap",
                ".paywall",
                ".post-preview",
                ".comment-list-item",
                ".footer-wrap",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Prairie Line",
                "newsletter-home",
                list=["free", "paid", "quick", "guest", "episode", "interview"],
            )
        )
        add(
            page(
                "archive",
                "/archive?sort=new",
                "section",
                "Archive",
                "newsletter-archive",
                list=["quick", "paid", "free", "guest", "episode", "interview"],
                more="archive2",
            )
        )
        add(
            page(
                "archive2",
                "/archive?sort=new&page=2",
                "section",
                "Archive",
                "newsletter-archive-page2",
                list=["data", "review", "coauthored"],
            )
        )
        add(page("markets", "/s/markets", "section", "Markets", "newsletter-section", list=["paid", "data"]))
        add(page("podcast", "/podcast", "section", "Prairie Line Podcast", "podcast-hub", list=["episode"]))
        add(
            page(
                "profile",
                PROFILES["June Dalton"],
                "author",
                "June Dalton",
                "writer-profile",
                list=["free", "coauthored", "quick"],
            )
        )
        add(
            page(
                "search",
                "/archive?sort=search&search=cattle",
                "search",
                "Search results for “cattle”",
                "archive-search",
                list=["paid", "guest"],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About Prairie Line",
                "newsletter-about",
                text("""
Prairie Line is a newsletter about the business, politics and everyday life of the rural Midwest, written by people who live here.
We started in 2022 because the stories that shape farm country — land prices, co-op mergers, hospital closures, school consolidation — were mostly being covered from somewhere else, if they were covered at all.
## Who writes Prairie Line
June Dalton, founder, writes about farmland, agricultural lending and the farm economy from Ames, Iowa. She spent 14 years as an agricultural reporter before going independent.
Ben Okafor writes the Markets section, on grain and livestock prices and what drives them. He traded cattle futures in Chicago for a decade.
Sam Whitford covers rural policy and culture and hosts the Prairie Line Podcast. He lives in Decorah.
## What you get
Free subscribers get two posts a week and every podcast episode. Paid subscribers get everything, including Ben's weekly markets letter and our full archive, for $8 a month or $80 a year.
"""),
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "Subscribe to Prairie Line",
                "newsletter-subscribe-plans",
                text("""
Join 18,000 readers who get Prairie Line in their inbox.
## Free
Two posts a week and every podcast episode.
## Paid — $8 a month or $80 a year
Everything we publish, including the weekly Markets letter, the full archive and comments.
## Founding member — $200 a year
Everything in Paid, plus a signed copy of our annual print edition and an invitation to our summer field day.
Group and student discounts are available. Cancel anytime.
"""),
            )
        )
        add(
            page(
                "episode",
                "/p/ep-41-why-rural-ambulance-services-are-running-out-of-volunteers",
                "podcast",
                "Ep. 41: Why rural ambulance services are running out of volunteers",
                "podcast-episode-show-notes",
                text("""
In much of rural Iowa, the ambulance that comes when you call 911 is still staffed by volunteers. Sam talks with Tom Brekke, who runs a county EMS service in the northeast corner of the state, about why those volunteers are disappearing and what happens to response times when they do.
They also talk about the state’s decision to let counties declare EMS an essential service and raise taxes to pay for it, and why only a handful have done so.
## In this episode
- 00:00 Introduction
- 02:14 How a volunteer ambulance service works
- 11:40 The 45-minute response time
- 24:05 Paying EMTs, and who pays for it
- 37:30 What an essential service designation changes
- 48:52 Listener questions
## Links
- [[/p/when-the-hospital-closes|Sam’s 2025 post on rural hospital closures]]
- [[https://hhs.iowa.test/ems/county-funding-map|The county EMS funding map from the state health department]]
"""),
                iso="2026-12-02T11:00:00+00:00",
                stamp="Dec 02, 2026",
                host="Sam Whitford",
                likes=58,
                comments=6,
            )
        )
        self.posts()

    def posts(self) -> None:
        add = self.add
        add(
            post(
                "free",
                "the-land-auction-that-told-me-everything",
                "The land auction that told me everything about 2027",
                "2026-12-03",
                "2026-12-04T03:45:00+00:00",
                "Dec 03, 2026",
                ["June Dalton"],
                text("""
The auction was at the American Legion hall in Eldora, which is where most land auctions in Hardin County end up, and by 9:50 on Tuesday morning there were no chairs left. Somebody’s grandson was carrying folding chairs in from a pickup. The coffee was free and the cinnamon rolls were a dollar, and I would like the record to show that I paid for mine.
Eighty acres were up for sale: a clean rectangle of tillable ground north of town, a CSR2 of 86, tiled in the 1990s, no buildings, no waterways worth mentioning. The family selling it had farmed it since 1911. The last of them to actually drive a tractor on it died in March, and the heirs live in Denver, Minneapolis and somewhere in North Carolina. This is how a lot of Iowa farmland changes hands now. Not in a crisis, but after a funeral.
I go to these auctions for the same reason some people watch the Fed: the price of good land is the most honest number in farm country. It tells you what people with real money on the line think the next ten years look like. And for the last two years, that number has been drifting down, slowly, the way a tire loses air.
Going in, the guess around the room was somewhere near $12,500 an acre. Comparable ground in the county sold for about $13,200 last fall and $12,700 in the spring. Two farmers I talked to before the bidding said they’d stop at $12,000. One of them said it in the tone of a man who would not stop at $12,000.
The auctioneer opened at $10,000 and nobody moved. He dropped to $9,000, and a hand went up in the back. Then it went fast: $10,500, $11,000, $11,800. At $12,000, the two farmers were still in. At $12,600 one of them shook his head and folded his arms. The other went to $13,000, and then a man in a quarter-zip fleece I had never seen before said, quietly, “Fourteen.”
It sold for $14,150 an acre. The buyer, I found out later, was bidding for an investment fund based in Chicago that has been buying ground in the area since summer. The farmer who went to $13,000 rents the field next door. He did not want to talk about it, and I didn’t push.
Here is why I think this matters more than one sale.
## The money is not coming from farming
Nobody can make $14,150 an acre pencil out on corn and soybeans at today’s prices. At $4.20 corn and a very good 220-bushel yield, the return on that land works out to something like 1.5% before you pay for anything else. Cash rent in the county runs about $285 an acre. A buyer at that price is betting on land as a store of value, not as a business.
That was true of the last land boom too, in the 1970s, and it ended badly. I am not predicting that. Lending is far more conservative now, and most land is bought with cash or close to it. But it does mean the people who farm the ground and the people who own it keep drifting further apart.
## The young farmer problem gets worse
The farmer next door is 34. He has two kids and rents about 900 acres from eleven different landowners. The way young farmers have always built an operation is to rent first and buy a little at a time when a neighbor’s ground comes up. That path gets narrower every time an outside buyer pays a price no working farm can match.
When I asked a banker I trust what she tells young clients now, she said: “I tell them to build relationships with landlords, because they’re not going to be buying.”
## What I’m watching in 2027
Three things. Whether cash rents follow land values up or stay flat, which will tell us who has the leverage. Whether more heirs decide to sell instead of renting, which would put more ground on the market at once. And whether the Legislature takes another run at the farmland ownership bill that died in committee last session.
I’ll be at the next auction in January. The cinnamon rolls are still a dollar.
"""),
                "free-post-utc-ld-crosses-midnight",
                subtitle="Eighty acres, forty bidders and a price nobody in the room expected",
                likes=214,
                comments=38,
                widget_after=5,
                caption="The American Legion hall in Eldora before Tuesday’s auction. Photo by June Dalton.",
            )
        )
        add(
            post(
                "paid",
                "what-the-cattle-cycle-is-telling-us",
                "What the cattle cycle is telling us about beef prices next summer",
                "2026-12-04",
                "2026-12-04T12:30:00+00:00",
                "Dec 04, 2026",
                ["Ben Okafor"],
                text("""
If you bought a pound of ground beef this week, you paid about 40% more than you did three years ago. That is not a mystery. The U.S. cattle herd is the smallest it has been since the early 1950s, drought wiped out pasture across the Plains for three straight summers, and ranchers who sold cows to survive have been slow to buy them back.
What is less clear is when it turns. Cattle futures for next August imply that prices will level off by summer, which only makes sense if ranchers start holding back heifers to rebuild their herds this winter. I spent the last two weeks calling sale barns in Nebraska, Kansas and South Dakota to see whether that is actually happening, and the answer is more complicated than the futures market seems to think.
"""),
                "paid-post-two-paragraphs-paywall",
                subtitle="Herds are still shrinking. The futures market thinks that ends soon. I’m not so sure.",
                section_name="Markets",
                paid=True,
                likes=96,
                comments=12,
            )
        )
        add(
            post(
                "guest",
                "i-drove-41000-miles-as-a-large-animal-vet",
                "I drove 41,000 miles as a large-animal vet this year. Here’s what I saw.",
                "2026-12-02",
                "2026-12-02T13:15:00+00:00",
                "Dec 02, 2026",
                ["Marisol Vega"],
                text("""
I got the call at 2:40 a.m. on a Sunday in February. A heifer calving for the first time, a calf coming backward, and a farmer I had never met who lived 70 miles away, because the vet who used to cover his county retired in 2023 and nobody replaced her. I got there at 4:05. The calf lived. The heifer lived. I drove home as the sun came up, had a cup of coffee, and went to my regular Sunday appointments.
That was a typical night. I kept track this year because people keep asking me what it is like to be a large-animal veterinarian in rural Iowa, and I wanted a real answer. Between January and the end of November, I drove 41,212 miles for work. I saw cattle, hogs, sheep, goats, horses, a llama with an attitude problem and one very sick alpaca. I worked 58 of the 61 weekends.
There are about 1,100 veterinarians licensed in Iowa who say they work mostly on farm animals. That sounds like a lot until you look at where they are and how old they are. In my part of the state, the northeast corner, I know of eleven of us covering seven counties. Four are over 60.
Why aren’t young vets coming? The honest answer is money and hours. A new graduate leaves school with an average of more than $200,000 in debt. A small-animal clinic in Des Moines or Minneapolis will pay them more than a rural mixed practice, and they will be home for dinner. I love my job, but I understand why most of my classmates made that choice.
## What this means on the farm
When there is no vet nearby, farmers wait. They wait on a sick cow to see if she turns around, because the call will cost $300 in mileage before anyone touches her. They do more of their own treatment, sometimes well and sometimes not. And some of them get out of livestock altogether. Two of my clients sold their cow herds this year, and both told me the vet situation was part of the reason.
It also matters for everyone who eats. Vets are the first line of defense against diseases like bird flu and African swine fever. If nobody is out there to notice something strange in a barn, it spreads further before anyone knows.
## What might help
There are programs that repay part of a new vet’s student loans in exchange for working in a shortage area, and they help. But the awards are small compared with the debt, and there are far more applicants than slots. I would like to see the state double its program and make it easier for rural practices to share emergency call coverage, so one person isn’t on call every night of the year.
I would also like vet schools to send more students out to places like mine before they graduate. Almost every rural vet I know grew up on a farm or did a rotation somewhere like this. You don’t fall in love with the work from a lecture hall.
I am 44. I plan to do this for a long time. But I would like, someday, to take a weekend off.
"""),
                "guest-post-host-in-byline",
                subtitle="A guest post on the vanishing country vet, from someone who is still hanging on",
                host="June Dalton",
                guest_bio="Marisol Vega is a large-animal veterinarian in Decorah, Iowa, and writes the newsletter Field Calls.",
                likes=402,
                comments=71,
                widget_after=4,
            )
        )
        add(
            post(
                "interview",
                "five-questions-for-a-county-assessor",
                "Five questions for a county assessor caught in the farmland tax fight",
                "2026-12-01",
                "2026-12-01T14:00:00+00:00",
                "Dec 01, 2026",
                ["Sam Whitford"],
                text("""
Iowa’s property tax fight has mostly played out at the Capitol, but the people who actually put a value on every acre are county assessors. Linda Stahl has assessed farmland in Story County for 19 years. At a public meeting in Nevada last month, she was booed for the first time. I asked her what the job looks like from the inside.
This interview has been edited for length and clarity.
Q: Start with the basics. How do you value an acre of farmland? || Not the way most people think. We don’t use sale prices. Iowa values farmland on its productivity, using a formula based on soil ratings, average crop prices and yields, and production costs over the past five years. So a field that sells for $14,000 an acre might be assessed at $3,800. People find that hard to believe until I show them the formula.
Q: Then why are farm assessments going up when land prices are flat? || Because the formula looks backward. The five-year average still includes the high prices of a few years ago, so productivity values keep rising even though the market has cooled. When the high years roll out of the average, assessments will come down. That is cold comfort if your tax bill went up 11% this year.
Q: What happened at the meeting in Nevada? || About 200 people showed up, which is about 190 more than usual. A lot of them were angry, and some of it was aimed at me. I understand it. To most people, the assessor is the face of the tax bill, even though I don’t set the tax rate. The county, the schools and the city do that.
Q: Lawmakers are talking about capping increases on farmland assessments. Would that help? || It would lower some farmers’ bills in the short run. But the money the schools and counties need doesn’t go away, so the burden shifts to homeowners and businesses. I’m not saying that’s wrong. I’m saying people should know that’s the trade.
Q: What do you wish people understood about your job? || That I’m not trying to get anybody. I grew up on a farm outside Colo. My brother still farms. When I send out a notice, I know exactly what it means at somebody’s kitchen table.
"""),
                "qa-interview-post",
                subtitle="Linda Stahl has valued farmland in Story County for 19 years. This fall was the first time she was booed.",
                likes=158,
                comments=44,
            )
        )
        add(
            post(
                "data",
                "grain-bin-accidents-by-the-numbers",
                "Grain bin accidents, by the numbers",
                "2026-11-30",
                "2026-11-30T15:20:00+00:00",
                "Nov 30, 2026",
                ["Ben Okafor"],
                text("""
Every fall, a few farmers go into a grain bin to break up crusted corn and don’t come out. Flowing grain can bury an adult in seconds, and a person sunk to the waist can be held by hundreds of pounds of pressure. It is one of the most dangerous jobs on a farm, and one of the most preventable.
I pulled ten years of incident reports collected by agricultural safety researchers for Iowa, Illinois and Nebraska to see whether things are getting better. The short answer is: a little, but not evenly.
T: Year | Iowa | Illinois | Nebraska | Deaths (all three)
T: 2017 | 9 | 7 | 4 | 8
T: 2018 | 7 | 8 | 3 | 6
T: 2019 | 12 | 9 | 5 | 10
T: 2020 | 8 | 6 | 4 | 7
T: 2021 | 6 | 7 | 2 | 5
T: 2022 | 7 | 5 | 3 | 6
T: 2023 | 5 | 6 | 3 | 4
T: 2024 | 6 | 4 | 2 | 5
T: 2025 | 4 | 5 | 2 | 3
T: 2026 (through October) | 5 | 3 | 1 | 4
Total incidents, including entrapments where the person survived, fell from 20 in 2017 to 11 in 2025. The worst year was 2019, when a wet harvest left a lot of out-of-condition corn in bins and farmers went in to break it loose.
The months matter more than the years. Nearly half of all incidents happened between March and June, when farmers empty bins that have sat all winter and crusted grain breaks free. August was the quietest month in every year.
Two things seem to be working. More farmers are installing bin sweeps and safety harness anchors, and rural fire departments have been buying rescue tubes that can be driven into the grain around a trapped person. Every one of the entrapments in Nebraska last year ended with the person alive.
What isn’t working is the rule everyone knows: never go into a bin alone. In the reports where it was recorded, the person was alone in more than half of the cases.
"""),
                "data-post-table-body",
                subtitle="Ten years of data from three states, and the months that should worry you most",
                section_name="Markets",
                likes=121,
                comments=19,
            )
        )
        add(
            post(
                "coauthored",
                "why-the-co-op-in-grundy-center-is-closing-its-elevator",
                "Why the co-op in Grundy Center is closing its elevator",
                "2026-11-28",
                "2026-11-28T16:05:00+00:00",
                "Nov 28, 2026",
                ["June Dalton", "Sam Whitford"],
                text("""
For 96 years, the concrete elevator next to the tracks in Grundy Center has taken in corn and soybeans from farms within about 15 miles. Starting in January, it won’t. Heartland Valley Cooperative told members last week that it will stop receiving grain at the site and consolidate into a larger terminal 22 miles away.
The news wasn’t a surprise to anyone who has watched grain move in Iowa over the last twenty years, but it still landed hard. We spent two days in town talking with farmers, co-op staff and people who remember when there were three elevators on that stretch of track.
## The economics
The short version is trains. Railroads now give their best rates to shuttle trains of 110 cars or more, loaded within 15 hours. The Grundy Center elevator can load 25 cars at a time. The terminal near Conrad can load a full shuttle, and it has room to store 9 million bushels.
“We can pay farmers 8 to 12 cents a bushel more at Conrad than we can here, after freight,” said Rick Halvorson, the co-op’s general manager. “Keeping this site open means either paying our members less or losing money on every bushel.”
The co-op said the site will stay open for fertilizer and seed sales, and no employees will lose their jobs. Three grain handlers will move to the Conrad terminal.
## The cost nobody pays on paper
For farmers near town, the change means longer hauls at harvest. Pete Kruse, who farms about 1,100 acres south of Grundy Center, figures it adds 40 minutes to every round trip with a semi. “In October, that’s the whole ballgame,” he said. “You can’t haul fast enough, the combine sits, and you lose a day.”
It also means more trucks on county roads that were never built for them. The county engineer told us he expects to spend more on gravel and bridge repairs along the routes to Conrad.
And it means one less reason to come to town. The elevator was where you heard who was sick, whose kid made the team, who was selling. “The café’s going to feel that,” said Marla Jensen, who has run the one on Main Street since 2009.
## What’s next
Heartland Valley has closed two other small elevators in the last five years, and it is unlikely to be the last co-op to make this choice. We’ll keep reporting on where the grain goes next, and what it does to the towns it leaves behind.
"""),
                "two-authors-post",
                subtitle="Shuttle trains, bigger terminals and the end of a 96-year-old landmark",
                likes=187,
                comments=52,
                widget_after=6,
            )
        )
        add(
            post(
                "quick",
                "quick-take-the-crush-plant-near-mason-city",
                "Quick take: the crush plant near Mason City is finally running",
                "2026-12-04",
                "2026-12-04T19:10:00+00:00",
                "Dec 04, 2026",
                ["June Dalton"],
                text("""
The new soybean crushing plant east of Mason City took in its first trucks on Thursday, about four months later than planned. It can process roughly 110,000 bushels a day into meal and oil, most of which will go to renewable diesel refineries.
For farmers within about 60 miles, that should mean a better price for beans. Elevators in the area were already posting bids 10 to 15 cents above the regional average this week.
I’ll have more on what the plant means for basis, and for the rail line that serves it, in next week’s letter.
"""),
                "short-quick-take-post",
                likes=64,
                comments=9,
            )
        )
        add(
            post(
                "review",
                "review-the-last-elevator",
                "Review: ‘The Last Elevator’ gets small-town grain politics right",
                "2026-11-29",
                "2026-11-29T17:00:00+00:00",
                "Nov 29, 2026",
                ["Sam Whitford"],
                text("""
Novels about farm country tend to fall into two camps. There are the elegies, in which a family loses the land and someone stares at an empty barn in the last chapter. And there are the comedies, in which the locals are lovable and slightly dim. Carol Brenneman’s The Last Elevator is neither, and it is better than most of both.
The book follows a year in the life of a co-op board in a fictional Iowa town called Harlan Springs, as its members decide whether to sell their grain elevator to a larger cooperative. That sounds like the plot of a very long board meeting, and at times it is. But Brenneman, who grew up on a farm in Buchanan County and spent two decades as a farm lender, knows exactly what those meetings feel like: the grudges that go back three generations, the coffee that nobody drinks, the vote everybody knows the outcome of before it starts.
Her central character, Ellen Voss, is a 58-year-old widow who farms 640 acres by herself and was elected to the board mostly because nobody else ran. She is funny, stubborn and often wrong, and Brenneman never lets her become a symbol of anything. When Ellen changes her mind about the sale halfway through the book, it is not because of a speech. It is because she does the math at her kitchen table and doesn’t like the answer.
The novel is at its best in its small scenes. A parts counter where two men who haven’t spoken in 20 years are forced to share a pen. A church basement funeral lunch where the co-op vote is settled, more or less, over ham sandwiches. A teenage grain handler who wants to leave for Des Moines and feels guilty about it.
It stumbles when it reaches for bigger drama. A subplot involving a missing shipment of soybeans and a crooked trucker feels borrowed from a different kind of book, and the final chapter ties things up more neatly than life usually does.
But anyone who has lived in a town like Harlan Springs will recognize it, and anyone who hasn’t will understand a little better why people fight so hard over a concrete tower by the tracks. It would make a good gift for the farmer in your life who says he doesn’t read novels.
The Last Elevator, by Carol Brenneman. Prairie Hill Press, 312 pages, $27.
"""),
                "book-review-post",
                subtitle="Carol Brenneman’s novel about a co-op board is funny, precise and a little too tidy at the end",
                likes=77,
                comments=15,
            )
        )

    # templates
    def byline_names(self, names: list[str]) -> str:
        links = [
            self.a("profile", n, "byline") if n == "June Dalton" else f'<a href="{PROFILES[n]}">{esc(n)}</a>'
            for n in names
        ]
        if len(links) == 2:
            return f"{links[0]} and {links[1]}"
        return ", ".join(links)

    def frame(self, doc: Doc, main: str) -> str:
        is_post = doc.is_article or doc.kind == "podcast"
        if is_post:
            who = (
                doc.extra.get("host") if doc.kind == "podcast" else (doc.extra.get("host") or " and ".join(doc.authors))
            )
            title = f"{doc.title} - by {who} - Prairie Line"
        elif doc.key == "home":
            title = "Prairie Line | June Dalton | Letterbox"
        else:
            title = f"{doc.title} - Prairie Line"
        metas = [
            f'<title data-preact-helmet="true">{esc(title)}</title>',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        metas.append('<link rel="alternate" type="application/rss+xml" href="/feed" title="Prairie Line">')
        if is_post:
            names = doc.authors if doc.is_article else [doc.extra["host"]]
            ld_names = [doc.extra["host"]] if doc.extra.get("host") else names
            sub = doc.extra.get("subtitle", self.lede(doc))
            metas += [
                f'<meta name="author" content="{esc(" and ".join(ld_names))}">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:description" content="{esc(sub)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="og:image" content="https://letterbox-post-media.test/public/images/{doc.key}_1456x816.jpeg">',
                '<meta name="twitter:card" content="summary_large_image">',
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "url": self.url(doc.key),
                "mainEntityOfPage": self.url(doc.key),
                "headline": doc.title,
                "description": sub,
                "image": [
                    {
                        "@type": "ImageObject",
                        "url": f"https://letterbox-post-media.test/public/images/{doc.key}_1456x816.jpeg",
                    }
                ],
                "datePublished": doc.iso or doc.extra.get("iso"),
                "dateModified": doc.iso or doc.extra.get("iso"),
                "isAccessibleForFree": not doc.extra.get("paid"),
                "author": [
                    {"@type": "Person", "name": n, "url": f"https://letterbox.test/@{n.lower().replace(' ', '')}"}
                    for n in ld_names
                ],
                "publisher": {
                    "@type": "Organization",
                    "name": "Prairie Line",
                    "url": self.origin,
                    "description": "The business, politics and everyday life of the rural Midwest",
                },
            }
            if doc.extra.get("paid"):
                ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"}
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            metas += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                '<meta name="description" content="The business, politics and everyday life of the rural Midwest">',
            ]
        preload = {
            "base_url": self.origin,
            "pub": {
                "id": 1188204,
                "name": "Prairie Line",
                "subdomain": "prairieline",
                "author_id": 4471023,
                "community_enabled": True,
                "language": "en",
            },
            "post": {
                "id": 15200000 + len(doc.path) * 37,
                "slug": doc.path.rsplit("/", 1)[-1],
                "post_date": doc.iso or doc.extra.get("iso"),
                "audience": "only_paid" if doc.extra.get("paid") else "everyone",
                "type": "podcast" if doc.kind == "podcast" else "newsletter",
            }
            if is_post
            else None,
            "isEU": False,
            "features": {"reader_app_banner": True, "restacks": True},
        }
        preload_js = json.dumps(json.dumps(preload))
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Home"),
                ("podcast", "Podcast"),
                ("markets", "Markets"),
                ("archive", "Archive"),
                ("about", "About"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover">
{chr(10).join(metas)}
<meta name="theme-color" content="#ffffff">
<link rel="icon" href="https://letterbox-post-media.test/public/images/prairieline_icon_32.png" sizes="32x32">
<link rel="stylesheet" href="https://letterboxcdn.test/bundle/static/css/main.4c1b7e23.css">
<script>window._preloads = JSON.parse({preload_js})</script>
<style>/*PAD*/</style>
</head>
<body class="pc-root">
<div id="entry"><div id="main" class="main typography use-theme-bg">
<div class="main-menu"><div class="topbar-content">
<div class="navbar-logo-container">{self.a("home", "Prairie Line", "nav", 'class="navbar-title-link"')}</div>
<div class="navbar-buttons">{self.a("search", "Search", "nav", 'class="pencraft search-button" aria-label="Search"')}{self.a("subscribe", "Subscribe", "nav", 'class="button primary subscribe-btn"')}<a href="https://letterbox.test/sign-in?redirect=%2F&amp;for_pub=prairieline" class="button sign-in-link">Sign in</a></div>
</div>
<nav class="pencraft tabs"><ul>{nav}</ul></nav></div>
<div class="container">
{main}
</div>
<div class="footer-wrap publication-footer"><div class="footer">
<div class="footer-copyright">© 2026 June Dalton</div>
<div class="footer-links"><a href="https://letterbox.test/privacy">Privacy</a> ∙ <a href="https://letterbox.test/tos">Terms</a> ∙ <a href="https://letterbox.test/ccpa#personal-data-collected">Collection notice</a></div>
<div class="footer-cta"><a href="https://letterbox.test/signup?utm_source=letterbox&amp;utm_medium=web&amp;utm_content=footer" class="button">Start your Letterbox</a> <a href="https://letterbox.test/app">Get the app</a></div>
<p class="footer-tagline">Letterbox is the home for great writing</p>
</div></div>
</div></div>
<div class="cookie-banner" role="dialog"><p>This site uses cookies to improve your experience. You can change your preferences at any time.</p><button>Accept</button><button>Only necessary</button></div>
<script src="https://letterboxcdn.test/bundle/static/js/main.8a2e61f0.js" defer></script>
</body>
</html>"""

    def widget(self) -> str:
        return (
            '<div class="subscription-widget-wrap"><div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">Prairie Line is a reader-supported publication. To receive new posts and support our work, consider becoming a free or paid subscriber.</p></div>'
            '<form class="form" action="/api/v1/free?nojs=true" method="post"><input type="email" name="email" placeholder="Type your email..."><input type="submit" value="Subscribe"></form></div></div>'
        )

    def ufi(self, doc: Doc) -> str:
        return (
            f'<div class="post-ufi"><button class="like-button-container post-ufi-button" aria-label="Like ({doc.extra.get("likes", 0)})">❤ <span class="label">{doc.extra.get("likes", 0)}</span></button>'
            f'<a class="post-ufi-button post-ufi-comment-button" href="{doc.path}/comments">💬 <span class="label">{doc.extra.get("comments", 0)}</span></a>'
            '<button class="post-ufi-button restack-button">Restack</button><button class="post-ufi-button share-button">Share</button></div>'
        )

    def story_main(self, doc: Doc) -> str:
        host = doc.extra.get("host")
        by = self.byline_names([host] if host else doc.authors)
        sub = f'<h3 class="subtitle">{esc(doc.extra["subtitle"])}</h3>' if doc.extra.get("subtitle") else ""
        guest = ""
        if host:
            name = doc.authors[0]
            guest = (
                f'<div class="guest-post-header"><div class="guest-author-card"><img class="guest-author-photo" src="https://letterbox-post-media.test/public/images/profile_{PROFILES[name].split("/")[-1]}.jpg" alt="">'
                f'<div><p class="guest-label">A guest post by</p><a class="guest-author-name" href="{PROFILES[name]}">{esc(name)}</a><p class="guest-bio">{esc(doc.extra["guest_bio"])}</p></div>'
                f'<a class="button subscribe-to-guest" href="https://fieldcalls.letterbox.test/subscribe">Subscribe to {esc(name.split()[0])}</a></div></div>'
            )
        section = ""
        if doc.extra.get("section_name"):
            section = f'<div class="post-section-label">{self.a("markets", doc.extra["section_name"], "content")}</div>'
        parts = self.blocks(doc).split("\n") if "<table" not in self.blocks(doc) else [self.blocks(doc)]
        if doc.extra.get("widget_after") and len(parts) > doc.extra["widget_after"]:
            parts.insert(doc.extra["widget_after"], self.widget())
        if doc.extra.get("caption"):
            parts.insert(
                1,
                f'<div class="captioned-image-container"><figure><img src="https://letterbox-post-media.test/public/images/{doc.key}_1456x970.jpeg" alt="" width="1456" height="970"><figcaption class="image-caption">{esc(doc.extra["caption"])}</figcaption></figure></div>',
            )
        paywall = ""
        cls = 'class="post-preview-title"'
        if doc.extra.get("paid"):
            trial = self.a("subscribe", "Start trial", "content", 'class="button primary paywall-button"')
            paywall = (
                '<div class="paywall"><h2 class="paywall-title">Keep reading with a 7-day free trial</h2>'
                f'<div class="paywall-cta">Subscribe to Prairie Line to keep reading this post and get 7 days of free access to the full post archives.</div>'
                f"{trial}"
                '<div class="paywall-login">Already a paid subscriber? <a href="https://letterbox.test/sign-in?redirect=%2Fp%2Fwhat-the-cattle-cycle-is-telling-us&amp;for_pub=prairieline">Sign in</a></div></div>'
            )
            comments = ""
        else:
            picks = [COMMENTS[(len(doc.key) + i) % len(COMMENTS)] for i in range(3)]
            comments = "".join(
                f'<div class="comment-list-item"><div class="comment"><a class="comment-author" href="https://letterbox.test/@{n.lower().replace(" ", "").replace(".", "")}">{esc(n)}</a><span class="comment-date">{doc.stamp}</span><div class="comment-body"><p>{esc(c)}</p></div><div class="comment-actions"><button>Like</button><button>Reply</button></div></div></div>'
                for n, c in picks
            )
            comments = f'<div class="comments-section"><h4 class="comments-heading">Discussion about this post</h4><div class="comment-list">{comments}</div><a href="{doc.path}/comments">View all comments</a></div>'
        end = "".join(
            f'<div class="post-preview">{self.a(k, self.docs[k].title, "related", cls)}<div class="post-preview-meta">{self.docs[k].stamp}</div></div>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<div class="single-post-container"><div class="single-post"><article class="typography newsletter-post post">
<div class="post-header">
{section}<h1 class="post-title published" dir="auto">{esc(doc.title)}</h1>
{sub}
<div class="post-meta"><div class="byline-wrapper"><div class="profile-hover-card-target">{by}</div><div class="post-date" title="{doc.iso}">{doc.stamp}</div>{'<div class="post-audience">Paid</div>' if doc.extra.get("paid") else ""}</div>
{self.ufi(doc)}</div>
</div>
{guest}
<div class="available-content"><div dir="auto" class="body markup">
{chr(10).join(parts)}
</div></div>
{paywall}
<div class="post-footer">{self.ufi(doc)}</div>
</article>
{"" if doc.extra.get("paid") else self.widget()}
{comments}
<div class="post-end-cta"><h3>Ready for more?</h3>{self.a("subscribe", "Subscribe", "content", 'class="button primary"')}</div>
<div class="more-from-pub"><h4>More from Prairie Line</h4>{end}</div>
</div></div>"""

    def preview(self, key: str) -> str:
        d = self.docs[key]
        who = d.extra.get("host") if d.kind == "podcast" else " and ".join(d.authors)
        sub = d.extra.get("subtitle") or self.lede(d)
        badge = '<span class="audience-lock">🔒 Paid</span>' if d.extra.get("paid") else ""
        if d.kind == "podcast":
            badge = '<span class="podcast-badge">▶ 52:10</span>'
        link = self.a(key, d.title, "content", 'class="post-preview-title newsletter"')
        return (
            f'<div class="post-preview portable-archive-post"><div class="post-preview-content">'
            f"{link}"
            f'<div class="post-preview-description">{esc(sub)}</div>'
            f'<div class="post-preview-meta"><span class="post-date">{d.stamp}</span> • <span class="post-author">{esc(who or "")}</span> {badge}</div></div>'
            f'<img class="post-preview-image" src="https://letterbox-post-media.test/public/images/{key}_300x200.jpeg" alt=""></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.preview(k) for k in doc.extra["list"])
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.key in ("archive", "archive2", "search"):
            tabs = f'<div class="archive-tabs">{self.a("archive", "Latest", "content")} <a href="/archive?sort=top">Top</a> <a href="/archive?sort=discussions">Discussions</a></div><form action="/archive" method="get"><input type="hidden" name="sort" value="search"><input type="search" name="search" placeholder="Search posts"></form>'
            head = f'<h1 class="page-title">{esc(doc.title)}</h1>{tabs}'
        elif doc.kind == "author":
            head = (
                '<div class="profile-header"><img class="profile-photo" src="https://letterbox-post-media.test/public/images/profile_4471023-june-dalton.jpg" alt=""><h1 class="page-title">June Dalton</h1><p class="profile-handle">@junedalton</p>'
                '<p class="profile-bio">Founder of Prairie Line. Farmland, ag lending and the farm economy, from Ames, Iowa. Former agriculture reporter.</p>'
                f'<p class="profile-pubs">Writes {self.a("home", "Prairie Line", "content")} · 18K subscribers</p></div><h2>Posts</h2>'
            )
        elif doc.key == "home":
            head = (
                '<div class="homepage-hero"><h1 class="page-title">Prairie Line</h1><p class="pub-tagline">The business, politics and everyday life of the rural Midwest. By June Dalton, Ben Okafor and Sam Whitford.</p>'
                f'{self.widget()}</div><div class="homepage-links">{self.a("profile", "June Dalton", "content")} · {self.a("markets", "Markets", "content")} · {self.a("podcast", "Podcast", "content")}</div>'
            )
        elif doc.key == "podcast":
            head = (
                '<div class="podcast-header"><img src="https://letterbox-post-media.test/public/images/podcast_cover_600.jpg" alt=""><h1 class="page-title">Prairie Line Podcast</h1><p>Conversations about rural life, policy and the people in the middle of it, hosted by Sam Whitford.</p>'
                '<p class="podcast-apps"><a href="https://podcasts.apple.test/us/podcast/prairie-line/id1650012345">Apple Podcasts</a> · <a href="https://open.spotify.test/show/5pRlIneXq">Spotify</a> · <a href="/podcast/feed.xml">RSS</a></p></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="archive-pager">{self.a(doc.extra["more"], "Load more", "pagination")}</div>'
        elif doc.key == "archive2":
            pager = f'<div class="archive-pager">{self.a("archive", "Newer posts", "pagination")}</div>'
        return f'<div class="archive-page">{head}<div class="portable-archive-list">{items}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "podcast":
            notes = self.blocks(doc)
            return f"""<div class="single-post-container"><div class="single-post"><article class="typography newsletter-post post podcast-post">
<div class="post-header"><h1 class="post-title published">{esc(doc.title)}</h1>
<div class="post-meta"><div class="byline-wrapper"><div class="profile-hover-card-target"><a href="{PROFILES["Sam Whitford"]}">Sam Whitford</a></div><div class="post-date">{doc.extra["stamp"]}</div></div></div></div>
<div class="player-wrapper-outer"><div class="player-wrapper-inner"><audio preload="none" src="https://api.letterbox.test/api/v1/audio/upload/ep41.mp3"></audio><button class="play-button" aria-label="Play">▶</button><span class="duration">52:10</span><div class="player-actions"><a href="https://podcasts.apple.test/us/podcast/prairie-line/id1650012345">Apple Podcasts</a> <a href="https://open.spotify.test/show/5pRlIneXq">Spotify</a> <button>Transcript</button></div></div></div>
<div class="available-content"><div dir="auto" class="body markup"><h3>Show notes</h3>
{notes}
</div></div>
{self.ufi(doc)}
</article>
<div class="more-from-pub">{self.a("podcast", "All episodes", "content")}</div></div></div>"""
        return f'<div class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n<div class="body markup">{self.blocks(doc)}</div>\n</div>'
