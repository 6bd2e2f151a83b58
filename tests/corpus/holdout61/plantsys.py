# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Plant Systems Today: a B2B trade journal for plant maintenance and operations on an Endeavor-like **marko-web /
Base CMS** front end (`page-contents__content-body`, `page-attribution`, `page-dates__content-published`,
`/industry-news/article/55301234/<slug>`, `/maintenance/predictive-maintenance` taxonomy pages, `/staff/<id>/<slug>`,
`/search?searchQuery=`, `/webinars/webinar/<id>/…`, `/whitepapers/whitepaper/<id>/…`), English, UTF-8. The publisher
sits in US Central time (-06:00 in December). Metadata: `NewsArticle` JSON-LD with times in **UTC with
milliseconds** (the leak story's 02:30Z on 5 Dec is 20:30 on 4 Dec in Central time), the sponsored story's
`author` is an Organization, the survey story has **no JSON-LD**, the OSHA story carries `datePublished` 30 Nov and
`dateModified` 4 Dec. Stories behind the soft registration wall are served whole in the HTML with a "Register to
continue reading" overlay after them: the served text is body. The brand-studio article ("Sponsored Content",
"Brought to you by Halvorsen Drives") is an article with no person credited. Webinar, whitepaper, products-of-the-
week and events pages are not articles."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["leaks", "sponsored", "labor", "interview", "brief", "column", "survey", "osha"]
STAFF = {
    "Dana Okafor": ("author", "Senior Editor"),
    "Marcus Reyes": ("", "Executive Editor"),
    "Priya Natarajan": ("", "Associate Editor"),
    "Gretchen Lindqvist": ("", "Contributing Editor"),
}
NAV = [
    ("news", "Industry News"),
    ("/maintenance", "Maintenance"),
    ("/automation", "Automation"),
    ("/energy-management", "Energy"),
    ("/safety", "Safety"),
    ("webinar", "Webinars"),
    ("whitepaper", "Whitepapers"),
    ("products", "Products"),
    ("events", "Events"),
]


