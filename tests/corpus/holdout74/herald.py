# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Highveld Herald: a News24-like South African English daily on an **Arc XP / PageBuilder Fusion** front end
(`#fusion-app`, `window.Fusion` with `globalContent`, Arc Themes blocks `b-headline`, `b-byline`, `b-article-body`,
`c-paragraph`, `arcad` ad slots, `/herald/southafrica/news/<slug>-20261204` with the local day in the slug,
`/herald/tags/topics/…`, `/herald/authors/…`, `/search?query=`, fronts paged with `?pageNumber=2`), English,
UTF-8, South African Standard Time (+02:00).

Arc stores every time in UTC, and the page's `NewsArticle` JSON-LD and `article:published_time` are UTC while the
page prints SAST ("Friday, 04 December 2026 | 00:45"): the Stage 4 story (22:45Z on 3 Dec) is a 4 Dec story. The
water story was first published on 2 Dec and updated on 4 Dec; its JSON-LD keeps the first date, but Arc's
`display_date` (in `Fusion.globalContent` and `article:published_time`) moved to the update. Credits are Arc
`credits.by` entries, so a desk ("Staff Reporter") or an agency ("SAPA") is a JSON-LD **Person**; the ANA story is
credited "Sipho Ngcobo, African News Agency (ANA)" with an Organization in JSON-LD; the ministry's full statement is
filed by the CMS user "Herald Reporter". Headlines carry News24 kickers ("OPINION |", "FULL STATEMENT |", "LIVE |")
in a span inside the `<h1>`; the label's title is the headline without the kicker. In-body "READ |" links are boxes.
The rugby live blog is an article; the load-shedding schedule, the Lotto results and a soft 404 are not."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import EN_DAYS, Base, check_dates, page, split_stamp, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.highveldherald.test"
ARTS = ["stage4", "statement", "sapa", "taxi", "ana", "water", "rugby", "opinion"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
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


def sast(local: str) -> str:
    """'2026-12-04 00:45' -> 'Friday, 04 December 2026 | 00:45'."""
    y, m, d, wd, time = split_stamp(local)
    return f"{EN_DAYS[wd]}, {d:02d} {MONTHS[m - 1]} {y} | {time}"


def card_time(local: str) -> str:
    _, m, d, wd, time = split_stamp(local)
    return f"{EN_DAYS[wd][:3]} {d:02d} {MON3[m - 1]} {time}"


def entry(time: str, minute: str) -> str:
    return f"HOOK: entry | {time} | {minute}"


class Herald(Base):
    origin = ORIGIN
    name = "Highveld Herald"
    prefix = "hvh"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hvh",
            [
                ".b-header-nav-chain",
                ".nav-sections a",
                ".b-headline",
                ".b-byline",
                ".b-article-body .c-paragraph",
                ".arcad",
                ".b-top-table-list .card",
                ".live-entry",
                ".b-footer",
                "#onetrust-banner-sdk",
                ".b-tags a",
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
                "Highveld Herald",
                "arc-homepage",
                list=["statement", "sapa", "stage4", "rugby", "opinion", "taxi", "ana", "water"],
                more="news",
            )
        )
        add(
            page(
                "news",
                "/herald/southafrica/news",
                "section",
                "South Africa",
                "arc-section-front",
                list=["statement", "sapa", "stage4", "taxi"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/herald/southafrica/news?pageNumber=2",
                "section",
                "South Africa",
                "arc-section-front-page2",
                list=["ana", "water", "error"],
            )
        )
        add(page("sport", "/sport/rugby", "section", "Rugby", "arc-sport-front", list=["rugby"]))
        add(
            page(
                "tag",
                "/herald/tags/topics/load-shedding",
                "tag",
                "Load-shedding",
                "arc-tag-page",
                list=["stage4", "statement", "opinion"],
            )
        )
        add(
            page(
                "author",
                "/herald/authors/lerato-dlamini",
                "author",
                "Lerato Dlamini",
                "arc-author-page",
                list=["stage4", "water"],
                bio="Lerato Dlamini is a senior reporter at the Highveld Herald, covering energy, water and local government in Gauteng. She joined the Herald in 2019 from a community newspaper in Soweto.",
            )
        )
        add(
            page(
                "search",
                "/search?query=eskom",
                "search",
                "Search results for: eskom",
                "arc-search-results",
                list=["statement", "stage4", "opinion"],
            )
        )
        add(
            page(
                "schedule",
                "/herald/load-shedding/schedule/johannesburg-city-power-block-4",
                "schedule",
                "Load-shedding schedule: City Power Johannesburg, Block 4",
                "load-shedding-schedule-table",
                [
                    "Eskom status: Stage 4 from 05:00 on Friday until further notice. City Power customers in Block 4 (Brixton, Mayfair, Fordsburg and parts of Auckland Park) can expect the following outages.",
                    "T: Date | Stage 1 | Stage 2 | Stage 3 | Stage 4",
                    "T: Sat 05 Dec | 16:00 - 18:30 | 16:00 - 18:30 | 08:00 - 10:30, 16:00 - 18:30 | 08:00 - 10:30, 16:00 - 18:30, 00:00 - 02:30",
                    "T: Sun 06 Dec | none | 10:00 - 12:30 | 10:00 - 12:30, 18:00 - 20:30 | 02:00 - 04:30, 10:00 - 12:30, 18:00 - 20:30",
                    "T: Mon 07 Dec | 20:00 - 22:30 | 12:00 - 14:30, 20:00 - 22:30 | 04:00 - 06:30, 12:00 - 14:30, 20:00 - 22:30 | 04:00 - 06:30, 12:00 - 14:30, 20:00 - 22:30",
                    "T: Tue 08 Dec | none | 22:00 - 00:30 | 14:00 - 16:30, 22:00 - 00:30 | 06:00 - 08:30, 14:00 - 16:30, 22:00 - 00:30",
                    "Outages may last up to four hours at Stage 4 to reduce the load on the grid when power is restored. Schedules are supplied by City Power and may change at short notice.",
                    "Not in Block 4? Find your suburb in the list below.",
                ],
            )
        )
        add(
            page(
                "lotto",
                "/herald/lotto-results",
                "lottery-results",
                "Lotto, Lotto Plus 1 and Lotto Plus 2 results: Wednesday, 2 December 2026",
                "lottery-results-tables",
                [
                    "The winning numbers for Wednesday night’s draws are listed below. The next Lotto jackpot is estimated at R38 million.",
                    "T: Draw | Winning numbers | Bonus ball",
                    "T: Lotto | 04, 11, 19, 27, 33, 48 | 21",
                    "T: Lotto Plus 1 | 02, 15, 22, 30, 41, 52 | 08",
                    "T: Lotto Plus 2 | 07, 13, 26, 35, 44, 50 | 39",
                    "## Lotto dividends",
                    "T: Division | Winners | Payout",
                    "T: Six correct numbers | 0 | R0.00",
                    "T: Five correct numbers + bonus | 1 | R186,412.70",
                    "T: Five correct numbers | 34 | R6,118.40",
                    "T: Four correct numbers + bonus | 97 | R2,035.60",
                    "T: Four correct numbers | 2,144 | R188.30",
                    "Players are reminded to check their tickets and to claim prizes within 365 days of the draw. Play responsibly: the National Lotteries Commission helpline is 0800 006 008.",
                ],
            )
        )
        add(
            page(
                "error",
                "/herald/southafrica/news/matric-exams-2026-everything-you-need-to-know-20261020",
                "error",
                "Oops! We can’t find that page",
                "soft-404-with-suggestions",
                [
                    "The page you were looking for may have been moved, or it may no longer exist. Try searching for it, or have a look at some of our latest stories below.",
                ],
                list=["stage4", "taxi", "rugby"],
                teaser="Matric exams 2026: Everything you need to know",
            )
        )
        add(
            story(
                "stage4",
                "/herald/southafrica/news/eskom-escalates-to-stage-4-load-shedding-as-six-generating-units-trip-overnight-20261204",
                "Eskom escalates to Stage 4 load-shedding as six generating units trip overnight",
                "2026-12-04",
                "2026-12-03T22:45:00Z",
                "2026-12-04 00:45",
                ["Lerato Dlamini"],
                [
                    "Eskom will implement Stage 4 load-shedding from 05:00 on Friday after six generating units at three power stations tripped within hours of each other on Thursday evening, the power utility said shortly before midnight.",
                    "The breakdowns, at Kendal, Matla and Tutuka, took about 3,400MW off the grid and left the utility with too little reserve to meet the morning peak, Eskom said in a brief statement.",
                    "“Stage 4 load-shedding will be implemented from 05:00 on Friday until further notice. Eskom will publish a further update as soon as any significant changes occur,” the statement read.",
                    "HOOK: read | opinion | Load-shedding is back, and so is the blame game",
                    "It is the first time since the winter that the country has gone beyond Stage 2, and it comes as businesses prepare for the busiest trading weeks of the year. Retailers have warned that extended outages in December would add to costs already pushed up by diesel for generators.",
                    "## What Stage 4 means for you",
                    "At Stage 4, up to 4,000MW is shed from the national grid. For most households this means:",
                    "- Three outages a day of two to two and a half hours each",
                    "- Some municipal areas switched off for up to four hours at a time",
                    "- Traffic lights out at intersections during outages, so expect delays on main routes",
                    "Municipalities that buy power from Eskom, including City Power in Johannesburg and Tshwane, publish their own schedules. You can [[schedule|check the City Power schedule for Block 4 here]].",
                    "FIG: Kendal power station | Kendal power station in Mpumalanga. Picture: Herald archives",
                    "Energy analyst Mandla Sithole said the trips were a reminder that the coal fleet remained fragile despite months of improved performance. “The system has had a good run, but these are old units. When three stations have problems on the same evening, there is simply no buffer,” he said.",
                    "Eskom said teams were working to return the units to service and that it expected to reduce load-shedding over the weekend if at least four of them were back by Saturday.",
                ],
                "arc-utc-jsonld-previous-day-sast",
                section="News",
                updated="2026-12-04 07:30",
                modified="2026-12-04T05:30:00Z",
                ld="person",
            )
        )
        add(
            story(
                "statement",
                "/herald/southafrica/news/full-statement-minister-of-electricity-and-energy-on-the-return-of-stage-4-load-shedding-20261204",
                "Minister of Electricity and Energy on the return of Stage 4 load-shedding",
                "2026-12-04",
                "2026-12-04T10:05:00Z",
                "2026-12-04 12:05",
                [],
                [
                    "The Minister of Electricity and Energy has noted with concern the return of Stage 4 load-shedding announced by Eskom late on Thursday, 3 December 2026, following the loss of six generating units at the Kendal, Matla and Tutuka power stations.",
                    "The minister met the Eskom board and executive management on Friday morning to receive a full account of the breakdowns and of the measures being taken to return the units to service.",
                    "Eskom has assured the ministry that the breakdowns are not related to one another and that there is no shortage of coal or diesel at any of the affected stations. Four of the six units are expected to return to service by Sunday, 6 December 2026, which would allow load-shedding to be reduced to Stage 2.",
                    "The minister has directed Eskom to:",
                    "- submit a daily report to the ministry on the status of the affected units until they are back in service;",
                    "- prioritise maintenance teams at Tutuka, where two of the six units are located;",
                    "- communicate any change in the load-shedding stage to the public at least six hours in advance.",
                    "The ministry acknowledges the inconvenience caused to households and businesses, especially during the festive season, and appeals to all South Africans to use electricity sparingly during the morning and evening peaks.",
                    "HOOK: tail | ENDS | strong",
                    "HOOK: tail | Issued by: Ministry of Electricity and Energy | strong",
                    "HOOK: tail | Media enquiries: Thabo Nkosi, spokesperson to the minister, 082 555 0134 | plain",
                ],
                "full-statement-kicker-cms-user-author",
                section="News",
                kicker="FULL STATEMENT",
                credit="Herald Reporter",
                ld="cmsuser",
            )
        )
        add(
            story(
                "sapa",
                "/herald/southafrica/news/body-of-missing-hiker-found-on-table-mountain-after-three-day-search-20261204",
                "Body of missing hiker found on Table Mountain after three-day search",
                "2026-12-04",
                "2026-12-04T09:10:00Z",
                "2026-12-04 11:10",
                [],
                [
                    "The body of a 52-year-old hiker who went missing on Table Mountain on Monday was found by rescue teams on Friday morning, Wilderness Search and Rescue said.",
                    "The man, from Bellville, had set out alone on the India Venster route early on Monday and was reported missing by his family when he failed to return home that evening.",
                    "Rescuers, assisted by a police helicopter and volunteers from several mountain clubs, found his body in a gully below the route at about 08:30 on Friday.",
                    "“Our thoughts are with the family. We urge hikers never to walk alone and to let someone know their route and expected return time,” a spokesperson said.",
                    "Police have opened an inquest docket. SANParks said the route would remain open.",
                    "HOOK: tail | – SAPA | plain",
                ],
                "agency-credit-as-jsonld-person",
                section="News",
                credit="SAPA",
                ld="agency-person",
            )
        )
        add(
            story(
                "taxi",
                "/herald/southafrica/news/taxi-strike-thousands-of-gauteng-commuters-stranded-as-talks-collapse-20261203",
                "Taxi strike: Thousands of Gauteng commuters stranded as talks collapse",
                "2026-12-03",
                "2026-12-03T05:20:00Z",
                "2026-12-03 07:20",
                [],
                [
                    "Thousands of commuters in Johannesburg, Tshwane and Ekurhuleni were left stranded on Thursday morning after taxi associations went ahead with a strike over the impounding of minibuses by traffic officers.",
                    "Ranks at Bree Street, Bosman and Germiston were almost empty from before dawn, and long queues formed at Gautrain and bus stations as commuters looked for other ways to get to work.",
                    "Talks between the associations and the Gauteng Department of Roads and Transport broke down late on Wednesday night, with both sides blaming the other.",
                    "“We went to the meeting in good faith, but the department is not listening. Our members cannot work if their vehicles are taken away for small offences,” said a spokesperson for one of the associations, who asked not to be named.",
                    "The department said operators had been given three months to renew operating licences and that impoundments would continue for vehicles without valid permits.",
                    "## Schools and hospitals",
                    "Several schools in Soweto and Tembisa reported low attendance, and Chris Hani Baragwanath Hospital said some staff had arrived late, although essential services were not affected.",
                    "Police said they had deployed additional officers to ranks and major routes after reports of intimidation in Alexandra and Mamelodi. No injuries had been reported by 07:00.",
                    "Commuters were advised to check with their employers and to avoid travelling unless necessary.",
                ],
                "staff-reporter-desk-jsonld-person",
                section="News",
                credit="Staff Reporter",
                ld="staff",
            )
        )
        add(
            story(
                "ana",
                "/herald/southafrica/news/durban-port-transnet-says-container-backlog-cleared-after-week-of-strong-winds-20261202",
                "Durban port: Transnet says container backlog cleared after week of strong winds",
                "2026-12-02",
                "2026-12-02T12:30:00Z",
                "2026-12-02 14:30",
                ["Sipho Ngcobo"],
                [
                    "Transnet Port Terminals says the backlog of container vessels waiting to berth at the Port of Durban has been cleared, a week after strong winds forced operations to stop for almost three days.",
                    "At the height of the disruption last Wednesday, 27 vessels were waiting at anchor outside the port, with some shipping lines diverting cargo to Ngqura in the Eastern Cape.",
                    "The terminal operator said on Wednesday that the number of vessels at anchor was down to four, which it described as normal for this time of the year.",
                    "“We added extra shifts and brought in equipment from the Durban Car Terminal to speed up the work. Our teams worked through the weekend to get cargo moving again,” said terminal manager Nokuthula Mkhize.",
                    "Importers and clearing agents said the delays had come at the worst possible time, with goods for the festive season stuck on ships for up to ten days.",
                    "The South African Weather Service has forecast more strong winds along the KwaZulu-Natal coast next week, but said gusts were not expected to reach the levels that halted operations in November.",
                ],
                "name-and-agency-one-node-jsonld-organization",
                section="News",
                credit="Sipho Ngcobo, African News Agency (ANA)",
                ld="ana",
            )
        )
        add(
            story(
                "water",
                "/herald/southafrica/news/joburg-water-outages-rand-water-pumping-station-repairs-to-take-until-monday-20261202",
                "Joburg water outages: Rand Water pumping station repairs to take until Monday",
                "2026-12-02",
                "2026-12-02T04:00:00Z",
                "2026-12-02 06:00",
                ["Lerato Dlamini", "Pieter van Wyk"],
                [
                    "Residents of more than 40 suburbs in Johannesburg’s west and south will be without water, or have low pressure, until at least Monday while Rand Water repairs a failed pump at its Eikenhof pumping station.",
                    "The bulk water supplier said on Tuesday night that one of the station’s main pumps had failed during routine maintenance and that the replacement parts had to be brought in from Gauteng’s East Rand.",
                    "Johannesburg Water said reservoirs in Crosby, Brixton and Commando had dropped to critical levels and that it had deployed 28 water tankers to affected areas, with priority given to hospitals, clinics and old-age homes.",
                    "HOOK: read | error | Matric exams 2026: Everything you need to know",
                    "In Mayfair, residents queued at a tanker from before 06:00 on Wednesday. “We have had no water since Sunday night. My mother is 81 and I have to carry buckets up two flights of stairs,” said Fatima Essop.",
                    "## Which areas are affected?",
                    "Johannesburg Water said the worst-affected suburbs included Brixton, Mayfair, Crosby, Auckland Park, Melville, Westdene, Northcliff, Linden and parts of Soweto.",
                    "Update: On Friday morning, Rand Water said the pump had been reinstalled and was being tested, and that supply would be restored gradually over the weekend. Johannesburg Water warned that high-lying areas might take longer to recover.",
                ],
                "two-authors-updated-display-date-moved",
                section="News",
                updated="2026-12-04 08:15",
                modified="2026-12-04T06:15:00Z",
                display="2026-12-04T06:15:00Z",
                ld="person",
            )
        )
        add(
            story(
                "rugby",
                "/sport/rugby/urc/live-rhinos-v-lynx-nels-late-penalty-seals-loftus-derby-20261205",
                "Rhinos v Lynx: Nel’s late penalty seals Loftus derby for the visitors",
                "2026-12-05",
                "2026-12-05T14:30:00Z",
                "2026-12-05 16:30",
                ["Ruan Botha"],
                [
                    entry("19:08", "FT"),
                    "### FULL-TIME: Rhinos 24 Lynx 27",
                    "That’s it from Loftus Versfeld. The Lynx hang on after a frantic final three minutes to win the derby for the first time in Pretoria since 2023. Thanks for joining us, and look out for the full match report and player ratings later this evening.",
                    "RAW:</div>",
                    entry("19:02", "79'"),
                    "### PENALTY! Nel makes no mistake",
                    "The Rhinos are penalised for not rolling away at the breakdown, 35 metres out and slightly to the right of the posts. Cobus Nel steps up and slots it. Rhinos 24 Lynx 27.",
                    "RAW:</div>",
                    entry("18:54", "72'"),
                    "The Lynx bench is making a difference in the scrum. Two penalties in a row for the visitors, and the home crowd is getting restless.",
                    "RAW:</div>",
                    entry("18:41", "61'"),
                    "### TRY! Mthethwa crosses for the Rhinos",
                    "Brilliant from the home side. Quick ball from a lineout drive, and outside centre Sbu Mthethwa cuts back against the grain to score under the posts. Jaden Pretorius converts. Rhinos 24 Lynx 24.",
                    "RAW:</div>",
                    entry("18:27", "49'"),
                    "Yellow card for Rhinos flank Wikus Steyn for a high tackle. The Lynx kick to the corner and maul their way over through hooker Liam Adams. Nel converts from the touchline. Rhinos 17 Lynx 24.",
                    "RAW:</div>",
                    entry("17:49", "HT"),
                    "### Half-time: Rhinos 14 Lynx 17",
                    "An entertaining first half at a sold-out Loftus. The Rhinos have had more of the ball, but the Lynx have been clinical with their chances.",
                    "RAW:</div>",
                    entry("17:36", "31'"),
                    "### TRY! Lynx hit back on the counter",
                    "A loose kick from the Rhinos and the Lynx punish it. Wing Aphiwe Jacobs runs 60 metres down the left to score. Nel converts. Rhinos 14 Lynx 14.",
                    "RAW:</div>",
                    entry("17:12", "7'"),
                    "### TRY! Rhinos strike first",
                    "Scrumhalf Tiaan Venter spots a gap around the fringes and dives over from five metres out. Pretorius adds the extras. Rhinos 7 Lynx 0.",
                    "RAW:</div>",
                    entry("17:05", "KO"),
                    "We’re under way in Pretoria! Jaden Pretorius kicks off for the Rhinos in perfect conditions, 24°C and hardly a breath of wind.",
                    "RAW:</div>",
                    entry("16:40", ""),
                    "### Team news",
                    "The Rhinos are unchanged from last week’s win in Durban. The Lynx welcome back captain Dewald Fourie at lock after a three-week layoff with a knee injury.",
                    "RAW:</div>",
                    entry("16:30", ""),
                    "Good afternoon and welcome to our live coverage of the United Rugby Championship derby between the Rhinos and the Lynx at Loftus Versfeld. Kick-off is at 17:05. Stay with us for all the action as it happens.",
                    "RAW:</div>",
                ],
                "rugby-live-blog-minute-markers",
                section="Rugby",
                kicker="LIVE",
                updated="2026-12-05 19:08",
                modified="2026-12-05T17:08:00Z",
                ld="live",
            )
        )
        add(
            story(
                "opinion",
                "/herald/opinions/columnists/thandeka-mokoena/opinion-load-shedding-is-back-and-so-is-the-blame-game-20261204",
                "Load-shedding is back, and so is the blame game",
                "2026-12-04",
                "2026-12-04T15:00:00Z",
                "2026-12-04 17:00",
                ["Thandeka Mokoena"],
                [
                    "Within hours of Eskom’s announcement that Stage 4 load-shedding would return on Friday, the familiar script was playing out. Politicians blamed the previous management, the previous management blamed sabotage, and the unions blamed everybody. South Africans, meanwhile, went looking for candles.",
                    "It is tempting to treat this week as a return to the dark days of 2023. It is not. The grid is in better shape than it was, and the breakdowns of Thursday night were, by most accounts, bad luck on top of an ageing fleet. But the reaction tells us something important: we still do not have an honest public conversation about what our power system can and cannot do.",
                    "The truth is that the coal fleet will remain unreliable for years. Some of the units that tripped this week are older than most of the engineers who maintain them. Every month they run without a major failure is an achievement, not a baseline.",
                    "What has changed is everything around Eskom. Rooftop solar has taken a real share of daytime demand. Private generators are selling power into the grid. New transmission lines are, slowly, being built. These are the reasons a six-unit failure now means Stage 4 rather than Stage 6.",
                    "If we want fewer weeks like this one, the answer is not another round of blame. It is to speed up the things that are working: connecting new generation, fixing municipal finances so that utilities can pay for power, and telling citizens plainly how much risk remains in the system.",
                    "Load-shedding, in other words, is no longer only Eskom’s story. It is ours.",
                    "HOOK: tail | *Prof Thandeka Mokoena is an energy economist at the University of the Witwatersrand. The views expressed are her own. | em",
                    "NOTE: Want to respond to the columnist? Send your letter or article to opinions@highveldherald.test with your name and town or province. We reserve the right to edit letters.",
                ],
                "opinion-kicker-prof-honorific-bio-tail",
                section="Opinion",
                kicker="OPINION",
                printed_name="Prof Thandeka Mokoena",
                ld="opinion",
            )
        )
        check_dates(self, 2)

    # --- templates -------------------------------------------------------------------------------------------

    def hook(self, name: str, *args: str) -> str:
        if name == "read":
            key, text = args
            return f'<p class="c-paragraph"><strong>READ | </strong>{self.a(key, text, "related")}</p>'
        if name == "tail":
            # credits, sign-offs and contact lines typed into the body as ordinary paragraphs (not body text)
            text, style = args
            inner = esc(text) if style == "plain" else f"<{style}>{esc(text)}</{style}>"
            return f'<p class="c-paragraph">{inner}</p>'
        if name == "entry":
            time, minute = args
            mark = f'<span class="live-entry__minute">{esc(minute)}</span>' if minute else ""
            return f'<div class="live-entry" data-time="{time}"><div class="live-entry__meta"><time class="live-entry__time">{time}</time>{mark}</div>'
        raise ValueError(name)

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        mode = doc.extra["ld"]
        if mode in ("person", "live", "opinion"):
            author: object = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/herald/authors/{a.lower().replace(' ', '-')}"}
                for a in doc.authors
            ]
        elif mode == "staff":
            author = [{"@type": "Person", "name": "Staff Reporter"}]
        elif mode == "agency-person":
            author = [{"@type": "Person", "name": "SAPA"}]
        elif mode == "cmsuser":
            author = [{"@type": "Person", "name": "Herald Reporter"}]
        else:
            author = [{"@type": "Organization", "name": "African News Agency"}]
        kind = {"live": "LiveBlogPosting", "opinion": "OpinionNewsArticle"}.get(mode, "NewsArticle")
        ld: dict = {
            "@context": "https://schema.org",
            "@type": kind,
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": (f"{doc.kicker} | " if doc.kicker else "") + doc.title,
            "description": self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "Highveld Herald",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/pf/resources/images/herald-logo-amp.png?d=412",
                    "width": 600,
                    "height": 60,
                },
            },
            "image": [
                f"https://cdn.highveldherald.test/resizer/v2/{doc.key.upper()}XQ4Z.jpg?auth=9f1c&width=1200&height=675"
            ],
            "articleSection": doc.section,
            "isAccessibleForFree": True,
        }
        if mode == "live":
            ld["coverageStartTime"] = doc.iso
            ld["coverageEndTime"] = "2026-12-05T17:08:00Z"
            ld["about"] = {
                "@type": "SportsEvent",
                "name": "Rhinos v Lynx",
                "startDate": "2026-12-05T15:05:00Z",
                "location": {"@type": "Place", "name": "Loftus Versfeld, Pretoria"},
            }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def fusion(self, doc: Doc) -> str:
        gc: dict = {
            "_id": f"{doc.key.upper()}7QKX2M4RZ3",
            "type": "story" if doc.is_article else "section",
            "canonical_url": doc.path,
        }
        if doc.is_article:
            credits = doc.extra.get("credit")
            by = (
                [{"type": "author", "name": credits}]
                if credits
                else [{"type": "author", "name": a, "_id": a.lower().replace(" ", "-")} for a in doc.authors]
            )
            gc.update(
                {
                    "headlines": {"basic": doc.title},
                    "label": {"basic": {"text": doc.kicker}} if doc.kicker else {},
                    "display_date": doc.extra.get("display", doc.iso),
                    "first_publish_date": doc.iso,
                    "last_updated_date": doc.extra.get("modified", doc.iso),
                    "credits": {"by": by},
                    "taxonomy": {
                        "primary_section": {
                            "_id": "/" + doc.path.split("/")[1] + "/" + doc.path.split("/")[2],
                            "name": doc.section,
                        }
                    },
                }
            )
        return (
            'window.Fusion=window.Fusion||{};Fusion.arcSite="herald";Fusion.contextPath="/pf";Fusion.mxId="00000000";'
            f'Fusion.deployment="412";Fusion.globalContent={json.dumps(gc, ensure_ascii=False)};'
            f'Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":{json.dumps(doc.path)}}}}};'
            f'Fusion.lastModified=1796479200000;Fusion.outputType="default";'
        )

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        full = (f"{doc.kicker} | " if doc.kicker else "") + doc.title
        out = [
            f"<title>{esc(full)} | Highveld Herald</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "The latest South African news, sport, business and opinion from the Highveld Herald.")}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(full)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Highveld Herald">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@HighveldHerald">',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{doc.extra.get("display", doc.iso)}">')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if doc.authors:
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            out.append(self.ld(doc))
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-sections__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("news", "South Africa"),
                (f"{ORIGIN}/herald/world", "World"),
                (f"{ORIGIN}/herald/politics", "Politics"),
                (f"{ORIGIN}/business", "Business"),
                ("sport", "Rugby"),
                (f"{ORIGIN}/sport/soccer", "Soccer"),
                (f"{ORIGIN}/herald/opinions", "Opinion"),
                (f"{ORIGIN}/lifestyle", "Lifestyle"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["stage4", "rugby", "taxi", "water", "sapa"]
        )
        ld_site = json.dumps(
            {
                "@context": "https://schema.org",
                "@type": "WebSite",
                "name": "Highveld Herald",
                "url": ORIGIN + "/",
                "potentialAction": {
                    "@type": "SearchAction",
                    "target": ORIGIN + "/search?query={search_term_string}",
                    "query-input": "required name=search_term_string",
                },
            }
        )
        return f"""<!DOCTYPE html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<script type="application/ld+json">{ld_site}</script>
<link rel="preconnect" href="https://cdn.highveldherald.test">
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=412&amp;mxId=00000000">
<style>/*PAD*/</style>
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="7c1e5c8a-herald" async></script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.pubads().setTargeting("section","{esc(doc.section or doc.kind)}");googletag.enableServices();}});</script>
</head>
<body class="{"article-page" if doc.is_article else "front-page"}">
<div id="fusion-app" class="layout-section">
<header class="b-header-nav-chain">
<div class="b-header-nav-chain__top"><span class="header-date">Saturday, 05 December 2026</span> <span class="loadshedding-status">{self.a("schedule", "Load-shedding: Stage 4", "nav")}</span> {self.a("lotto", "Lotto results", "nav")} <a href="/subscribe" class="subscribe-btn">Subscribe</a> <a href="/account/login">Sign in</a></div>
<a class="b-header-nav-chain__logo" href="/"><img src="/pf/resources/images/herald-logo.svg?d=412" alt="Highveld Herald" width="240" height="40"></a>
<nav class="nav-sections" aria-label="Sections"><ul>{nav}</ul></nav>
<form class="nav-search" action="/search"><input type="search" name="query" placeholder="Search"><button>Search</button></form>
</header>
<div class="arcad b-ad-block" id="arcad-feature-leaderboard" data-slot="/2145/herald/{esc(doc.section.lower() or doc.kind)}"></div>
<main class="layout-main">
{main}
<aside class="right-rail"><div class="b-top-table-list most-read"><h2>Most read</h2><ol>{most}</ol></div>
<div class="arcad b-ad-block" id="arcad-feature-mpu" data-slot="/2145/herald/mpu"></div>
<div class="trending-searches"><h2>Trending searches</h2>{self.a("search", "Eskom", "aside")} · <a href="/search?query=matric+results">Matric results</a> · <a href="/search?query=fuel+price">Fuel price</a> · {self.a("lotto", "Lotto", "aside")}</div>
<div class="newsletter-box"><h2>Herald Daily</h2><p>The day’s top stories, every morning at 06:00.</p><form action="/newsletters/subscribe" method="post"><input type="email" placeholder="Your email"><button>Sign up</button></form></div></aside>
</main>
<footer class="b-footer">
<div class="b-footer__links"><a href="/about">About us</a> · <a href="/contact">Contact us</a> · <a href="/herald/press-code">Press Code</a> · <a href="/advertise">Advertise</a> · <a href="/terms">Terms and conditions</a> · <a href="/privacy">Privacy policy</a> · <a href="/rss">RSS</a></div>
<div class="b-footer__social"><a href="https://www.facebook.com/HighveldHerald.test">Facebook</a> <a href="https://x.com/HighveldHerald">X</a> <a href="https://www.instagram.com/highveldherald.test">Instagram</a> <a href="https://www.tiktok.com/@highveldherald.test">TikTok</a></div>
<p class="b-footer__copyright">© 2026 Highveld Herald. All rights reserved. The Highveld Herald subscribes to the Press Code and the Press Ombud.</p>
</footer>
<div id="onetrust-banner-sdk" role="region" aria-label="Cookie banner">We use cookies to improve your experience, personalise ads and analyse traffic. By clicking “Accept All Cookies” you agree to the storing of cookies on your device. <a href="/cookie-policy">Cookie Policy</a> <button id="onetrust-accept-btn-handler">Accept All Cookies</button> <button>Cookies Settings</button></div>
</div>
<script id="fusion-metadata" type="application/javascript">{self.fusion(doc)}</script>
<script src="/pf/dist/engine/react.js?d=412&amp;mxId=00000000" defer></script>
<script src="/pf/dist/components/combinations/default.js?d=412&amp;mxId=00000000" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="b-byline"><span class="c-attribution">{esc(doc.extra["credit"])}</span></div>'
        names = []
        for a in doc.authors:
            shown = doc.extra.get("printed_name", a)
            names.append(
                self.a("author", shown, "byline", 'class="c-link"')
                if a == "Lerato Dlamini"
                else f'<a class="c-link" href="/herald/authors/{a.lower().replace(" ", "-")}">{esc(shown)}</a>'
            )
        joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f'<div class="b-byline"><span class="c-attribution">{joined}</span></div>'

    def story_main(self, doc: Doc) -> str:
        updated = (
            f'<span class="b-date b-date--updated">Updated {sast(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        kicker = f'<span class="b-headline__label">{esc(doc.kicker)}</span> | ' if doc.kicker else ""
        part = doc.path.split("/")[2]
        section = (
            self.a("sport", "Rugby", "breadcrumb")
            if part == "rugby"
            else (
                self.a("news", "South Africa", "breadcrumb")
                if part == "southafrica"
                else f'<a href="/herald/opinions">{esc(doc.section)}</a>'
            )
        )
        u = quote(self.url(doc.key), safe="")
        tags = ""
        if doc.key in ("stage4", "statement", "opinion"):
            tags = f'<div class="b-tags">{self.a("tag", "Load-shedding", "tag")} <a href="/herald/tags/companies/eskom">Eskom</a> <a href="/herald/tags/topics/electricity">Electricity</a></div>'
        elif doc.key == "water":
            tags = '<div class="b-tags"><a href="/herald/tags/topics/water-crisis">Water crisis</a> <a href="/herald/tags/places/johannesburg">Johannesburg</a></div>'
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<div class="card">{self.a(k, self.docs[k].title, "related")}<span class="card__time">{card_time(self.docs[k].stamp)}</span></div>'
            for k in rel
        )
        live = (
            '<div class="live-banner"><span class="live-dot"></span> Live updates have ended</div>'
            if doc.extra["ld"] == "live"
            else ""
        )
        author_box = ""
        if doc.extra["ld"] == "opinion":
            author_box = f'<div class="columnist-box"><img src="https://cdn.highveldherald.test/authors/thandeka-mokoena.jpg" alt="" width="64" height="64"><span class="columnist-box__name">{esc(doc.extra["printed_name"])}</span><span class="columnist-box__role">Columnist</span></div>'
        return f"""<article class="b-article">
<div class="b-overline">{section}</div>
<h1 class="b-headline c-heading">{kicker}{esc(doc.title)}</h1>
{author_box}
<div class="b-article-meta">
{self.byline(doc)}
<div class="b-dates"><span class="b-date">{sast(doc.stamp)}</span> {updated}</div>
<div class="b-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Share on Facebook</a> <a href="https://x.com/intent/tweet?url={u}">Share on X</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div>
</div>
{live}
<figure class="b-lead-art"><img src="https://cdn.highveldherald.test/resizer/v2/{doc.key.upper()}XQ4Z.jpg?auth=9f1c&amp;width=800&amp;height=450" alt="" width="800" height="450"><figcaption class="c-caption">Picture: Herald archives</figcaption></figure>
<div class="b-article-body">
{self.blocks(doc, p_tag='<p class="c-paragraph">')}
</div>
<div class="arcad b-ad-block" id="arcad-feature-inarticle" data-slot="/2145/herald/inarticle"></div>
{tags}
<div class="b-article-footer"><p class="press-code-notice">The Herald is committed to the Press Code. If you have a complaint about this article, <a href="/herald/press-code">contact the Press Ombud</a>.</p></div>
<section class="related-stories"><h2>Related</h2>{related}</section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.is_article:
                label = f'<span class="card__label">{esc(d.kicker)}</span> ' if d.kicker else ""
                cards.append(
                    f'<div class="card"><img src="https://cdn.highveldherald.test/resizer/v2/{k.upper()}XQ4Z.jpg?width=320&amp;height=180" alt="" loading="lazy"><h3 class="card__headline">{label}{self.a(k, d.title, "content")}</h3><p class="card__blurb">{esc(self.lede(d))}</p><span class="card__time">{card_time(d.stamp)}</span></div>'
                )
            else:
                cards.append(
                    f'<div class="card"><h3 class="card__headline">{self.a(k, d.extra.get("teaser", d.title), "content")}</h3><span class="card__time">Tue 20 Oct 10:00</span></div>'
                )
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author-bio"><img src="https://cdn.highveldherald.test/authors/lerato-dlamini.jpg" alt="Lerato Dlamini" width="120" height="120"><h1>{esc(doc.title)}</h1><p class="author-bio__role">Senior Reporter</p><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/lerato_dlamini_test">@lerato_dlamini_test</a></div><h2>Latest from Lerato Dlamini</h2>'
        elif doc.kind == "search":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><form action="/search"><input name="query" value="eskom"><button>Search</button></form><p class="results-count">Showing {len(cards)} results sorted by newest</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><p class="tag-description">All our coverage of load-shedding and the electricity crisis. {self.a("schedule", "Check your schedule", "content")}.</p>'
        elif doc.kind == "error":
            head = f'<div class="error-page"><h1>{esc(doc.title)}</h1>{self.blocks(doc)}<form action="/search"><input name="query" placeholder="Search the Herald"><button>Search</button></form></div><h2>Latest news</h2>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">Highveld Herald: South African news, sport and opinion</h1>'
            extra = f'<section class="home-services"><h2>Services</h2><ul><li>{self.a("schedule", "Load-shedding schedule", "content")}</li><li>{self.a("lotto", "Lotto results", "content")}</li><li><a href="/herald/weather">Weather</a></li><li><a href="/herald/fuel-price">Fuel price</a></li></ul></section>'
        elif doc.key == "sport":
            extra = '<div class="card"><h3 class="card__headline"><a href="/sport/rugby/springboks/springboks-to-play-three-tests-in-july-20261203">Springboks to play three Tests in July as schedule confirmed</a></h3></div><div class="card"><h3 class="card__headline"><a href="/sport/rugby/urc/lynx-welcome-back-fourie-for-loftus-derby-20261203">Lynx welcome back Fourie for Loftus derby</a></h3></div>'
        elif doc.key == "news2":
            extra = '<div class="card"><h3 class="card__headline"><a href="/herald/southafrica/news/gauteng-e-toll-refunds-what-motorists-need-to-know-20261201">Gauteng e-toll refunds: What motorists need to know</a></h3><span class="card__time">Tue 01 Dec 09:10</span></div><div class="card"><h3 class="card__headline"><a href="/herald/southafrica/news/fuel-price-petrol-down-by-31c-a-litre-20261201">Fuel price: Petrol down by 31c a litre</a></h3><span class="card__time">Tue 01 Dec 08:00</span></div>'
        pager = ""
        if doc.key == "news":
            pager = f'<nav class="pagination"><span class="current">1</span> {self.a("news2", "2", "pagination")} <a href="/herald/southafrica/news?pageNumber=3">3</a> {self.a("news2", "Next »", "pagination")}</nav>'
        elif doc.key == "news2":
            pager = f'<nav class="pagination">{self.a("news", "« Previous", "pagination")} {self.a("news", "1", "pagination")} <span class="current">2</span> <a href="/herald/southafrica/news?pageNumber=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<div class="more-link">{self.a("news", "More South Africa news", "content")} · {self.a("sport", "More rugby", "content")}</div>'
        return f'<section class="b-top-table-list list-{doc.kind}">{head}<div class="cards">{"".join(cards)}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "schedule":
            suburbs = "".join(
                f'<li><a href="/herald/load-shedding/schedule/johannesburg-city-power-block-{n}">Block {n}</a></li>'
                for n in range(1, 17)
                if n != 4
            )
            return f'<section class="service-page loadshedding"><h1>{esc(doc.title)}</h1><div class="stage-indicator stage-4">Stage 4</div>\n{html}\n<ul class="blocks-list">{suburbs}</ul><p class="related-link">{self.a("stage4", "Read: Eskom escalates to Stage 4", "content")}</p></section>'
        if doc.kind == "lottery-results":
            return f'<section class="service-page lotto"><h1>{esc(doc.title)}</h1>\n{html}\n<p class="previous-draws"><a href="/herald/lotto-results/2026-11-28">Saturday, 28 November 2026</a> · <a href="/herald/lotto-results/2026-11-25">Wednesday, 25 November 2026</a> · <a href="/herald/powerball-results">PowerBall results</a></p></section>'
        return f'<section class="service-page"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'
