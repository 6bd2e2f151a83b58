# ruff: noqa: E501 (page texts and markup are long literal lines)
"""SBC News: an ABC-like Australian public broadcaster on a **Next.js** front end with hashed CSS-module class names
(`Typography_base__sj2RP`, `paragraph_paragraph__iYReA`, `Byline_byline__1NvDq`, `__NEXT_DATA__`),
`/news/2026-12-04/<slug>/105120010` (the local date in the path), `/news/topic/…`, `/news/<author-slug>/<id>`,
`/news/search?query=`, `/news/nsw?page=2`, and an emergency section (`/emergency/warning/…`). English, UTF-8, Sydney
summer time (AEDT, +11:00).

Dates print "Posted Fri 4 Dec 2026 at 5:30am, updated Fri 4 Dec 2026 at 9:12am" in `<time>` elements whose
`datetime` is **UTC**: most mornings in Sydney are the previous day in UTC (the rental story's 5:30am is 18:30Z on
3 Dec; labelled 4 Dec). The overnight search story prints only **"Posted 2h ago"** (its `datetime` 13:05Z on 4 Dec
is 00:05 on **5 Dec** in Sydney, and the path says 2026-12-05). Bylines carry roles inside the sentence: "By state
political reporter Mia Castles and Liam Foley", "Analysis by political editor Fiona Beckett", a name over a desk label
("SBC Rural", "SBC Indigenous"), and "SBC/wires" (no person). A "Key points" box sits above the rental story. The live
blog (entries newest first, a "Key events" list that repeats their headings) is an article; the Bureau of Meteorology
warning page in the emergency section is not. The cricket report has no JSON-LD."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, local_dt, page, story, utc_iso
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.sbc.test"
OFF = 11
ARTS = ["live", "rental", "kayak", "bali", "harvest", "analysis", "signs", "cricket"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
T = "Typography_base__sj2RP"
P = "paragraph_paragraph__iYReA"


def sbc_time(local: str) -> str:
    t = local_dt(local)
    h = t.hour % 12 or 12
    return (
        f"{DAYS[t.weekday()]} {t.day} {MON[t.month - 1]} {t.year} at {h}:{t.minute:02d}{'am' if t.hour < 12 else 'pm'}"
    )


def clock(hhmm: str) -> str:
    h, m = (int(x) for x in hhmm.split(":"))
    return f"{h % 12 or 12}:{m:02d}{'am' if h < 12 else 'pm'}"


def sbc(
    key: str,
    local: str,
    slug: str,
    title: str,
    date: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    ld: bool = True,
    **extra: object,
) -> Doc:
    day = local.split()[0]
    num = 105_119_000 + zlib.crc32(slug.encode()) % 999
    return story(
        key,
        f"/news/{day}/{slug}/{num}",
        title,
        date,
        utc_iso(local, OFF, "ms") if ld else None,
        local,
        authors,
        lines,
        shape,
        utc=utc_iso(local, OFF, "ms"),
        **extra,
    )


def post(time: str, n: int) -> str:
    return f'RAW:<div class="LiveBlogPost_post__Xr2kL" id="post-{n}" data-component="LiveBlogPost"><p class="LiveBlogPost_time__m0Tq1"><time datetime="{utc_iso("2026-12-04 " + time, OFF, "ms")}">{clock(time)}</time></p>'


class SBCNews(Base):
    origin = ORIGIN
    name = "SBC News"
    prefix = "sbc"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sbc",
            [".Header_header__aB3xQ", ".Nav_item__q2WnE", f".{T}", f".{P}", ".Byline_byline__1NvDq",
             ".Timestamp_timestamp__o1Xc7", ".KeyPoints_keyPoints__h1LfP", ".LiveBlogPost_post__Xr2kL",
             ".CardList_list__zV0pE", ".Footer_footer__c9WnB", ".EmergencyWarning_root__R2d8s", ".ConsentBanner_root__L4y0E"],
            280,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/news",
                "home",
                "SBC News",
                "nextjs-home",
                list=["live", "kayak", "rental", "analysis", "bali", "harvest", "signs", "cricket"],
                more="nsw",
            )
        )
        add(
            page(
                "nsw",
                "/news/nsw",
                "section",
                "NSW",
                "state-front",
                list=["live", "kayak", "rental", "signs"],
                more="nsw2",
            )
        )
        add(page("nsw2", "/news/nsw?page=2", "section", "NSW", "state-front-page2", list=["harvest", "cricket"]))
        add(
            page(
                "justin",
                "/news/justin",
                "section",
                "Just In",
                "just-in-timestamped-list",
                list=["kayak", "analysis", "live", "bali", "rental", "harvest", "signs", "cricket"],
            )
        )
        add(page("topic", "/news/topic/storms", "tag", "Storms", "topic-page", list=["live", "harvest", "kayak"]))
        add(
            page(
                "author",
                "/news/mia-castles/104998812",
                "author",
                "Mia Castles",
                "author-profile",
                list=["rental"],
                bio="Mia Castles is a state political reporter for SBC News in Sydney. She previously covered health and courts for SBC Newcastle.",
            )
        )
        add(
            page(
                "search",
                "/news/search?query=storm",
                "search",
                'Search results for "storm"',
                "search-results",
                list=["live", "harvest"],
            )
        )
        add(
            page(
                "warning", "/emergency/warning/severe-thunderstorm-warning-sydney-metropolitan-illawarra-hunter-105120044", "weather-warning",
                "Severe Thunderstorm Warning for damaging winds, large hailstones and heavy rainfall", "bom-warning-page",
                [
                    "Issued at 4:47 pm Friday, 4 December 2026.",
                    "For people in the Metropolitan and parts of the Illawarra, Hunter and Central Tablelands Forecast Districts.",
                    "Severe thunderstorms are likely to produce damaging winds, large hailstones and heavy rainfall that may lead to flash flooding in the warning area over the next several hours.",
                    "Locations which may be affected include Sydney, Penrith, Parramatta, Campbelltown, Wollongong, Gosford, Katoomba and Cessnock.",
                    "## What you should do",
                    "- Move your car under cover or away from trees.",
                    "- Secure or put away loose items around your house, yard and balcony.",
                    "- Keep clear of fallen power lines.",
                    "- Never drive, walk or ride through flood water.",
                    "For emergency help in floods and storms, ring the NSW State Emergency Service (SES) on 132 500. In a life-threatening emergency call Triple Zero (000).",
                    "The next warning is due to be issued by 7:50 pm. Source: Bureau of Meteorology.",
                ],
            )
        )  # fmt: skip
        add(
            page(
                "contact", "/news/contact", "about", "Contact SBC News", "contact-page",
                [
                    "Have a story tip, a correction or feedback about our coverage? Here is how to reach the SBC News team.",
                    "## Story tips",
                    "Send us your news tips, photos and videos at tips@sbc.test. If you believe your tip is sensitive, read our guide to contacting us securely.",
                    "## Corrections",
                    "SBC News is committed to accuracy. If you think we have made a mistake, contact us at corrections@sbc.test, quoting the headline and the date of the story.",
                    "## Complaints",
                    "Complaints about SBC content can be made through the SBC Audience and Consumer Affairs unit.",
                ],
            )
        )  # fmt: skip

        add(
            sbc(
                "live",
                "2026-12-04 14:05",
                "sydney-storms-live-updates-hail-damaging-winds-power-outages",
                "Sydney storms live updates: Hail and damaging winds hit city as thousands lose power",
                "2026-12-04",
                ["Harriet Lo"],
                [
                    post("19:40", 8),
                    "## That's where we'll leave it",
                    "The storm cell has moved off the coast and the Bureau of Meteorology has cancelled the warning for the Sydney Metropolitan area. Thanks for following along this afternoon. We'll have more on the clean-up in the morning.",
                    "RAW:</div>",
                    post("19:02", 7),
                    "The NSW SES says it has received 1,140 calls for help since midday, most of them for fallen trees and damaged roofs in Sydney's north-west. Volunteers will keep working through the night.",
                    "RAW:</div>",
                    post("18:15", 6),
                    "## Ausgrid: 48,000 homes without power",
                    "Ausgrid says about 48,000 homes and businesses are without power, mainly in the Hills District, Ryde and the Northern Beaches. Crews are being brought in from the Central Coast, but the company warns some customers may not be reconnected until tomorrow.",
                    "RAW:</div>",
                    post("17:30", 5),
                    "Hail the size of golf balls has been reported at Castle Hill and Baulkham Hills. One reader sent us a photo of a car windscreen cracked straight through.",
                    "FIG: Hail on a car | Hail on a car bonnet in Castle Hill. (Supplied: Tran Nguyen)",
                    "RAW:</div>",
                    post("16:52", 4),
                    "## Severe thunderstorm warning issued",
                    "The Bureau of Meteorology has issued a [[warning|severe thunderstorm warning]] for the Sydney Metropolitan area and parts of the Illawarra and Hunter, with damaging winds, large hail and heavy rain possible over the next several hours.",
                    "RAW:</div>",
                    post("15:40", 3),
                    "Sydney Trains says services on the T1 Western Line are delayed by up to 20 minutes because of a tree on the overhead wires near Blacktown.",
                    "RAW:</div>",
                    post("14:50", 2),
                    "## Storms building west of the city",
                    "Radar shows a line of storms building over the Blue Mountains and moving east. Forecasters expect it to reach Penrith by about 4:30pm and the CBD an hour later.",
                    "RAW:</div>",
                    post("14:05", 1),
                    "Good afternoon and welcome to our live coverage of today's storms. The Bureau has been warning since this morning that conditions are ripe for severe thunderstorms in Sydney this afternoon. Stay with us for updates.",
                    "RAW:</div>",
                ],
                "live-blog-key-events-newest-first",
                section="NSW",
                updated="2026-12-04 19:40",
                ld_type="LiveBlogPosting",
            )
        )
        add(
            sbc(
                "rental",
                "2026-12-04 05:30",
                "nsw-rental-reforms-landlords-need-tribunal-approval-to-refuse-pets",
                "Landlords will need tribunal approval to refuse pets under NSW rental overhaul",
                "2026-12-04",
                ["Mia Castles", "Liam Foley"],
                [
                    "Landlords in New South Wales will no longer be able to refuse a tenant's request to keep a pet without approval from the NSW Civil and Administrative Tribunal, under legislation passed by state parliament late on Thursday.",
                    "The changes, which come into effect on March 1, also limit rent increases to once every 12 months for all types of leases and ban landlords from charging tenants for background checks.",
                    'The Minister for Better Regulation said the laws struck a fair balance. "More than a third of people in this state rent, and many of them have pets that are part of the family," she said. "A good tenant should not have to choose between a home and their dog."',
                    "Under the new rules, a landlord who wants to refuse a pet must apply to the tribunal within 21 days, and can only do so on limited grounds, such as the property being unsuitable for the animal or the pet posing a risk to neighbours.",
                    "The Real Estate Institute of NSW said the reforms would add to the cost and paperwork of renting out a property and could push some investors out of the market.",
                    'Tenants\' advocates welcomed the changes but said the government should go further and end "no grounds" evictions for periodic leases, which the legislation does not address.',
                    "The Opposition supported the bill in the upper house after the government agreed to an amendment allowing landlords to require an extra cleaning of carpets at the end of a tenancy when a pet has lived in the property.",
                ],
                "role-in-byline-two-names-and-key-points-utc-previous-day",
                section="NSW",
                byline="By state political reporter [[author|Mia Castles]] and Liam Foley",
                updated="2026-12-04 09:12",
                key_points=[
                    "Landlords will have to apply to the tribunal to refuse a pet",
                    "Rent increases will be limited to once a year for all leases",
                    "The changes come into effect on March 1",
                ],
            )
        )
        add(
            sbc(
                "kayak",
                "2026-12-05 00:05",
                "search-resumes-first-light-missing-kayaker-port-stephens",
                "Search to resume at first light for kayaker missing off Port Stephens",
                "2026-12-05",
                ["Tom Nguyen"],
                [
                    "A search for a kayaker missing off Port Stephens, north of Newcastle, will resume at first light after being suspended overnight because of rough conditions.",
                    "Police said the 54-year-old man set out from Shoal Bay about 2pm on Friday and was reported missing by his family when he failed to return by 7pm.",
                    "Marine Rescue NSW volunteers, the Westpac rescue helicopter and police boats searched the area around Fingal Island until about 11pm, when the search was called off as wind gusts reached 60 kilometres per hour.",
                    '"He is an experienced paddler and he was wearing a life jacket, so we remain hopeful," Acting Inspector Dean Morrow said.',
                    "Police have urged anyone who was on the water near Shoal Bay or Zenith Beach on Friday afternoon and saw a yellow sea kayak to contact Crime Stoppers.",
                ],
                "posted-relative-only-utc-previous-day",
                section="NSW",
                relative="2h ago",
            )
        )
        add(
            sbc(
                "bali",
                "2026-12-04 11:48",
                "bali-flights-cancelled-volcanic-ash-cloud",
                "Flights to Bali cancelled as volcanic ash cloud drifts south",
                "2026-12-04",
                [],
                [
                    "Several airlines have cancelled flights between Australia and Bali after an eruption on the Indonesian island of Flores sent a column of ash several kilometres into the sky.",
                    "Indonesia's volcanology agency raised the alert for the volcano to its highest level overnight and extended the exclusion zone around the crater to seven kilometres.",
                    "Flights from Sydney, Melbourne and Perth to Denpasar were among those cancelled on Friday morning, with airlines saying they would review the situation in the afternoon.",
                    "Bali's Ngurah Rai International Airport remains open, but airline crews are avoiding the ash cloud, which is drifting south-west over the Flores Sea.",
                    "The Department of Foreign Affairs and Trade urged Australians in the area to follow the advice of local authorities.",
                ],
                "wires-credit-no-person",
                section="World",
                credit="SBC/wires",
                ld_author="org",
            )
        )
        add(
            sbc(
                "harvest",
                "2026-12-04 06:00",
                "wheat-harvest-storms-growers-race-rain-central-west-nsw",
                "Storms slow wheat harvest as Central West growers race the rain",
                "2026-12-04",
                ["Ellie Brennan"],
                [
                    "Grain growers in the Central West of NSW are working through the night to get their crops off before more storms arrive, after hail and heavy rain flattened paddocks near Forbes and Parkes this week.",
                    "Stephen O'Hara, who farms wheat and canola near Bogan Gate, said he had lost about a fifth of one paddock to hail on Tuesday. \"It was the best crop we've had in five years, and it was 10 days off being in the silo,\" he said.",
                    "Rain also lowers the quality of wheat still standing in the paddock, as grains can begin to sprout in the head, cutting the price growers receive.",
                    "GrainCorp said receivals across NSW were running behind last year because of the wet weather, although the state was still on track for an above-average harvest.",
                    'Agronomist Rebecca Tanner said growers who could harvest at night, when the grain was dry enough, were doing so. "Everyone is watching the radar," she said.',
                ],
                "name-over-desk-label-utc-previous-day",
                section="Rural",
                desk="SBC Rural",
            )
        )
        add(
            sbc(
                "analysis",
                "2026-12-05 05:00",
                "federal-government-final-sitting-week-analysis",
                "The government wanted a quiet end to the parliamentary year. It got the opposite",
                "2026-12-05",
                ["Fiona Beckett"],
                [
                    "The last sitting week of the year is supposed to be about clearing the decks. Governments like to pass a few bills, hold a Christmas party and send everyone home with a clear message to take into the summer.",
                    "This week in Canberra did not go to plan.",
                    "A Senate deal on the environment laws collapsed on Tuesday night. A backbencher crossed the floor on Wednesday. And on Thursday, the government spent most of question period defending a minister over a grant program that the auditor found had favoured marginal seats.",
                    "None of these things alone would sink a government. Together, they create a sense of drift that is hard to shake over the summer break, when voters are not paying much attention and first impressions of the year tend to stick.",
                    "## A year-end reset",
                    "Ministers insist the year's achievements outweigh a bad week: the energy rebate, the housing fund, the tax cuts that landed in July. There is something to that. But a government that spent the year saying it was disciplined and focused ended it looking neither.",
                    "The Prime Minister is expected to reshuffle his frontbench before Christmas. How far he goes will tell us whether he thinks this was a bad week, or a sign of something bigger.",
                ],
                "analysis-by-role-utc-previous-day",
                section="Politics",
                byline="Analysis by political editor Fiona Beckett",
            )
        )
        add(
            sbc(
                "signs",
                "2026-12-03 18:10",
                "sydney-council-gadigal-names-street-signs-dual-naming",
                "Sydney council to add Gadigal place names to 40 street signs",
                "2026-12-03",
                ["Kirra Dawson"],
                [
                    "Forty street signs in inner Sydney will carry Gadigal place names alongside their English names under a plan approved by the City of Sydney council.",
                    "The names, developed with Gadigal elders and language researchers over three years, will appear on signs in Redfern, Waterloo, Glebe and around Sydney Harbour from next year.",
                    '"Language was never lost, it was taken, and it has been kept alive by families," said Gadigal woman and community language teacher Aunty Lorraine Davis. "Seeing it on the street, where our kids walk to school, means a lot."',
                    "The council said the signs would include a QR code linking to audio of each name being spoken, so residents and visitors could learn the correct pronunciation.",
                    "The plan will cost about $380,000, funded from the council's reconciliation budget.",
                ],
                "name-over-desk-label",
                section="NSW",
                desk="SBC Indigenous",
            )
        )
        add(
            sbc(
                "cricket",
                "2026-12-03 22:15",
                "sheffield-shield-nsw-collapse-day-one-scg-tasmania",
                "NSW collapse for 142 on day one as Tasmania quicks run riot at the SCG",
                "2026-12-03",
                ["Callum Pryor"],
                [
                    "New South Wales were bowled out for 142 on the first day of their Sheffield Shield match against Tasmania at the SCG, losing their last seven wickets for 38 runs.",
                    "Tasmania's left-arm quick Josh Callender took 5-37, including three wickets in one over after tea, as the hosts lost their way on a pitch that offered plenty of movement under cloudy skies.",
                    "Only opener Will Haddad offered much resistance, making 61 from 140 balls before edging Callender to second slip.",
                    "Tasmania reached 1-48 at stumps, trailing by 94 runs.",
                ],
                "sport-no-jsonld",
                section="Sport",
                ld=False,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} - SBC News</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="SBC News">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:site" content="@sbcnews_test">',
            '<meta name="ContentType" content="' + ("Article" if doc.is_article else doc.kind) + '">',
        ]
        if doc.is_article:
            out.append(f'<meta name="article:published_time" content="{doc.extra["utc"]}">')
        if doc.iso:
            if doc.extra.get("ld_author") == "org":
                author: object = [{"@type": "Organization", "name": "SBC News"}]
            else:
                author = [
                    {"@type": "Person", "name": a, "url": f"{ORIGIN}/news/{a.lower().replace(' ', '-')}/10499{i}"}
                    for i, a in enumerate(doc.authors)
                ]
            ld = {
                "@context": "https://schema.org",
                "@type": doc.extra.get("ld_type", "NewsArticle"),
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "dateModified": utc_iso(doc.extra["updated"], OFF, "ms") if doc.extra.get("updated") else doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "SBC News",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/news/sbc-news-logo.png"},
                },
                "image": [f"{ORIGIN}/news/image/{doc.path.rsplit('/', 1)[-1]}-16x9-large.jpg"],
            }
            if doc.extra.get("ld_type") == "LiveBlogPosting":
                ld["coverageStartTime"] = doc.iso
                ld["coverageEndTime"] = utc_iso(doc.extra["updated"], OFF, "ms")
            out.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="Nav_item__q2WnE">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("justin", "Just In"),
                ("nsw", "NSW"),
                (f"{ORIGIN}/news/world", "World"),
                (f"{ORIGIN}/news/business", "Business"),
                (f"{ORIGIN}/news/sport", "Sport"),
                (f"{ORIGIN}/news/rural", "Rural"),
                (f"{ORIGIN}/news/indigenous", "Indigenous"),
                (f"{ORIGIN}/emergency", "Emergency"),
            )
        )
        next_data = {
            "props": {
                "pageProps": {
                    "templateType": "article" if doc.is_article else doc.kind,
                    "id": doc.path.rsplit("/", 1)[-1],
                    "section": doc.section or doc.title,
                }
            },
            "page": "/news/[...path]" if doc.key != "warning" else "/emergency/warning/[slug]",
            "buildId": "x7pQm2kL9sB1",
            "isFallback": False,
        }
        return f"""<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/news/_next/static/css/4d1c0f8e2b.css" as="style">