class PlantSystems(Base):
    origin = "https://www.plantsystemstoday.test"
    name = "Plant Systems Today"
    prefix = "pst"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pst",
            [
                ".site-navbar__items",
                ".page-contents__content-body",
                ".page-attribution",
                ".node-list__node",
                ".content-page-gate",
                ".site-footer__section",
                ".ad-container--leaderboard",
                ".marko-web-identity-x-form",
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
                "Plant Systems Today",
                "marko-web-home",
                list=["leaks", "labor", "brief", "osha", "survey", "interview", "column", "sponsored"],
            )
        )
        add(
            page(
                "news",
                "/industry-news",
                "section",
                "Industry News",
                "marko-web-section",
                list=["leaks", "brief", "osha", "survey"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/industry-news?page=2",
                "section",
                "Industry News",
                "marko-web-section-page2",
                list=["labor", "interview", "column"],
                prev="news",
            )
        )
        add(
            page(
                "tag",
                "/maintenance/predictive-maintenance",
                "tag",
                "Predictive Maintenance",
                "taxonomy-subsection",
                list=["interview", "sponsored", "column", "survey"],
            )
        )
        add(
            page(
                "author", "/staff/55300012/dana-okafor", "author", "Dana Okafor", "staff-page", list=["leaks", "labor"]
            )
        )
        add(
            page(
                "search",
                "/search?searchQuery=compressed%20air",
                "search",
                "Search",
                "marko-web-search",
                list=["leaks", "sponsored"],
                query="compressed air",
            )
        )
        add(
            page(
                "webinar",
                "/webinars/webinar/55301260/vibration-analysis-for-the-rest-of-us-reading-spectra-without-a-phd",
                "webinar",
                "Vibration Analysis for the Rest of Us: Reading Spectra Without a PhD",
                "webinar-registration",
                [
                    "Live webinar: Thursday, Dec. 10, 2026, 1:00 PM Central / 2:00 PM Eastern. Duration: 60 minutes. Can't attend live? Register and we'll send you the recording.",
                    "Vibration data is only useful when someone on the team can read it. This session walks maintenance technicians and planners through the five spectrum patterns behind most rotating-equipment failures: imbalance, misalignment, looseness, bearing defects and gear-mesh problems.",
                    "Using real spectra from pumps, fans and gearboxes, the presenters will show what each fault looks like, how severe it needs to be before you act, and what to put in the work order.",
                    "### Speakers",
                    "- Lorna Achebe, Director of Reliability, Brightwater Paper",
                    "- Tomasz Wierzbicki, Senior Vibration Analyst, Halvorsen Drives",
                    "- Moderator: Marcus Reyes, Executive Editor, Plant Systems Today",
                    "Sponsored by Halvorsen Drives. By registering you agree to share your information with the sponsor.",
                ],
            )
        )
        add(
            page(
                "whitepaper",
                "/whitepapers/whitepaper/55301265/the-2027-guide-to-lubrication-management",
                "whitepaper",
                "The 2027 Guide to Lubrication Management",
                "whitepaper-download-form",
                [
                    "Poor lubrication is behind more than a third of bearing failures, yet in many plants it is still the job given to whoever is newest. This guide lays out a practical program, from consolidating lubricants to setting intervals based on condition.",
                    "### What you'll learn",
                    "- How to audit and cut the number of lubricants in your storeroom",
                    "- Labeling, storage and filtration practices that keep oil clean",
                    "- When to move from fixed intervals to ultrasound-assisted greasing",
                    "- Metrics to show management the program is working",
                    "Complete the form to download the 24-page PDF. Provided by Veltrona Lubricants.",
                ],
            )
        )
        add(
            page(
                "products",
                "/products/gallery/55301270/products-of-the-week-dec-4-2026",
                "products",
                "Products of the Week: Dec. 4, 2026",
                "product-roundup-vendor-blurbs",
                [
                    "A selection of new products for plant maintenance, power transmission and safety, as supplied by the manufacturers.",
                    "### Ultrasonic leak imager UL-900",
                    "Sonavi Instruments. The handheld imager overlays a sound map on a live camera view and estimates leak flow and annual cost on the spot. Reports export directly to CMMS work orders.",
                    "### Washdown-rated gearmotor series WG",
                    "Halvorsen Drives. Stainless-steel helical-bevel gearmotors rated IP69K for food and beverage lines, with smooth housings that leave no place for water to pool.",
                    "### Arc-rated winter parka",
                    "Northline Safety. An insulated parka with an arc rating of 40 cal/cm² and high-visibility trim, designed for outdoor substation and utility work.",
                    "### Wireless temperature sensor TS-2",
                    "Corrigan Automation. A battery-powered sensor that reports bearing-housing temperature every 60 seconds over a private LTE network and runs up to five years on one cell.",
                    "### Modular safety fencing QuickGuard",
                    "Stallard Systems. Bolt-together mesh panels and posts for machine guarding, with interlocked doors that integrate with existing safety relays.",
                    "### Synthetic compressor fluid VL-46",
                    "Veltrona Lubricants. A PAO-based fluid for rotary-screw compressors rated for 12,000 hours between changes under normal operating conditions.",
                ],
            )
        )
        add(
            page(
                "events",
                "/events",
                "events",
                "Events",
                "events-calendar",
                [
                    "T: Date | Event | Location | Type",
                    "T: Dec. 10, 2026 | Vibration Analysis for the Rest of Us | Online | Webinar",
                    "T: Jan. 20-22, 2027 | Midwest Reliability Summit | Indianapolis, Ind. | Conference",
                    "T: Feb. 9, 2027 | Compressed Air Efficiency Bootcamp | Online | Workshop",
                    "T: Mar. 16-18, 2027 | Plant Operations Expo | Columbus, Ohio | Trade show",
                    "T: Apr. 27-29, 2027 | Maintenance Leadership Forum | Nashville, Tenn. | Conference",
                    "T: May 11, 2027 | Arc Flash Safety Update | Online | Webinar",
                ],
            )
        )
        add(
            story(
                "leaks",
                "/industry-news/article/55301234/ultrasonic-leak-surveys-cut-compressed-air-costs-18-at-ohio-stamping-plant",
                "Ultrasonic leak surveys cut compressed-air costs 18% at Ohio stamping plant",
                "2026-12-04",
                "2026-12-05T02:30:00.000Z",
                "Dec. 4, 2026",
                ["Dana Okafor"],
                [
                    "When the energy manager at Tellmark Stampings’ plant in Lima, Ohio, first pointed an ultrasonic detector at the main air header in February, she expected to find a few dozen leaks. The first survey logged 212.",
                    "Ten months later, the 340,000-sq-ft facility has cut the electricity used by its compressed-air system by 18%, according to figures the company shared with Plant Systems Today, and it has taken one of its four 150-hp rotary-screw compressors off line for most shifts.",
                    "“Compressed air was the utility nobody owned,” said Renata Vukovich, who leads energy and facilities at the site. “Maintenance fixed what was loud, production didn’t care as long as the presses cycled, and the bill just went into overhead.”",
                    "## Tag, rank, fix",
                    "The program Vukovich built is deliberately plain. Every quarter, a two-person team walks a fixed route through the press hall, weld cells and paint line with a handheld ultrasonic imager. Each leak gets a numbered tag, a photo and an estimated flow in cubic feet per minute, calculated from the decibel reading and the line pressure.",
                    "FIG: Technician with ultrasonic imager | A technician checks a quick-disconnect fitting in the press hall. (Photo: Tellmark Stampings)",
                    "Leaks are then ranked by cost rather than by location. At the plant’s blended rate of 9.4 cents per kilowatt-hour, a single 1/8-in. leak at 100 psi runs to roughly $1,900 a year, and the first survey turned up nine of those on quick-disconnect fittings alone.",
                    "Repairs that need no shutdown are done within a week. The rest are written into the [[column|CMMS]] as work orders tied to the next planned downtime, and the tag stays on until a technician closes it out with a second reading.",
                    "## What the numbers show",
                    "By the third survey in August the count was down to 64 leaks, most of them small. The plant also lowered its header pressure from 112 psi to 98 psi after confirming that no end use needed more than 90 psi at the point of use, a change that alone is worth about 7% of compressor energy.",
                    "Total spending on the program, including the $14,500 imager, training and replacement fittings, came to just under $41,000. Measured savings over the same period were about $103,000, putting the payback at a little under five months.",
                    "Ken Albrecht, a compressed-air auditor in Columbus who was not involved in the project, said the results are typical of plants that had never run a structured survey. “Twenty to thirty percent of generated air going out through leaks is normal in a facility that’s never looked,” he said. “The hard part isn’t finding them. It’s keeping them fixed after the first push.”",
                    "## Making it stick",
                    "To keep the gains, Tellmark now reports leak-related losses on the same weekly dashboard as scrap and overtime. Supervisors in each area are responsible for the tags in their zone, and open tags older than 30 days are reviewed in the Monday production meeting.",
                    "The company plans to extend the routine to its two other plants in Indiana next year, and Vukovich is pushing for flow meters on each branch line so the team can see losses in real time rather than once a quarter.",
                    "“The detector paid for itself in three weeks,” she said. “The discipline is what paid for everything else.”",
                ],
                "gated-utc-crosses-midnight",
                section="Industry News",
                dek="A quarterly tag-and-fix routine found 212 leaks in the first pass; the payback came in under five months.",
                gated=True,
            )
        )
        add(
            story(
                "sponsored",
                "/sponsored/article/55301251/five-signs-your-motor-fleet-is-ready-for-condition-monitoring",
                "Five signs your motor fleet is ready for condition monitoring",
                "2026-12-02",
                "2026-12-02T16:00:00.000Z",
                "Dec. 2, 2026",
                [],
                [
                    "Most plants don’t decide to adopt condition monitoring all at once. The shift usually starts with a failure that hurt, a budget line that finally opened up, or a new reliability engineer who wants data instead of anecdotes. If you recognize several of the situations below, your motor fleet may be ready.",
                    "## 1. You’re replacing the same motors again and again",
                    "Repeat failures on the same asset are the clearest signal. When a pump motor in the same position has been rewound twice in three years, the problem is rarely the motor itself. Misalignment, soft foot, poor power quality or a process running off its design point will keep destroying bearings until someone measures what is actually happening.",
                    "## 2. Your PM schedule is built on the calendar, not on condition",
                    "Time-based lubrication and inspection routines are a reasonable starting point, but they over-maintain healthy machines and miss the ones that degrade between visits. Vibration and temperature trends let planners move effort to where it is needed.",
                    "## 3. Downtime costs are known, and they’re large",
                    "If operations can put a dollar figure on an hour of lost output for a line, the business case for monitoring the motors that feed it almost writes itself. For many continuous processes that figure runs well into five digits.",
                    "## 4. You already have the network",
                    "Wireless sensors have removed most of the installation cost that used to stall these projects. If your plant has reliable Wi-Fi or a private LTE network on the floor, battery-powered sensors can be mounted on critical motors in minutes, without new cable runs.",
                    "## 5. Someone is ready to act on the data",
                    "Monitoring only pays off when alerts lead to work orders. The plants that get the most value assign a named owner for the alarms, link them to the CMMS and review the results every month.",
                    "FIG: Wireless vibration sensor on a motor | MotorSense sensors mount on the motor housing with a stud or epoxy pad.",
                    "## Where to start",
                    "A pilot on 20 to 40 critical motors is usually enough to prove the approach. Halvorsen Drives’ MotorSense platform combines triaxial vibration and surface-temperature sensors with analytics that flag bearing wear, imbalance and looseness, and it integrates with the major CMMS packages.",
                    "Plants that start with a focused pilot typically expand to the wider fleet within 18 months, once the first avoided failures have made the case for them.",
                ],
                "brand-studio-sponsored-company-author",
                section="Sponsored",
                dek="Repeat failures, calendar-based PMs and a plant network already in place are all clues that it is time to move beyond run-to-failure.",
                sponsor="Halvorsen Drives",
            )
        )
        add(
            story(
                "labor",
                "/maintenance/article/55301188/the-maintenance-bench-is-thin-heres-how-plants-are-rebuilding-it",
                "The maintenance bench is thin. Here’s how plants are rebuilding it",
                "2026-12-03",
                "2026-12-03T16:00:00.000Z",
                "Dec. 3, 2026",
                ["Dana Okafor", "Marcus Reyes"],
                [
                    "At a corrugated packaging plant outside Greenville, S.C., the maintenance department posted an opening for an industrial electrician in March. It stayed open for 31 weeks.",
                    "“We had two applicants who could read a ladder diagram,” said plant manager Curtis Odom. “One took a job at a distribution center for a dollar more an hour before we could schedule the interview.”",
                    "Stories like Odom’s have become routine. Maintenance managers interviewed for this article, at 11 plants in food, paper, metals and chemicals, described vacancies that stay open for months, senior technicians who are counting down to retirement, and apprentices who leave once they have a license. What has changed over the past two years is that more of them have stopped waiting for the labor market to fix itself.",
                    "## Growing their own",
                    "The most common response is an in-house apprenticeship. At Carrow Foods’ snack plant in Wichita, Kan., four production operators a year are moved into a two-year program that combines paid classroom time at the local technical college with rotations through the mechanical, electrical and controls crews.",
                    "“We pick people who already know the lines and already show up,” said Tamsin Greer, the plant’s maintenance and reliability manager. “Teaching someone a VFD is easier than teaching someone to come to work.”",
                    "Carrow covers tuition and pays operators their current wage during training, with a step increase at each milestone. Of the 14 people who have started the program since 2023, 11 are still with the company.",
                    "## Splitting the work",
                    "Other plants are redesigning jobs so that scarce senior technicians spend less time on tasks that do not need them. Several managers said they have moved routine lubrication, filter changes and basic inspections to operators under autonomous maintenance programs, freeing the skilled crew for troubleshooting and planned work.",
                    "At a steel service center in Gary, Ind., the maintenance supervisor split the traditional “all-around mechanic” role into three tiers, each with its own pay band and a written list of tasks. “People can see exactly what they need to learn to move up,” he said. “Before, it was whatever the old guys decided you were ready for.”",
                    "## Capturing what the veterans know",
                    "The retirement wave is the part managers fear most. At a pulp mill in Maine, three of the five instrumentation technicians are over 60. The mill has started pairing each of them with a younger technician for every nonroutine job and recording short videos of procedures that were never written down.",
                    "“We found out the hard way that the recovery boiler startup lived in one man’s head,” said the mill’s reliability engineer, who asked that the company not be named because of ongoing labor negotiations. “Now it’s a 40-page procedure and six videos.”",
                    "## Letting software carry some of the load",
                    "Several plants are also leaning on technology to stretch thin crews, though managers were careful not to oversell it. Mobile CMMS apps that let technicians pull up drawings, past work orders and parts availability at the machine were the most widely cited tool. At Carrow, Greer said, the app cut the time new technicians spend walking back to the shop for information by roughly an hour a shift.",
                    "Remote monitoring is helping, too. A chemical plant in Texas City, Texas, that could no longer staff a full instrumentation crew on nights now has its critical analyzers and pumps watched by wireless sensors, with alerts routed to an on-call technician’s phone. “It doesn’t replace a person,” the plant’s maintenance manager said. “It tells the one person we have where to go first.”",
                    "Others are using short video calls with senior staff to guide less experienced technicians through unfamiliar repairs. One paper mill has a retired millwright on a part-time contract for exactly that purpose: he answers calls from home two days a week.",
                    "## Pay still matters",
                    "None of the managers pretended that training programs are a substitute for wages. Most said their companies had raised maintenance pay by 12% to 20% since 2023, and several now offer sign-on bonuses for licensed electricians. Some have added a fourth crew to shorten rotating shifts, a change that Odom said did more for retention than any raise.",
                    "The Greenville plant finally filled its electrician opening in October, with a technical college graduate who had completed a summer internship there. The plant now takes four interns a year.",
                ],
                "gated-feature-two-authors",
                section="Maintenance",
                dek="Apprenticeships, tiered job ladders and recorded know-how: what 11 plants are doing about the skilled-trades shortage.",
                gated=True,
            )
        )
        add(
            story(
                "interview",
                "/maintenance/article/55301140/qa-moving-a-plant-from-run-to-failure-to-condition-based-maintenance",
                "Q&A: Moving a plant from run-to-failure to condition-based maintenance",
                "2026-12-02",
                "2026-12-02T14:30:00.000Z",
                "Dec. 2, 2026",
                ["Marcus Reyes"],
                [
                    "Lorna Achebe has spent two decades in pulp and paper, the last six as director of reliability for Brightwater Paper’s three mills in Wisconsin and Michigan. She led the company’s shift from largely reactive maintenance to a program built on vibration analysis, oil analysis and thermography. Plant Systems Today asked her what worked, what didn’t and what she would do differently. The interview has been edited for length and clarity.",
                    "Q: Where did you start? || With the bad actors. We pulled five years of work orders and ranked every asset by the cost of its failures, including lost production. About 8% of the equipment accounted for more than half the reactive cost. That list became the first monitoring route, and it still drives where we spend money.",
                    "Q: Did you build the program in-house or hire it out? || Both, in stages. For the first two years a contractor ran the routes and wrote the reports, while two of our mechanics trained toward vibration analyst certification. Once they were certified, we brought the routes in-house and kept the contractor for a second opinion on the hard cases.",
                    "Q: What was the biggest obstacle? || Trust. The first time an analyst says a gearbox has six weeks left and operations has to give up a shift to change it, everyone is watching. If you’re right, you’ve built credibility. If you call it too early and the bearing looks fine when it comes out, you’ve set yourself back a year. In the beginning we only made calls we were sure of.",
                    "Q: How do you measure success? || We track the share of work orders that come from a condition finding versus a breakdown. When we started, about 70% of our maintenance hours were reactive. This year we’re at 31%. Unplanned downtime on the paper machines is down by roughly 40% over the same period.",
                    "Q: Has technology changed the program? || Wireless sensors let us put continuous monitoring on assets we used to check once a month, like the fans on the dryer section. But I’d warn people not to buy sensors first. If you don’t have someone who can interpret the data and a process for turning alerts into work, you just end up with more alarms that nobody answers.",
                    "Q: What would you tell a plant that is just starting? || Pick one area and make it a showcase. Get a few clear wins, document the money, and let the people who did the work present it to management. A good result told by a mechanic is worth more than any slide deck from me.",
                ],
                "qa-interview",
                section="Maintenance",
                dek="Brightwater Paper’s reliability director on bad actors, building trust with operations and why sensors come last.",
                tag=True,
            )
        )
        add(
            story(
                "brief",
                "/industry-news/article/55301262/brenfield-chemicals-to-close-louisiana-resin-line-by-mid-2027",
                "Brenfield Chemicals to close Louisiana resin line by mid-2027",
                "2026-12-04",
                "2026-12-04T15:05:00.000Z",
                "Dec. 4, 2026",
                [],
                [
                    "Brenfield Chemicals will shut down its phenolic resin line in Plaquemine, La., by the end of June 2027, the company said Thursday, citing weak demand from the building products market and rising feedstock costs.",
                    "About 85 employees work on the line. Brenfield said it would offer positions at its other Gulf Coast sites to as many of them as possible and provide severance to the rest.",
                    "The Plaquemine complex will continue to produce specialty adhesives and coatings resins, and the company said it plans to invest $22 million there over the next two years to expand that business.",
                    "Brenfield expects to record a pretax charge of $30 million to $35 million related to the closure, most of it in the fourth quarter of 2026.",
                ],
                "staff-brief-no-person",
                section="Industry News",
                credit="Plant Systems Today Staff",
            )
        )
        add(
            story(
                "column",
                "/maintenance/article/55301102/the-cmms-data-youre-ignoring-is-the-best-maintenance-tool-you-own",
                "The CMMS data you’re ignoring is the best maintenance tool you own",
                "2026-12-01",
                "2026-12-01T13:00:00.000Z",
                "Dec. 1, 2026",
                ["Gretchen Lindqvist"],
                [
                    "Every plant I visit has the same complaint about its computerized maintenance management system: the data is garbage. Technicians close work orders with “fixed” or “done,” failure codes are whatever came first in the drop-down list, and half the labor hours are charged to a catch-all account. So the reports are useless, and nobody trusts them.",
                    "I understand the frustration. But after 25 years of doing this work, I’ve come to believe that even bad CMMS data is more useful than most people think, and that the path to better data runs through using it, not through another cleanup project.",
                    "## Start with what is reliable",
                    "Some fields are almost always accurate because somebody cares about them. Dates are recorded automatically. Asset numbers are usually right because the work order can’t be created without one. Parts issued from the storeroom are tracked because they cost money. Those three fields alone can tell you which machines consume the most parts and which ones keep coming back.",
                    "At one food plant, a simple count of work orders per asset over two years showed that a single case packer had generated more corrective orders than the rest of the packaging hall combined. The failure codes were a mess, but the pattern was unmistakable, and it got the machine a proper root-cause study.",
                    "## Show people the reports",
                    "Technicians write “fixed” because no one has ever shown them what happens to what they write. When a supervisor puts a chart on the break-room wall showing the top ten bad actors, and explains that a better description of the cause would have helped decide which one to fix first, behavior changes. Slowly, but it changes.",
                    "I’ve also seen good results from shortening the failure-code list. A list of 140 codes guarantees that people pick the first one. A list of 12, with a free-text field for everything else, gets used.",
                    "## Don’t wait for perfect",
                    "The worst outcome is the plant that decides to fix its data before using it. Those projects take a year, they clean up the history, and within six months the new entries look exactly like the old ones, because nothing about how the data is used has changed.",
                    "Use what you have. Make the reports visible. Ask better questions of the people who close the work orders. The data will get better because people will finally see a reason for it to.",
                ],
                "column-with-bio-box",
                section="Maintenance",
                dek="Even messy work-order history can point to your worst actors, if you stop waiting for clean data and start using it.",
                kicker="Maintenance Matters",
                bio="Gretchen Lindqvist is a contributing editor of Plant Systems Today and a certified maintenance and reliability professional. She spent 18 years in maintenance leadership at food and consumer goods plants.",
                tag=True,
            )
        )
        add(
            story(
                "survey",
                "/industry-news/article/55301205/maintenance-budgets-2027-spending-rises-headcount-stays-flat",
                "Maintenance budgets 2027: Spending rises, headcount stays flat",
                "2026-12-03",
                None,
                "Dec. 3, 2026",
                ["Priya Natarajan"],
                [
                    "Plants expect to spend more on maintenance next year, but most do not expect to hire more people to do the work, according to Plant Systems Today’s annual maintenance budget survey.",
                    "Of the 612 maintenance and operations professionals who responded in October and November, 54% said their 2027 maintenance budget would be higher than this year’s, compared with 47% a year ago. Only 9% expected a cut.",
                    "At the same time, 63% said maintenance headcount at their site would stay the same, and 14% expected it to fall. Respondents pointed to the difficulty of hiring skilled technicians rather than to budget limits.",
                    "## Where the money goes",
                    "Spare parts and outside contractors remain the largest categories of planned spending. The sharpest rise was in condition-monitoring technology, where the share of respondents planning an increase nearly doubled.",
                    "T: Spending category | Plan to increase | Stay the same | Plan to decrease",
                    "T: Spare parts and MRO supplies | 48% | 41% | 11%",
                    "T: Outside contractors | 44% | 39% | 17%",
                    "T: Condition-monitoring technology | 39% | 52% | 9%",
                    "T: Training | 31% | 58% | 11%",
                    "T: CMMS and software | 27% | 64% | 9%",
                    "T: Capital equipment replacement | 35% | 45% | 20%",
                    "NOTE: Source: Plant Systems Today 2027 Maintenance Budget Survey, n=612. Percentages may not add to 100 because of rounding.",
                    "Contractor spending drew mixed answers. Several respondents wrote that they were relying on outside crews to cover vacancies they could not fill, while others said they were bringing work back in-house to control costs.",
                    "## Reactive work still dominates",
                    "Asked how their maintenance hours split, respondents estimated that 46% went to reactive work on average, down from 49% last year. Planned preventive work accounted for 38% and predictive or condition-based work for 16%.",
                    "Plants with a dedicated reliability engineer reported a markedly lower reactive share, 35% on average, than those without one, at 52%.",
                    "The full survey results, including breakdowns by industry and plant size, will be published in the January issue.",
                ],
                "survey-table-no-jsonld",
                section="Industry News",
                dek="More than half of plants plan to raise maintenance spending in 2027; few plan to add technicians.",
                tag=True,
            )
        )
        add(
            story(
                "osha",
                "/safety/article/55301077/osha-cites-kentucky-sawmill-after-second-conveyor-amputation-this-year",
                "OSHA cites Kentucky sawmill after second conveyor amputation this year",
                "2026-11-30",
                "2026-11-30T21:15:00.000Z",
                "Nov. 30, 2026",
                ["Priya Natarajan"],
                [
                    "Federal safety inspectors have cited a hardwood sawmill in eastern Kentucky for 11 violations after a worker lost part of his hand in a conveyor in June, the second amputation at the site in less than a year.",
                    "The Occupational Safety and Health Administration proposed penalties of $287,400 against Pine Hollow Lumber Co. of Jackson, Ky., including two willful citations for failing to guard the nip points of a transfer conveyor and for allowing workers to clear jams without locking out the equipment.",
                    "According to the agency, a 24-year-old employee reached into the conveyor to remove a wedged board while the chain was still running. An earlier incident in September 2025 involved the same type of conveyor on a different line, and the company’s insurer had told it to install guarding after that injury.",
                    "“Employers cannot treat a serious injury as a one-time event,” an OSHA area director said in a statement. “When the same hazard injures a second worker, it tells us the company chose not to fix it.”",
                    "## Lockout remains a top citation",
                    "Failure to control hazardous energy has been among OSHA’s ten most frequently cited standards every year for more than a decade. In sawmills, conveyors, chippers and debarkers account for a large share of amputations, because jams are frequent and clearing them quickly keeps production moving.",
                    "Safety consultants say the fix usually takes more than a written program. Plants that have reduced these injuries typically combine fixed guarding with tools designed to clear jams from outside the guard, and they make lockout fast enough that workers are not tempted to skip it.",
                    "Pine Hollow has 15 business days from receipt of the citations to comply, request an informal conference or contest the findings. The company did not respond to a request for comment before publication.",
                    "Update, Dec. 4: Pine Hollow said in a statement that it has installed guarding on all transfer conveyors at the mill and will contest the willful classification of the citations.",
                ],
                "gated-updated-date-modified",
                section="Safety",
                dek="Inspectors found unguarded nip points and workers clearing jams without lockout at Pine Hollow Lumber.",
                gated=True,
                updated="Dec. 4, 2026",
                modified="2026-12-04T16:20:00.000Z",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        title = f"{doc.title} | Plant Systems Today"
        desc = (
            doc.dek
            or self.lede(doc)
            or "Plant Systems Today covers maintenance, reliability, energy and safety for manufacturing plants."
        )
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Plant Systems Today">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@PlantSysToday">',
        ]
        if doc.is_article:
            cid = doc.path.split("/")[3]
            layer = {
                "page_type": "content",
                "content": {
                    "id": int(cid),
                    "type": "article",
                    "name": doc.title,
                    "published": doc.iso,
                    "labels": ["Sponsored"] if doc.extra.get("sponsor") else [],
                    "userRegistration": {"isCurrentlyRequired": bool(doc.extra.get("gated")), "accessLevels": []},
                },
                "channel": {"name": doc.section},
            }
            out.append(
                f"<script>window.dataLayer = window.dataLayer || []; dataLayer.push({json.dumps(layer)});</script>"
            )
            if doc.iso:
                if doc.extra.get("sponsor"):
                    author: dict[str, str] | list[dict[str, str]] = {
                        "@type": "Organization",
                        "name": doc.extra["sponsor"],
                    }
                elif doc.authors:
                    author = [
                        {"@type": "Person", "name": a, "url": self.origin + "/staff/55300012/dana-okafor"}
                        if a == "Dana Okafor"
                        else {"@type": "Person", "name": a}
                        for a in doc.authors
                    ]
                else:
                    author = {"@type": "Organization", "name": "Plant Systems Today"}
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "headline": doc.title,
                    "description": doc.dek,
                    "image": {
                        "@type": "ImageObject",
                        "url": f"https://img.plantsystemstoday.test/files/base/ebm/pst/image/2026/12/{cid}.png?auto=format%2Ccompress&w=1200",
                    },
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "Plant Systems Today",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://img.plantsystemstoday.test/files/base/ebm/pst/image/static/logo.png",
                        },
                    },
                    "isAccessibleForFree": not doc.extra.get("gated"),
                }
                out.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        link_class = 'class="site-navbar__link"'
        nav = "\n".join(f'<li class="site-navbar__item">{self.a(k, t, "nav", attrs=link_class)}</li>' for k, t in NAV)
        trending = "".join(
            f'<li class="node-list__node">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("leaks", "labor", "osha", "survey")
        )
        body_class = "content-page content--article" if doc.is_article else f"website-section-page {doc.kind}"
        return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<link rel="preconnect" href="https://img.plantsystemstoday.test">
