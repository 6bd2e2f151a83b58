# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Edmonton Standard: a chain paper of a Postmedia-like group ("Northstar") on a **WordPress VIP** theme
(`post-template-default single single-post postid-…`, `article-header__detail`, `published-by__author`,
`published-date__since`, `article-content__content-group`, Yoast `@graph`, `/news/local-news/<slug>/`,
`/category/news/local-news/page/2/`, `/tag/…/`, `/author/<login>/`, `/search/?search_text=`), English, UTF-8,
**absolute** hrefs everywhere, Mountain time (-07:00 in December).

Bylines sit under an "Author of the article:" label; the date line is "Published Dec 04, 2026 • Last updated 2 hours
ago • 3 minute read" (the update only relative). The JSON-LD `@graph` is in **UTC with +00:00**: the council budget
story's 5:45 p.m. is 00:45 on **5 Dec** (labelled 4 Dec), the curling story's 10:10 p.m. on 3 Dec is 05:10 on 4 Dec
(labelled 3 Dec). Between paragraph groups the template prints "Article content" and "Advertisement N / This
advertisement has not loaded yet, but your article continues below." Credits: "The Canadian Press" (JSON-LD
**Person** named "The Canadian Press", and the wire's "This report by The Canadian Press was first published…"
tail), "Northstar News" (the chain's desk, an Organization), two reporters under one label. The press gallery column
has a kicker and a bio tail. The long feature is split by WordPress `<!--nextpage-->` into `/<slug>/` and
`/<slug>/2/` ("Pages: 1 2"): both pages are labelled articles with the same headline, authors and date, each with its
own text. The obituary is a paid family notice (non-article)."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, page, story, utc_iso, words
from sitekit import Doc, css_rules, esc

ORIGIN = "https://edmontonstandard.test"
OFF = -7
ARTS = ["budget", "snow", "press", "feature", "cp", "curling", "foodbank"]
PN, PN_NEXT, PN_PREV = 'class="page-numbers"', 'class="next page-numbers"', 'class="prev page-numbers"'
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
LOGINS = {
    "Jenna Marchand": "jmarchand",
    "Dylan Kowalski": "dkowalski",
    "Lauren Boyd": "lboyd",
    "Anjali Sandhu": "asandhu",
    "Graham Thibault": "gthibault",
}


def pm_date(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return f"{MON[int(m) - 1]} {d}, {y}"


def est(
    key: str,
    path: str,
    title: str,
    date: str,
    stamp: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    return story(key, path, title, date, utc_iso(stamp, OFF, "plus"), stamp, authors, lines, shape, **extra)


FEATURE_TITLE = "Elevator row: How a Prairie skyline is disappearing, one grain elevator at a time"
FEATURE_PATH = "/news/local-news/elevator-row-how-a-prairie-skyline-is-disappearing-one-grain-elevator-at-a-time/"


class EdmontonStandard(Base):
    origin = ORIGIN
    name = "Edmonton Standard"
    prefix = "est"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "est",
            [".header__nav-item", ".article-header__detail", ".article-title", ".published-by__author",
             ".published-date__since", ".article-content__content-group p", ".ad__section-border", ".ad__inner",
             ".article-card__headline", ".sidebar--most-popular li", ".footer__list a", ".tp-modal", ".page-links"],
            280,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Edmonton Standard",
                "wpvip-home",
                list=["budget", "snow", "press", "feature", "cp", "curling", "foodbank"],
                more="local",
            )
        )
        add(
            page(
                "local",
                "/category/news/local-news/",
                "section",
                "Local News",
                "wp-category",
                list=["budget", "snow", "foodbank"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/category/news/local-news/page/2/",
                "section",
                "Local News",
                "wp-category-page2",
                list=["feature", "curling"],
            )
        )
        add(
            page(
                "opinion",
                "/category/opinion/columnists/",
                "section",
                "Columnists",
                "wp-category-columnists",
                list=["press"],
            )
        )
        add(
            page(
                "tag",
                "/tag/alberta-legislature/",
                "tag",
                "Alberta Legislature",
                "wp-tag",
                list=["press", "cp", "budget"],
            )
        )
        add(
            page(
                "author",
                "/author/jmarchand/",
                "author",
                "Jenna Marchand",
                "wp-author",
                list=["press"],
                bio="Jenna Marchand writes about Alberta politics from the legislature press gallery. She joined the Standard in 2015 after eight years at papers in Lethbridge and Red Deer.",
            )
        )
        add(
            page(
                "search",
                "/search/?search_text=snow",
                "search",
                "Search Results for: snow",
                "wp-search",
                list=["snow", "budget"],
            )
        )
        add(
            page(
                "obit", "/obituaries/kowalchuk-rosalind-mary/", "obituary", "Rosalind Mary KOWALCHUK", "paid-obituary-notice",
                [
                    "March 2, 1938 – November 29, 2026",
                    "It is with heavy hearts that we announce the passing of our mother, grandmother and great-grandmother, Rosalind Mary Kowalchuk (née Petryshyn), on November 29, 2026, at the Grey Nuns Community Hospital, at the age of 88.",
                    "Rosalind was born on the family farm near Vegreville and moved to Edmonton in 1957, where she worked for 31 years as a bookkeeper. She loved her garden, her church choir and the Oilers, in that order, and never missed a Sunday phone call with each of her grandchildren.",
                    "She is survived by her children Daniel (Carol) and Irene (Mark); six grandchildren; and four great-grandchildren. She was predeceased by her husband Walter in 2011.",
                    "A funeral service will be held on Thursday, December 10, 2026, at 11 a.m. at St. Josaphat Ukrainian Catholic Cathedral, Edmonton. In lieu of flowers, donations may be made to the Edmonton Food Bank.",
                    "Condolences may be shared at the funeral home's website.",
                ],
                published="Published in the Edmonton Standard on December 4, 2026.",
            )
        )  # fmt: skip
        add(
            page(
                "subscribe", "/subscribe/", "subscribe", "Subscribe to the Edmonton Standard", "subscription-offers",
                [
                    "Unlimited online access to the Edmonton Standard and 15 other Northstar news sites, with one account.",
                    "## Digital Access",
                    "$1 per week for the first 12 weeks, then $6.99 per week. Cancel anytime.",
                    "## Digital + Print",
                    "Home delivery of the Saturday paper and all the benefits of Digital Access, from $9.49 per week.",
                    "Taxes apply. Offer available to new subscribers only.",
                ],
            )
        )  # fmt: skip
        add(
            page(
                "contact", "/contact-us/", "about", "Contact Us", "contact-page",
                [
                    "The Edmonton Standard newsroom is located at 10006 101 Street NW, Edmonton, AB.",
                    "## News tips",
                    "Have a story we should know about? Email newstips@edmontonstandard.test or call 780-555-0142.",
                    "## Letters to the editor",
                    "Letters should be no more than 200 words and include your full name, address and daytime phone number. Send them to letters@edmontonstandard.test.",
                    "## Subscriber services",
                    "For delivery and account questions, call 1-800-555-0199, Monday to Friday, 7 a.m. to 5 p.m.",
                ],
            )
        )  # fmt: skip

        add(
            est(
                "press",
                "/opinion/columnists/a-fall-sitting-that-ran-out-the-clock-on-albertas-biggest-files/",
                "A fall sitting that ran out the clock on Alberta's biggest files",
                "2026-12-04",
                "2026-12-04 06:00",
                ["Jenna Marchand"],
                [
                    "The last day of a legislative sitting has a particular sound. Doors bang in the rotunda, staffers roll boxes of binders down the marble hallway, and the press gallery, tucked up on the third floor above the chamber, empties out faster than a school on the last day before Christmas.",
                    "Thursday was no different. MLAs passed nine bills in the final 48 hours, most of them with little debate, and then went home until February. What they did not pass tells you more about the fall sitting than what they did.",
                    "The long-promised overhaul of the province's utility rate rules, which the government said in September would be its top priority, was never tabled. Neither was the legislation to create a provincial police service, which ministers had hinted at for months. The bill to cap ambulance response times in rural Alberta made it to second reading and stopped there.",
                    "## Question period as theatre",
                    "From up in the gallery, question period this fall felt more like a rehearsal for the next election than an exercise in accountability. Opposition MLAs asked about hospital wait times; ministers answered about federal carbon policy. The Speaker cut off members 14 times for unparliamentary language, a record for a fall sitting, according to the clerk's office.",
                    "None of this is new, and to be fair, governments of every stripe have used the end of a sitting to bury bad news and skip hard debates. But the gap between what was promised in the throne speech and what reached the floor is wider this year than at any time since I started covering this building.",
                    'The government house leader told reporters on Thursday that the utility bill needed "more consultation with industry" and would come in the spring. Perhaps it will. But Albertans who opened their December power bills this week might reasonably ask why a fix described as urgent in September can wait until April.',
                    "The spring sitting opens Feb. 23 with a budget. It will be the last full session before the next general election. Expect the clock to matter even more then.",
                    "SIGN: Jenna Marchand is the Standard's legislature columnist. Reach her at jmarchand@edmontonstandard.test.",
                ],
                "press-gallery-column-kicker-bio-tail",
                section="Columnists",
                kicker="Press Gallery",
                cat="opinion",
                photo=True,
            )
        )
        add(
            est(
                "cp",
                "/news/politics/ottawa-and-alberta-sign-deal-on-carbon-capture-tax-credit/",
                "Ottawa and Alberta sign deal on carbon capture tax credit",
                "2026-12-04",
                "2026-12-04 11:20",
                [],
                [
                    "OTTAWA — The federal and Alberta governments have signed an agreement that will see the two share the cost of a tax credit for carbon capture projects in the oilsands, ending more than a year of negotiations.",
                    "Federal Energy Minister Claire Dufresne-Watts and her Alberta counterpart announced the deal at a joint news conference in Ottawa on Friday, saying it would give companies the certainty they need to make final investment decisions.",
                    "Under the agreement, Ottawa will cover 60 per cent of the credit for eligible projects and Alberta the remaining 40 per cent, up to a combined $7.5 billion over 10 years.",
                    '"This gets shovels in the ground," Dufresne-Watts said. "It\'s good for workers, it\'s good for emissions and it shows what can happen when governments stop arguing and start working together."',
                    "Environmental groups said the credit amounts to a subsidy for oil and gas producers, while the Opposition in Alberta said the province had given up too much.",
                    "The first project expected to qualify is a pipeline and storage hub northeast of Edmonton, which its backers say could capture up to 10 million tonnes of carbon dioxide a year by 2031.",
                    "SIGN: This report by The Canadian Press was first published Dec. 4, 2026.",
                ],
                "canadian-press-jsonld-person-first-published-tail",
                section="Politics",
                credit="The Canadian Press",
                ld="cp",
                cat="politics",
                updated_rel="5 hours ago",
            )
        )
        add(
            est(
                "budget",
                "/news/local-news/edmonton-council-approves-6-1-per-cent-tax-hike-after-marathon-budget-debate/",
                "Edmonton council approves 6.1 per cent tax hike after marathon budget debate",
                "2026-12-04",
                "2026-12-04 17:45",
                ["Dylan Kowalski"],
                [
                    "Edmonton homeowners will see a 6.1 per cent increase in their property taxes next year after city council approved its 2027 operating budget late Friday afternoon, following four days of debate.",
                    "Councillors voted 9-4 in favour of the final budget, which trims the increase from the 7.4 per cent administration had proposed in October. For a typical home assessed at $420,000, that works out to an extra $182 a year.",
                    '"Nobody around this table is happy asking residents to pay more at a time when groceries and rent are already squeezing families," the mayor said after the vote. "But the alternative was cutting transit and snow clearing, and I heard loud and clear that people do not want that."',
                    "The biggest savings came from delaying the hiring of 40 new positions and drawing $18 million from the city's financial stabilization reserve. Council also voted to add $6 million to the snow and ice control budget, after a string of complaints about slow clearing of residential roads last winter.",
                    'Coun. Priya Raghunathan, who voted against the budget, said the city had avoided hard choices by raiding its reserves. "We are going to be right back here next year with a bigger hole," she said.',
                    "Transit fares will rise by 25 cents in February, bringing a single adult fare to $4. The monthly pass for low-income residents will be frozen.",
                    "The tax rate will be finalized in April, once provincial education property taxes are known.",
                ],
                "utc-plus-next-day-relative-update",
                section="Local News",
                cat="local",
                updated_rel="2 hours ago",
                tag=True,
            )
        )
        add(
            est(
                "feature",
                FEATURE_PATH,
                FEATURE_TITLE,
                "2026-12-03",
                "2026-12-03 07:00",
                ["Anjali Sandhu"],
                [
                    "From the highway west of Vegreville, you can still count them if you know where to look: a faded red elevator at Mundare, another at Chipman, a grey one leaning slightly toward the tracks at Lamont. Forty years ago, there were more than a dozen along this stretch of rail. Today there are five, and two of them are empty.",
                    "The wooden grain elevator, once the tallest building in almost every Prairie town, is disappearing. Alberta had more than 1,700 of them in the 1930s. A count by a volunteer heritage group this fall found 112 still standing, fewer than half of them in use.",
                    '"When I was a kid, the elevator was the first thing you saw when you drove home," says Marlene Hrynchuk, 71, who grew up near Andrew and now leads tours for the local historical society. "It told you that you were almost there. When they tear one down, it\'s like the town loses its name."',
                    "The reasons are economic. Grain companies moved to large concrete terminals in the 1990s, which can load 100-car trains in a few hours. Rail branch lines were abandoned, and the small elevators that depended on them were sold for a dollar, left to rot or burned by fire departments for training.",
                    "Some survived because someone cared enough to save them. In Mundare, the village bought its elevator in 2004 and turned the office into a small museum. In Chipman, a family of farmers still uses theirs to store and clean seed.",
                    "But maintaining a 90-year-old wooden building that is 25 metres tall is neither cheap nor easy. The roof alone can cost $80,000 to replace, and insurance is hard to find.",
                ],
                "wp-nextpage-page-1-of-2",
                section="Local News",
                cat="local",
                pages=(1, 2),
                read=4,
                dek="Alberta had more than 1,700 wooden elevators in the 1930s. Volunteers counted 112 this fall.",
            )
        )
        add(
            est(
                "feature2",
                FEATURE_PATH + "2/",
                FEATURE_TITLE,
                "2026-12-03",
                "2026-12-03 07:00",
                ["Anjali Sandhu"],
                [
                    "## Who pays to keep them standing?",
                    "The province designated 14 elevators as provincial historic resources, which makes them eligible for restoration grants of up to $100,000. Municipal leaders say that barely covers the basics.",
                    '"We\'re a village of 800 people," says Mundare\'s chief administrative officer, Tom Wasylyshen. "We love the elevator, but every dollar we spend on it is a dollar we don\'t spend on water lines."',
                    "Heritage advocates want Ottawa to step in, pointing to programs in Saskatchewan, where a federal-provincial fund helped restore several elevators in the 2010s. Others say the future lies in new uses: one elevator near Leduc has been converted into a wedding venue, another near Drumheller into a climbing gym.",
                    "For Hrynchuk, the question is simpler. She has photographed every elevator between Edmonton and Lloydminster at least once, and she keeps a binder of the ones that are gone.",
                    '"It\'s getting thicker every year," she says, turning the pages. "One day, it\'s going to be the only place you can see them."',
                ],
                "wp-nextpage-page-2-of-2",
                section="Local News",
                cat="local",
                pages=(2, 2),
                read=4,
                dek="Alberta had more than 1,700 wooden elevators in the 1930s. Volunteers counted 112 this fall.",
            )
        )
        add(
            est(
                "snow",
                "/news/local-news/first-big-snowfall-of-the-season-snarls-edmonton-commute/",
                "First big snowfall of the season snarls Edmonton commute",
                "2026-12-04",
                "2026-12-04 09:30",
                ["Lauren Boyd", "Dylan Kowalski"],
                [
                    "Edmontonians woke up to the first big snowfall of the season Friday, with up to 15 centimetres on the ground in parts of the city and dozens of collisions reported during the morning commute.",
                    "Edmonton police said officers responded to 74 property damage collisions and six injury collisions between midnight and 9 a.m., and the city's collision reporting centres were busy by mid-morning.",
                    "A jackknifed semi-trailer closed two westbound lanes of Anthony Henday Drive near Cameron Heights for more than two hours. Drivers were stuck in traffic backed up past Whitemud Drive.",
                    "Environment and Climate Change Canada said another five to 10 centimetres could fall by Saturday morning before the system moves east toward Saskatchewan. Temperatures are expected to drop to -22 C overnight Sunday.",
                    "The city said crews were focused on arterial roads and bus routes and would start blading residential streets once the snow stopped. A seasonal parking ban has not yet been declared.",
                    '"We ask people to give themselves extra time, clear their vehicles properly and give plows plenty of room," said the city\'s general supervisor of snow and ice control.',
                    "Edmonton Transit Service reported delays of 15 to 30 minutes on several bus routes, while LRT service was running normally.",
                ],
                "two-reporters-one-label",
                section="Local News",
                cat="local",
                updated_rel="6 hours ago",
            )
        )
        add(
            est(
                "curling",
                "/sports/curling/teen-rink-from-st-albert-stuns-defending-champions-at-tankard-qualifier/",
                "Teen rink from St. Albert stuns defending champions at Tankard qualifier",
                "2026-12-03",
                "2026-12-03 22:10",
                ["Graham Thibault"],
                [
                    "A rink of four 17-year-olds from St. Albert pulled off the upset of the weekend before the weekend even started, beating the defending provincial champions 7-5 in an extra end at the men's Tankard qualifier in Leduc on Thursday night.",
                    "Skip Owen Lindqvist made a draw to the four-foot with his last rock in the 11th end to seal the win, as a small crowd of parents and classmates behind the glass erupted.",
                    '"We just wanted to make it close," Lindqvist said afterwards. "Then we got the steal in nine and started to think maybe."',
                    "The Lindqvist rink, which also includes third Mateo Reyes, second Caleb Hnatiuk and lead Jonah Bissonnette, has played together since they were 10 at the Sturgeon Valley curling club. They face a rink from Grande Prairie on Friday morning.",
                    "The top four teams in the qualifier advance to the provincial championship in Camrose in February.",
                ],
                "utc-plus-next-day-late-sports",
                section="Curling",
                cat="sports",
            )
        )
        add(
            est(
                "foodbank",
                "/news/national/food-bank-use-hits-record-in-prairie-cities-report-finds/",
                "Food bank use hits record in Prairie cities, report finds",
                "2026-12-04",
                "2026-12-04 08:00",
                [],
                [
                    "More people used food banks in Edmonton, Calgary, Saskatoon, Regina and Winnipeg this year than at any time on record, according to a report released Friday by a national network of food banks.",
                    "The report found visits in the five cities rose by 14 per cent compared with last year, with working families and seniors making up a growing share of clients. Almost one in five people who used a food bank had a job.",
                    '"We are seeing people who used to donate to us now coming through the door," said the executive director of Edmonton\'s largest food bank. "Rent is taking a bigger and bigger share of what they earn."',
                    "The network is calling on the federal government to expand the Canada Workers Benefit and on provinces to index social assistance to inflation.",
                    "In Edmonton, the food bank says it distributed more than 560,000 kilograms of food in November alone and is asking for cash donations ahead of the holiday season.",
                ],
                "chain-desk-credit-org",
                section="National",
                credit="Northstar News",
                ld="org",
                cat="national",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        page_suffix = (
            f" Page {doc.extra['pages'][0]} of {doc.extra['pages'][1]}" if doc.extra.get("pages", (1,))[0] > 1 else ""
        )
        out = [
            f"<title>{esc(doc.title)}{page_suffix} | Edmonton Standard</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else doc.title)}">',
            '<meta name="robots" content="index, follow, max-image-preview:large">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="en_US">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Edmonton Standard">',
        ]
        graph: list[dict] = [
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": f"{doc.title} | Edmonton Standard",
                "isPartOf": {"@id": f"{ORIGIN}/#website"},
                "inLanguage": "en-US",
            },
            {
                "@type": "WebSite",
                "@id": f"{ORIGIN}/#website",
                "url": f"{ORIGIN}/",
                "name": "Edmonton Standard",
                "publisher": {"@id": f"{ORIGIN}/#organization"},
            },
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Edmonton Standard",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/themes/northstar/logo.png"},
            },
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            mode = doc.extra.get("ld", "person")
            if mode == "cp":
                author: object = {
                    "@type": "Person",
                    "name": "The Canadian Press",
                    "url": f"{ORIGIN}/author/the-canadian-press/",
                }
            elif mode == "org":
                author = {"@type": "Organization", "name": doc.extra["credit"]}
            else:
                author = [{"@type": "Person", "name": a, "url": f"{ORIGIN}/author/{LOGINS[a]}/"} for a in doc.authors]
            art = {
                "@type": "NewsArticle", "@id": f"{url}#article", "isPartOf": {"@id": url}, "headline": doc.title,
                "datePublished": doc.iso, "dateModified": doc.iso, "author": author,
                "publisher": {"@id": f"{ORIGIN}/#organization"}, "articleSection": [doc.section],
                "wordCount": words(doc), "inLanguage": "en-US",
            }  # fmt: skip
            graph.insert(0, art)
        out.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph})}</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="header__nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("local", "News"),
                (f"{ORIGIN}/category/sports/", "Sports"),
                ("opinion", "Opinion"),
                (f"{ORIGIN}/category/business/", "Business"),
                (f"{ORIGIN}/category/entertainment/", "Entertainment"),
                (f"{ORIGIN}/category/life/", "Life"),
                ("obit", "Obituaries"),
                (f"{ORIGIN}/category/news/podcasts/", "Podcasts"),
            )
        )
        popular = "".join(
            f'<li class="article-card">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["budget", "snow", "press", "foodbank", "curling"]
        )
        postid = 6_100_000 + zlib.crc32(doc.path.encode()) % 400_000
        body_cls = (
            f"post-template-default single single-post postid-{postid} single-format-standard"
            if doc.is_article
            else f"{'home' if doc.key == 'home' else 'archive ' + doc.kind} wp-theme-northstar"
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" id="northstar-main-css" href="{ORIGIN}/wp-content/themes/northstar/dist/main.css?ver=20261201" media="all">
<style>/*PAD*/</style>
<script id="northstar-data">window.nsData = {json.dumps({"siteName": "Edmonton Standard", "market": "edmonton", "postId": postid if doc.is_article else 0, "paywall": {"meter": 5, "type": "registration"}, "ads": {"unit": "/3081/ns.edmontonstandard/" + (doc.extra.get("cat") or doc.kind)}})};</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script src="https://cdn.tinypass.test/api/tinypass.min.js" async></script>
</head>
<body class="{body_cls}">
<a class="skip-link" href="#main-content">Skip to Content</a>
<header class="header">
<div class="header__top"><span class="header__weather">Edmonton -12°C</span> {self.a("subscribe", "Subscribe", "nav", 'class="header__subscribe"')} <a href="{ORIGIN}/sign-in/">Sign In</a></div>
<a class="header__logo" href="{ORIGIN}/"><img src="{ORIGIN}/wp-content/themes/northstar/logo.svg" alt="Edmonton Standard" width="260" height="32"></a>
<nav class="header__nav" aria-label="Main"><ul>{nav}</ul></nav>
<form class="header__search" action="{ORIGIN}/search/" role="search"><input type="search" name="search_text" placeholder="Search"><button>Search</button></form>
</header>
<div class="ad__section-border"><div class="ad__inner" id="gpt-leaderboard">Advertisement 1</div></div>
<main id="main-content" class="l-main">
{main}
</main>
<aside class="sidebar sidebar--most-popular"><h2>Trending</h2><ol>{popular}</ol>
<div class="trending-searches"><h3>Trending searches</h3>{self.a("search", "snow", "aside")} · <a href="{ORIGIN}/search/?search_text=property+tax">property tax</a> · <a href="{ORIGIN}/search/?search_text=lrt">LRT</a></div>
<div class="ad__section-border"><div class="ad__inner" id="gpt-bigbox">Advertisement</div></div>
<div class="newsletter-widget"><h3>Headline News</h3><p>Get the latest headlines, breaking news and columns.</p><form action="{ORIGIN}/newsletters/"><input type="email" placeholder="Email Address"><button>Sign Up</button></form><p class="newsletter-widget__legal">By signing up you consent to receive the above newsletter from Northstar Network Inc.</p></div></aside>
<footer class="footer">
<div class="footer__brand">Edmonton Standard · A Northstar Network publication</div>
<ul class="footer__list"><li>{self.a("contact", "Contact Us", "footer")}</li><li><a href="{ORIGIN}/about-us/">About Us</a></li><li><a href="{ORIGIN}/advertise/">Advertise With Us</a></li><li><a href="{ORIGIN}/terms-of-use/">Terms of Use</a></li><li><a href="{ORIGIN}/privacy-policy/">Privacy Policy</a></li><li><a href="{ORIGIN}/accessibility/">Accessibility</a></li><li>{self.a("obit", "Obituaries", "footer")}</li><li>{self.a("subscribe", "Subscribe", "footer")}</li></ul>
<p class="footer__copyright">© 2026 Edmonton Standard, a division of Northstar Network Inc. All rights reserved. Unauthorized distribution, transmission or republication strictly prohibited.</p>
<p class="footer__legal">This website uses cookies to personalize your content (including ads), and allows us to analyze our traffic. Read more about cookies here. By continuing to use our site, you agree to our Terms of Use and Privacy Policy.</p>
</footer>
<div class="tp-modal" id="regwall" hidden><h2>Create a free account to continue reading</h2><p>Enjoy the latest local, national and international news. Exclusive articles by our columnists, the latest sports and newsletters.</p><a href="{ORIGIN}/register/">Create an Account</a> <a href="{ORIGIN}/sign-in/">Sign In</a></div>
<script src="{ORIGIN}/wp-content/themes/northstar/dist/main.js?ver=20261201" id="northstar-main-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            names = f'<span class="published-by__author">{esc(doc.extra["credit"])}</span>'
        else:
            cards = []
            for a in doc.authors:
                link = (
                    self.a("author", a, "byline")
                    if a == "Jenna Marchand"
                    else f'<a href="{ORIGIN}/author/{LOGINS[a]}/">{esc(a)}</a>'
                )
                img = (
                    f'<img class="published-by__avatar" src="{ORIGIN}/wp-content/uploads/authors/{LOGINS[a]}.jpg" alt="" width="48" height="48">'
                    if doc.extra.get("photo")
                    else ""
                )
                cards.append(f'<div class="published-by__author">{img}{link}</div>')
            names = "".join(cards)
        return f'<div class="published-by"><span class="published-by__author-label">Author of the article:</span>{names}</div>'

    def dateline(self, doc: Doc) -> str:
        n = doc.extra.get("read") or -(-sum(len(b[1].split()) for b in doc.blocks if b[0] == "p") // 200)
        parts = [f'<span class="published-date__since">Published {pm_date(doc.stamp)}</span>']
        if doc.extra.get("updated_rel"):
            parts.append(f'<span class="published-date__updated">Last updated {doc.extra["updated_rel"]}</span>')
        parts.append(f'<span class="article-header__time-to-read">{n} minute read</span>')
        return '<div class="published-date">' + " • ".join(parts) + "</div>"

    def body_groups(self, doc: Doc) -> str:
        chunks = self.blocks(doc).split("\n")
        out, n = [], 2
        for i, c in enumerate(chunks):
            if c.startswith('<p class="signoff">'):
                # the wire's "first published" line is a plain paragraph; a columnist's bio is in italics
                text = c[len('<p class="signoff">') : -len("</p>")]
                c = f"<p>{text}</p>" if doc.extra.get("ld") == "cp" else f"<p><em>{text}</em></p>"
            out.append(c)
            if i % 3 == 2 and i < len(chunks) - 2:
                out.append(
                    f'<div class="ad__section-border"><div class="ad__inner" id="gpt-story-{n}">Advertisement {n}</div><p class="ad__text">This advertisement has not loaded yet, but your article continues below.</p></div>'
                )
                out.append('<span class="article-content__label">Article content</span>')
                n += 1
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        u = quote(self.url(doc.key), safe="")
        kicker = (
            f'<span class="article-header__tag article-header__tag--kicker">{esc(doc.extra["kicker"])}</span>'
            if doc.extra.get("kicker")
            else ""
        )
        cat = doc.extra.get("cat", "local")
        crumb = {
            "local": self.a("local", "Local News", "breadcrumb"),
            "opinion": self.a("opinion", "Columnists", "breadcrumb"),
        }.get(cat, f'<a href="{ORIGIN}/category/{cat}/">{esc(doc.section)}</a>')
        pager = ""
        if doc.extra.get("pages"):
            cur = doc.extra["pages"][0]
            one = (
                '<span class="post-page-numbers current" aria-current="page">1</span>'
                if cur == 1
                else self.a("feature", "1", "pagination", 'class="post-page-numbers"')
            )
            two = (
                '<span class="post-page-numbers current" aria-current="page">2</span>'
                if cur == 2
                else self.a("feature2", "2", "pagination", 'class="post-page-numbers"')
            )
            nxt = (
                f' <span class="page-links__next">{self.a("feature2", "Continue reading on the next page", "pagination")}</span>'
                if cur == 1
                else ""
            )
            pager = f'<div class="page-links">Pages: {one} {two}{nxt}</div>'
        tags = ""
        if doc.extra.get("tag") or doc.key in ("press", "cp"):
            tags = f'<div class="article-tags"><span>Tags:</span> {self.a("tag", "Alberta Legislature", "tag")} <a href="{ORIGIN}/tag/edmonton-city-council/">Edmonton City Council</a></div>'
        rel = [k for k in ARTS if k != doc.key and not (doc.key == "feature2" and k == "feature")][:4]
        cards = "".join(
            f'<div class="article-card"><h3 class="article-card__headline">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in rel
        )
        dek = f'<p class="article-subtitle">{esc(doc.dek)}</p>' if doc.dek else ""
        return f"""<article class="article-content-story article-content-story--story" data-postid="{6_100_000 + zlib.crc32(doc.path.encode()) % 400_000}">
<header class="article-header">
<div class="article-header__detail">
<div class="article-header__tags">{crumb}{kicker}</div>
<h1 class="article-title" id="articleTitle">{esc(doc.title)}</h1>
{dek}
</div>
<div class="article-header__detail__texts">
{self.byline(doc)}
{self.dateline(doc)}
<a class="article-header__comments" href="#comments-area">Join the conversation</a>
</div>
<div class="article-header__image"><img src="{ORIGIN}/wp-content/uploads/2026/12/{doc.key}-0.jpg" alt="" width="1200" height="800"><p class="article-header__image-caption">Photo by Standard staff /Edmonton Standard</p></div>
<div class="share-buttons"><span>Share this Story : {esc(doc.title)}</span> <a href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="https://www.reddit.com/submit?url={u}">Reddit</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div>
</header>
<div class="article-content__save">You can save this article by registering for free <a href="{ORIGIN}/register/">here</a>. Or sign-in if you have an account.</div>
<section class="article-content__content-group article-content__content-group--story">
{self.body_groups(doc)}
</section>
{pager}
{tags}
<div class="article-content__subscribe-promo"><h3>THIS CONTENT IS RESERVED FOR SUBSCRIBERS ONLY</h3><p>Subscribe now to read the latest news in your city and across Canada.</p>{self.a("subscribe", "Subscribe Now", "content")}</div>
<section class="comments" id="comments-area"><h2>Comments</h2><p>Northstar is committed to maintaining a lively but civil forum for discussion. Please keep comments relevant and respectful. Comments may take up to an hour to appear on the site.</p></section>
<section class="related-stories"><h2>Read Next</h2>{cards}</section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            label = f'<span class="article-card__category">{esc(d.extra.get("kicker") or d.section)}</span>'
            who = ", ".join(d.authors) or d.extra.get("credit", "")
            cards.append(
                f'<article class="article-card"><img src="{ORIGIN}/wp-content/uploads/2026/12/{k}-0.jpg?w=400" alt="" loading="lazy">{label}<h3 class="article-card__headline">{self.a(k, d.title, "content")}</h3><p class="article-card__excerpt">{esc(d.dek or self.lede(d))}</p><span class="article-card__meta">{esc(who)} · {pm_date(d.stamp)}</span></article>'
            )
        older = "".join(
            f'<article class="article-card"><h3 class="article-card__headline"><a href="{ORIGIN}/news/local-news/{s}/">{esc(t)}</a></h3></article>'
            for s, t in (
                (
                    "whyte-avenue-business-owners-want-more-lighting",
                    "Whyte Avenue business owners want more lighting after string of break-ins",
                ),
                ("river-valley-trail-closure-extended", "River valley trail closure extended into spring"),
            )
        )
        head = f'<h1 class="archive-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "local":
            pager = f'<nav class="pagination"><span class="page-numbers current">1</span> {self.a("local2", "2", "pagination", PN)} <a class="page-numbers" href="{ORIGIN}/category/news/local-news/page/3/">3</a> {self.a("local2", "Next", "pagination", PN_NEXT)}</nav>'
        elif doc.key == "local2":
            pager = f'<nav class="pagination">{self.a("local", "Previous", "pagination", PN_PREV)} {self.a("local", "1", "pagination", PN)} <span class="page-numbers current">2</span> <a class="page-numbers" href="{ORIGIN}/category/news/local-news/page/3/">3</a></nav>'
        elif doc.key == "home":
            head = '<h1 class="screen-reader-text">Edmonton Standard</h1>'
            pager = f'<div class="home-more">{self.a("local", "More Local News", "content")} · {self.a("opinion", "Columnists", "content")} · {self.a("obit", "Obituaries", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="author-bio"><img src="{ORIGIN}/wp-content/uploads/authors/jmarchand.jpg" alt="Jenna Marchand" width="120" height="120"><h1 class="archive-title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/jmarchand_test">@jmarchand_test</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="archive-title">{esc(doc.title)}</h1><form action="{ORIGIN}/search/"><input name="search_text" value="snow"><button>Search</button></form>'
        elif doc.kind == "tag":
            head = f'<h1 class="archive-title">Tag: {esc(doc.title)}</h1>'
        return f'<section class="archive-list archive-list--{doc.kind}">{head}<div class="article-cards">{"".join(cards)}{older}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "obituary":
            return f"""<section class="obituary-notice">
<div class="obituary-notice__photo"><img src="{ORIGIN}/obituaries/photos/kowalchuk-rosalind.jpg" alt="Rosalind Mary KOWALCHUK" width="240" height="300"></div>
<h1 class="obituary-notice__name">{esc(doc.title)}</h1>
<div class="obituary-notice__text">
{html}
</div>
<p class="obituary-notice__published">{esc(doc.extra["published"])}</p>
<div class="obituary-notice__actions"><a href="{ORIGIN}/obituaries/kowalchuk-rosalind-mary/guestbook/">Sign the Guestbook</a> <a href="{ORIGIN}/obituaries/kowalchuk-rosalind-mary/flowers/">Send Flowers</a> <a href="{ORIGIN}/obituaries/place-a-notice/">Place a notice</a></div>
</section>"""
        return f'<section class="page-content page-content--{doc.kind}"><h1 class="page-title">{esc(doc.title)}</h1>\n{html}\n</section>'