<link rel="stylesheet" href="/news/_next/static/css/4d1c0f8e2b.css">
<style>/*PAD*/</style>
<script async src="https://www.sbc.test/res/sites/news-projects/analytics/tracker.js"></script>
</head>
<body>
<div id="__next">
<div class="ConsentBanner_root__L4y0E" role="region" aria-label="Cookie notice"><p>We use cookies and similar technologies to help deliver and improve our services. By continuing, you agree to our use of cookies.</p><button>OK</button> <a href="{ORIGIN}/privacy">Privacy policy</a></div>
<header class="Header_header__aB3xQ">
<a class="Header_logo__w1Pz0" href="/news"><img src="/news/_next/static/media/sbc-news.svg" alt="SBC News" width="160" height="32"></a>
<nav class="Nav_nav__k8T3d" aria-label="Primary"><ul>{nav}</ul></nav>
<a class="Header_search__J7yVd" href="/news/search" aria-label="Search">Search</a> <a href="{ORIGIN}/sbcid/login">Log in</a>
</header>
<main id="content" class="Layout_main__Kx1mV">
{main}
</main>
<footer class="Footer_footer__c9WnB">
<p class="Footer_acknowledgement__b5Nq8">SBC acknowledges Aboriginal and Torres Strait Islander peoples as the First Australians and Traditional Custodians of the lands where we live, learn, and work.</p>
<ul class="Footer_links__e2Ww4"><li>{self.a("contact", "Contact SBC News", "footer")}</li><li><a href="{ORIGIN}/news/editorial-policies">Editorial policies</a></li><li><a href="{ORIGIN}/privacy">Privacy policy</a></li><li><a href="{ORIGIN}/conditions">Terms of use</a></li><li><a href="{ORIGIN}/accessibility">Accessibility</a></li><li>{self.a("warning", "Emergency warnings", "footer")}</li></ul>
<p class="Footer_copyright__Jf8dA">This service may include material from Agence France-Presse (AFP), APTN, Reuters, AAP, CNN and the BBC World Service which is copyright and cannot be reproduced. © 2026 SBC</p>
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">{json.dumps(next_data)}</script>
<script src="/news/_next/static/chunks/main-8a2c1e.js" defer></script>
</body>
</html>"""

    def timestamps(self, doc: Doc) -> str:
        utc = doc.extra["utc"]
        if doc.extra.get("relative"):
            return f'<div class="Byline_timestamps__pL0wS"><p class="Timestamp_timestamp__o1Xc7"><span>Posted </span><time datetime="{utc}">{doc.extra["relative"]}</time></p></div>'
        upd = ""
        if doc.extra.get("updated"):
            upd = f', <span>updated </span><time datetime="{utc_iso(doc.extra["updated"], OFF, "ms")}">{sbc_time(doc.extra["updated"])}</time>'
        return f'<div class="Byline_timestamps__pL0wS"><p class="Timestamp_timestamp__o1Xc7"><span>Posted </span><time datetime="{utc}">{sbc_time(doc.stamp)}</time>{upd}</p></div>'

    def byline(self, doc: Doc) -> str:
        if doc.byline:
            text = self.inline(doc.byline, "byline")
        elif doc.extra.get("credit"):
            text = esc(doc.extra["credit"])
        else:
            text = "By " + " and ".join(
                f'<a href="/news/{a.lower().replace(" ", "-")}/10499{i}">{esc(a)}</a>'
                for i, a in enumerate(doc.authors)
            )
        desk = (
            f'<p class="Byline_desk__Gm4Zq"><a href="/news/{doc.extra["desk"].split()[1].lower()}">{esc(doc.extra["desk"])}</a></p>'
            if doc.extra.get("desk")
            else ""
        )
        return f'<div class="Byline_byline__1NvDq"><p class="{T} Byline_text__yQ3fA">{text}</p>{desk}</div>'

    def story_main(self, doc: Doc) -> str:
        u = quote(self.url(doc.key), safe="")
        keyp = ""
        if doc.extra.get("key_points"):
            items = "".join(f"<li>{esc(x)}</li>" for x in doc.extra["key_points"])
            keyp = f'<aside class="KeyPoints_keyPoints__h1LfP"><h2 class="{T}">Key points:</h2><ul>{items}</ul></aside>'
        live = ""
        events = ""
        if doc.extra.get("ld_type") == "LiveBlogPosting":
            live = '<span class="LiveBadge_badge__p3Vt0">LIVE</span>'
            heads, current = [], ""
            for b in doc.blocks:
                if b[0] == "box" and 'id="post-' in b[1]:
                    current = b[1].split('id="', 1)[1].split('"', 1)[0]
                elif b[0] == "h2":
                    heads.append((b[1], current))
            evs = "".join(f'<li><a href="#{n}">{esc(h)}</a></li>' for h, n in heads)
            events = f'<nav class="KeyEvents_root__dP8wH"><h2 class="{T}">Key events</h2><ul>{evs}</ul></nav>'
        body = self.blocks(
            doc,
            p_tag=f'<p class="{P}">',
            fig=lambda alt, cap: (
                f'<figure class="Figure_figure__sT5sQ"><img src="{ORIGIN}/news/image/{zlib.crc32(alt.encode()) % 9_999_999}-3x2-large.jpg" alt="{esc(alt)}"><figcaption class="{T}">{esc(cap)}</figcaption></figure>'
            ),
        )
        if doc.key == "rental":
            paras = body.split("\n")
            paras.insert(
                3,
                f'<aside class="RelatedCard_card__x0LmB"><span class="{T}">Related Story</span>{self.a("live", self.docs["live"].title, "related")}</aside>',
            )
            body = "\n".join(paras)
        topics = ""
        if doc.key in ("live", "harvest", "kayak"):
            topics = f'<ul class="TopicList_list__u1R2m"><li>{self.a("topic", "Storms", "tag")}</li><li><a href="/news/topic/weather">Weather</a></li><li><a href="/news/topic/sydney">Sydney</a></li></ul>'
        else:
            topics = f'<ul class="TopicList_list__u1R2m"><li><a href="/news/topic/{doc.section.lower()}">{esc(doc.section)}</a></li><li><a href="/news/topic/australia">Australia</a></li></ul>'
        rel = [k for k in ARTS if k != doc.key][:4]
        more = "".join(f'<li class="CardList_item__rB5tQ">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel)
        crumb = (
            self.a("nsw", "NSW", "breadcrumb")
            if doc.section == "NSW"
            else f'<a href="/news/{doc.section.lower()}">{esc(doc.section)}</a>'
        )
        warn = (
            f'<div class="EmergencyBanner_root__Yt6pW">Emergency: {self.a("warning", "Severe thunderstorm warning for Sydney", "content")}</div>'
            if doc.key in ("live", "kayak")
            else ""
        )
        return f"""{warn}<article class="Article_article__mA2pD" data-component="Article">