<link rel="stylesheet" href="/dist/css/main.7f3c21a9.css">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="Plant Systems Today" href="/__rss/website-scheduled-content.xml?input=%7B%22sectionAlias%22%3A%22home%22%7D">
<style>/*PAD*/</style>
<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);}})(window,document,'script','dataLayer','GTM-PST4X2Q');</script>
</head>
<body class="{body_class}">
<div class="document-container">
<div class="ad-container ad-container--leaderboard"><div id="gpt-ad-leaderboard" data-gam-path="/21687441225/pst/leaderboard"></div></div>
<header class="site-header">
<div class="site-navbar site-navbar--secondary"><ul class="site-navbar__items"><li><a href="/subscribe">Subscribe</a></li><li><a href="/newsletters">Newsletters</a></li><li><a href="/user/login">Log in</a></li><li><a href="/user/register">Register</a></li></ul></div>
<nav class="site-navbar site-navbar--primary"><div class="site-navbar__brand">{self.a("home", "Plant Systems Today", "nav", inner='<img class="site-navbar__logo" src="https://img.plantsystemstoday.test/files/base/ebm/pst/image/static/logo.png?h=45" alt="Plant Systems Today">')}</div>
<ul class="site-navbar__items">
{nav}
</ul>
<form class="site-navbar__search" action="/search"><input name="searchQuery" type="search" placeholder="Search"><div class="site-navbar__search-popular">Popular searches: {self.a("search", "compressed air", "nav")} · <a href="/search?searchQuery=lockout">lockout</a> · <a href="/search?searchQuery=vibration">vibration</a></div></form></nav>
</header>
<main class="page-wrapper">
<div class="page-wrapper__section">
<div class="row"><div class="col-lg-8 page-wrapper__primary">
{main}
</div>
<aside class="col-lg-4 page-rail">
<div class="ad-container ad-container--rail"><div id="gpt-ad-rail-1" data-gam-path="/21687441225/pst/rail_1"></div></div>
<div class="node-list node-list--trending"><h5 class="node-list__header">Most Read</h5><ul class="node-list__nodes">{trending}</ul></div>
<div class="node-list node-list--resources"><h5 class="node-list__header">Resources</h5><ul class="node-list__nodes"><li class="node-list__node">{self.a("webinar", "Webinar: Vibration Analysis for the Rest of Us", "aside")}</li><li class="node-list__node">{self.a("whitepaper", "Whitepaper: The 2027 Guide to Lubrication Management", "aside")}</li></ul></div>
<div class="newsletter-signup newsletter-signup--rail"><h5>Get the Plant Systems Today newsletter</h5><p>Maintenance and operations news, every weekday morning.</p><form action="https://omeda.test/pst/subscribe"><input type="email" name="email" placeholder="Work email"><button>Sign up</button></form></div>
</aside></div>
</div>
</main>
<footer class="site-footer">
<div class="site-footer__section"><div class="site-footer__brand">Plant Systems Today</div><p>Plant Systems Today serves maintenance, reliability and operations professionals in manufacturing and process plants.</p></div>
<div class="site-footer__section"><ul class="site-footer__items"><li><a href="/page/about-us">About Us</a></li><li><a href="/page/contact-us">Contact Us</a></li><li><a href="/page/advertise">Advertise</a></li>{"".join(f"<li>{self.a(k, t, 'footer')}</li>" for k, t in (("events", "Events"), ("products", "Products of the Week"), ("webinar", "Webinars")))}<li><a href="https://www.endeavorbm.test/privacy-policy">Privacy Policy</a></li><li><a href="https://www.endeavorbm.test/terms-of-use">Terms of Use</a></li><li><a href="/page/do-not-sell">Do Not Sell or Share My Personal Information</a></li></ul></div>
<div class="site-footer__section site-footer__social"><a href="https://www.linkedin.com/company/plant-systems-today">LinkedIn</a> <a href="https://x.com/PlantSysToday">X</a> <a href="https://www.youtube.com/@plantsystemstoday">YouTube</a></div>
<p class="site-footer__copyright">Copyright © 2026 Endeavor Business Media, LLC. All rights reserved.</p>
</footer>
<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">We use cookies to personalize content and ads, provide social media features and analyze our traffic. You can manage your preferences at any time.</p><button id="onetrust-accept-btn-handler">Accept All Cookies</button><button id="onetrust-pc-btn-handler">Cookie Settings</button></div>
</div>
<script src="/dist/js/main.5a1e09c4.js" defer></script>
<script>window.markoWebIdentityX = {{"appId":"5f0c1e3ab2","requiredServerFields":["givenName","familyName","organization","organizationTitle","countryCode"]}};</script>
</body>
</html>"""

    def attribution(self, doc: Doc) -> str:
        if doc.extra.get("sponsor"):
            return f'<div class="page-attribution"><div class="page-attribution__content-company">{esc(doc.extra["sponsor"])}</div></div>'
        if not doc.authors:
            return f'<div class="page-attribution"><div class="page-attribution__content-authors">{esc(doc.extra.get("credit", ""))}</div></div>'
        names = []
        for a in doc.authors:
            key = STAFF[a][0]
            names.append(
                self.a(key, a, "byline", attrs='class="page-attribution__author-name"')
                if key
                else f'<span class="page-attribution__author-name">{esc(a)}</span>'
            )
        joined = " and ".join(names)
        return f'<div class="page-attribution"><div class="page-attribution__content-authors">{joined}</div></div>'

    def story_main(self, doc: Doc) -> str:
        sponsor = doc.extra.get("sponsor")
        labels = ""
        if sponsor:
            labels = f'<div class="page-contents__content-labels"><span class="content-label content-label--sponsored">Sponsored Content</span></div><div class="page-contents__sponsor"><span class="page-contents__sponsor-label">Brought to you by</span> <a href="https://www.halvorsendrives.test/?utm_source=pst&amp;utm_medium=sponsored" rel="sponsored"><img src="https://img.plantsystemstoday.test/files/base/ebm/pst/image/2026/11/halvorsen_logo.png?h=40" alt="{esc(sponsor)}">{esc(sponsor)}</a></div>'
        kicker = (
            f'<div class="page-contents__content-kicker">{esc(doc.extra["kicker"])}</div>'
            if doc.extra.get("kicker")
            else ""
        )
        dates = f'<div class="page-dates__content-published">{doc.stamp}</div>'
        if doc.extra.get("updated"):
            dates += f'<div class="page-dates__content-updated">Updated {doc.extra["updated"]}</div>'
        gated = doc.extra.get("gated")
        gate = ""
        if gated:
            gate = """<div class="content-page-gate" data-identity-x-gate="true">
<div class="content-page-gate__overlay"></div>
<div class="content-page-gate__inner"><h3 class="content-page-gate__title">Register to continue reading</h3>
<p>Join Plant Systems Today for free to keep reading this article, plus get access to our archive, webinars and whitepapers.</p>
<form class="marko-web-identity-x-form" action="/user/login"><label>Business email<input type="email" name="email" required></label><button type="submit">Continue</button></form>
<p class="content-page-gate__login">Already registered? <a href="/user/login">Log in</a></p></div>
</div>"""
        share = f'<div class="social-sharing"><a href="https://www.linkedin.com/sharing/share-offsite/?url={esc(self.url(doc.key))}" class="social-sharing__link social-sharing__link--linkedin">Share on LinkedIn</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}" class="social-sharing__link">Share on X</a> <a href="mailto:?subject={esc(doc.title)}" class="social-sharing__link">Email</a></div>'
        tags = (
            f'<div class="page-contents__content-taxonomy">Topics: {self.a("tag", "Predictive Maintenance", "content")}</div>'
            if doc.extra.get("tag")
            else ""
        )
        bio = ""
        if doc.extra.get("bio"):
            bio = f'<div class="author-bio"><h5 class="author-bio__name">About the Author</h5><div class="author-bio__text">{esc(doc.extra["bio"])}</div></div>'
        disclaimer = (
            f'<div class="page-contents__sponsored-disclaimer">This content is sponsored by {esc(sponsor)}. The editorial staff of Plant Systems Today was not involved in its creation.</div>'
            if sponsor
            else ""
        )
        related = "".join(
            f'<div class="node node--related"><div class="node__title">{self.a(k, self.docs[k].title, "related")}</div><div class="node__teaser">{esc(self.docs[k].dek)}</div></div>'
            for k in ARTS
            if k not in (doc.key, "sponsored")
        )
        sec_link = {"Industry News": "news"}.get(doc.section, "/" + doc.section.lower().replace(" ", "-"))
        body = self.blocks(doc, fig=self.fig)
        ad = '<div class="ad-container ad-container--inline"><div id="gpt-ad-inbody-1" data-gam-path="/21687441225/pst/inbody_1"></div></div>'
        parts = body.split("\n")
        if len(parts) > 4:
            parts.insert(3, ad)
        return f"""<div class="page-contents">
{labels}
<div class="page-contents__content-primary-section">{self.a(sec_link, doc.section, "breadcrumb")}</div>
{kicker}
<h1 class="page-contents__content-name">{esc(doc.title)}</h1>
<div class="page-contents__content-teaser">{esc(doc.dek)}</div>
<div class="page-attribution-wrapper">{self.attribution(doc)}<div class="page-dates">{dates}</div></div>
{share}
<div class="page-contents__content-image"><img src="https://img.plantsystemstoday.test/files/base/ebm/pst/image/2026/12/{doc.path.split("/")[3]}.png?auto=format%2Ccompress&amp;fit=crop&amp;h=556&amp;w=1000" alt="" width="1000" height="556"></div>
<div class="page-contents__content-body page-contents__content-body--article{" page-contents__content-body--gated" if gated else ""}">
{chr(10).join(parts)}
</div>
{gate}
{disclaimer}
{bio}
{tags}
</div>
<div class="node-list node-list--related"><h5 class="node-list__header">Related</h5>{related}</div>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="image-with-caption"><img src="https://img.plantsystemstoday.test/files/base/ebm/pst/image/2026/12/{zlib.crc32(alt.encode()) % 99991}.jpg" alt="{esc(alt)}"><figcaption class="image-with-caption__caption">{esc(cap)}</figcaption></figure>'

    def node(self, k: str) -> str:
        d = self.docs[k]
        label = '<div class="node__labels">Sponsored</div>' if d.extra.get("sponsor") else ""
        by = ", ".join(d.authors) if d.authors else d.extra.get("sponsor", d.extra.get("credit", ""))
        return f"""<div class="node node--card">{label}<div class="node__image">{self.a(k, d.title, "content", inner=f'<img src="https://img.plantsystemstoday.test/files/base/ebm/pst/image/2026/12/{d.path.split("/")[3]}.png?h=180&amp;w=320" alt="">')}</div>
<div class="node__body"><div class="node__section">{esc(d.section)}</div><h5 class="node__title">{self.a(k, d.title, "content")}</h5><div class="node__teaser">{esc(d.dek)}</div><div class="node__footer"><span class="node__author">{esc(by)}</span> <span class="node__published">{d.stamp}</span></div></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        nodes = "\n".join(self.node(k) for k in doc.extra["list"])
        head = f'<h1 class="page-wrapper__title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="sr-only">Plant Systems Today</h1>'
            extra = f"""<div class="section-block section-block--resources"><h4>Upcoming Webinars</h4><p>{self.a("webinar", "Vibration Analysis for the Rest of Us: Reading Spectra Without a PhD", "content")} <span>Dec. 10, 2026</span></p>