<header class="ArticleHeadline_headline__3zE9k">
<nav class="Breadcrumb_root__z5T4q">{crumb}</nav>
{live}<h1 class="{T} Typography_sizeMobile36__u7kGk Typography_sizeDesktop48__WnK3b">{esc(doc.title)}</h1>
{self.byline(doc)}
{self.timestamps(doc)}
<div class="Share_share__g4k1M"><button>Share</button> <a href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div>
</header>
<figure class="Figure_figure__sT5sQ Figure_hero__aL9cP"><img src="{ORIGIN}/news/image/{doc.path.rsplit("/", 1)[-1]}-16x9-large.jpg" alt=""><figcaption class="{T}">{esc(doc.extra.get("hero", "File photo"))}. (SBC News)</figcaption></figure>
{keyp}
{events}
<div id="body" class="ArticleRender_article__7i2EW">
<div class="paragraphs_root__c4LrM">
{body}
</div>
</div>
<div class="ArticleFooter_footer__k2Nn8">{self.timestamps(doc)}{topics}</div>
<section class="CardList_list__zV0pE"><h2 class="{T}">More on:</h2><ul>{more}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            stamp = d.extra.get("relative") or sbc_time(d.stamp)
            cards.append(
                f'<li class="CardList_item__rB5tQ"><div class="GenericCard_card__F2xq1"><img src="{ORIGIN}/news/image/{d.path.rsplit("/", 1)[-1]}-4x3-small.jpg" alt="" loading="lazy"><h3 class="{T}">{self.a(k, d.title, "content")}</h3><p class="{T}">{esc(self.lede(d))}</p><time datetime="{d.extra["utc"]}">{stamp}</time></div></li>'
            )
        head = f'<h1 class="{T}">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "nsw":
            pager = f'<div class="Pagination_root__Lk3aC">{self.a("nsw2", "Load more stories", "pagination")}</div>'
        elif doc.key == "nsw2":
            pager = f'<div class="Pagination_root__Lk3aC">{self.a("nsw", "Back to latest", "pagination")} · <a href="/news/nsw?page=3">Load more stories</a></div>'
        elif doc.key == "home":
            head = f'<h1 class="visually-hidden">SBC News</h1><div class="EmergencyBanner_root__Yt6pW">Emergency: {self.a("warning", "Severe thunderstorm warning: Sydney, Illawarra, Hunter", "content")}</div>'
            pager = f'<div class="HomeMore_root__Z0p2k">{self.a("justin", "Just In", "content")} · {self.a("nsw", "More NSW news", "content")} · {self.a("topic", "Storms", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="AuthorProfile_root__m8Xp2"><img src="{ORIGIN}/news/image/mia-castles-1x1.jpg" alt="" width="120" height="120"><h1 class="{T}">{esc(doc.title)}</h1><p class="{T}">{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="{T}">{esc(doc.title)}</h1><form action="/news/search"><input name="query" value="storm"><button>Search</button></form>'
        elif doc.kind == "tag":
            head = f'<h1 class="{T}">Topic: {esc(doc.title)}</h1><p class="{T}">{self.a("search", "Search all our storm coverage", "content")}</p>'
        return f'<section class="CardList_list__zV0pE CardList_{doc.kind}">{head}<ul>{"".join(cards)}</ul>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, p_tag=f'<p class="{T}">')
        if doc.kind == "weather-warning":
            return f"""<section class="EmergencyWarning_root__R2d8s">
<nav class="Breadcrumb_root__z5T4q"><a href="/emergency">SBC Emergency</a> / <a href="/emergency/warnings?state=nsw">NSW warnings</a></nav>
<p class="EmergencyWarning_level__s2Vn8">Warning</p>
<h1 class="{T}">{esc(doc.title)}</h1>
<dl class="EmergencyWarning_meta__Bt1Wd"><dt>Source</dt><dd>Bureau of Meteorology</dd><dt>Hazard</dt><dd>Severe thunderstorm</dd><dt>Status</dt><dd>Current</dd></dl>
<div class="EmergencyWarning_map__f9Qx1" data-geojson="/emergency/warning/105120044.geojson"></div>
<div class="EmergencyWarning_text__hH2kP">
{html}
</div>
<p>{self.a("live", "Follow our live coverage of the storms", "content")}</p>
</section>"""
        return f'<section class="StaticPage_root__n3Hq0"><h1 class="{T}">{esc(doc.title)}</h1>\n{html}\n</section>'