<h4>Whitepapers</h4><p>{self.a("whitepaper", "The 2027 Guide to Lubrication Management", "content")}</p>
<h4>Products</h4><p>{self.a("products", "Products of the Week: Dec. 4, 2026", "content")}</p>
<h4>Events</h4><p>{self.a("events", "See all upcoming events", "content")}</p>
<h4>Topics</h4><p>{self.a("tag", "Predictive Maintenance", "content")} · <a href="/energy-management/compressed-air">Compressed Air</a> · <a href="/safety/lockout-tagout">Lockout/Tagout</a></p>
<h4>Our Editors</h4><p>{self.a("author", "Dana Okafor", "content")} · <a href="/staff/55300014/marcus-reyes">Marcus Reyes</a></p></div>"""
        elif doc.kind == "author":
            head = f'<div class="author-profile"><h1 class="page-wrapper__title">{esc(doc.title)}</h1><div class="author-profile__title">Senior Editor</div><p class="author-profile__bio">Dana Okafor covers energy management, compressed air and plant operations for Plant Systems Today. She joined the magazine in 2019 after a decade as a process engineer in the automotive supply chain.</p><p><a href="mailto:dokafor@plantsystemstoday.test">dokafor@plantsystemstoday.test</a> · <a href="https://www.linkedin.com/in/danaokafor-pst">LinkedIn</a></p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-wrapper__title">Search</h1><form action="/search"><input name="searchQuery" value="{esc(doc.extra["query"])}"><button>Search</button></form><p class="search-results__count">Showing 1-{len(doc.extra["list"])} of {len(doc.extra["list"])} results for “{esc(doc.extra["query"])}”</p><div class="search-filters"><a href="/search?searchQuery=compressed%20air&amp;contentTypes=Article">Articles</a> <a href="/search?searchQuery=compressed%20air&amp;contentTypes=Webinar">Webinars</a></div>'
        elif doc.kind == "tag":
            head = f'<div class="breadcrumbs"><a href="/maintenance">Maintenance</a> / </div><h1 class="page-wrapper__title">{esc(doc.title)}</h1><p class="section-description">Vibration analysis, oil analysis, thermography and the programs that turn condition data into planned work.</p>'
        pager = ""
        if doc.extra.get("more"):
            next_class = 'class="pagination__next"'
            pager = f'<nav class="pagination">{self.a(doc.extra["more"], "Load More", "pagination", attrs=next_class)}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "Previous", "pagination")} <span>Page 2</span> <a href="/industry-news?page=3">Next</a></nav>'
        return f'<div class="page-wrapper__listing">{head}\n<div class="node-list node-list--cards">\n{nodes}\n</div>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        if doc.kind == "webinar":
            return f"""<div class="page-contents page-contents--webinar"><div class="page-contents__content-labels"><span class="content-label">Webinar</span></div>
<h1 class="page-contents__content-name">{esc(doc.title)}</h1>
<div class="webinar-details"><span class="webinar-details__start">Dec. 10, 2026 1:00 PM CST</span></div>
<div class="page-contents__content-body">{body}</div>
<div class="webinar-registration"><h3>Register for this webinar</h3><form class="marko-web-identity-x-form" action="https://webinars.plantsystemstoday.test/register/55301260"><label>First name<input name="givenName"></label><label>Last name<input name="familyName"></label><label>Business email<input type="email" name="email"></label><label>Company<input name="organization"></label><label>Job title<input name="organizationTitle"></label><button type="submit">Register Now</button></form></div></div>"""
        if doc.kind == "whitepaper":
            return f"""<div class="page-contents page-contents--whitepaper"><div class="page-contents__content-labels"><span class="content-label">Whitepaper</span></div>
<h1 class="page-contents__content-name">{esc(doc.title)}</h1>
<div class="page-contents__content-image"><img src="https://img.plantsystemstoday.test/files/base/ebm/pst/document/2026/11/lube_guide_cover.png" alt="Guide cover"></div>
<div class="page-contents__content-body">{body}</div>
<div class="whitepaper-download"><form class="marko-web-identity-x-form" action="/whitepapers/download/55301265"><label>Business email<input type="email" name="email"></label><label>Company<input name="organization"></label><label>Country<select name="countryCode"><option>United States</option><option>Canada</option><option>Mexico</option></select></label><label><input type="checkbox" name="consent"> I agree to share my information with Veltrona Lubricants.</label><button>Download Now</button></form></div></div>"""
        if doc.kind == "products":
            return f"""<div class="page-contents page-contents--gallery"><div class="page-contents__content-primary-section"><a href="/products">Products</a></div>
<h1 class="page-contents__content-name">{esc(doc.title)}</h1>
<div class="page-dates"><div class="page-dates__content-published">Dec. 4, 2026</div></div>
<div class="page-contents__content-body">{body.replace("</h3>", '</h3><a class="product-link" href="https://www.plantsystemstoday.test/go/vendor" rel="sponsored">Learn more</a>')}</div></div>"""
        if doc.kind == "events":
            return f'<div class="page-contents page-contents--events"><h1 class="page-wrapper__title">{esc(doc.title)}</h1><p>Conferences, trade shows, workshops and webinars for plant professionals.</p><div class="event-calendar">{body}</div><p><a href="/page/submit-an-event">Submit an event</a></p></div>'
        return f'<div class="page-contents"><h1>{esc(doc.title)}</h1>{body}</div>'
