# ruff: noqa: E501 (page texts and markup are long literal lines)
"""GOV.TEST: a central-government publishing site modelled on GOV.UK (govuk-frontend classes `govuk-template`,
`gem-c-title`, `gem-c-lead-paragraph`, `gem-c-metadata`, `govuk-govspeak`; `govuk:*` metas with
`govuk:first-published-at` and `govuk:public-updated-at` in +00:00; a `NewsArticle` JSON-LD whose `author` is the
department as an Organization; URLs `/government/news/<slug>`, `/government/speeches/<slug>`,
`/government/consultations/<slug>`, `/government/statistics/<slug>`, `/government/publications/<slug>`,
`/government/collections/<slug>`, `/guidance/<slug>`, the finder `/search/news-and-communications?page=2`,
`/search/all?keywords=`), English (UK), UTF-8. Pages print "From: Department for …", "Published 4 December 2026"
and sometimes "Last updated 5 December 2026"; the label is the first publication day. No person is credited on
press releases and news stories (authors empty). The speech transcript is an article credited to the minister who
gave it (honorifics "The Rt Hon" and "MP" dropped), dated by its "Published" line, not its "Delivered on" line. The
consultation, the statistics release landing page, the guidance, the collection and a corporate report's PDF
landing page are not articles."""

from __future__ import annotations

import json
import zlib

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["flood", "heat", "speech", "ferry", "towns", "apprentices", "wind", "review"]
DCC = "Department for Coastal Communities"
DEN = "Department for Energy Networks"
CRA = "Coastal Resilience Agency"
ORG_SLUG = {
    DCC: "department-for-coastal-communities",
    DEN: "department-for-energy-networks",
    CRA: "coastal-resilience-agency",
}
CLS = 'class="govuk-link"'
NEXT = 'class="govuk-link govuk-pagination__link" rel="next"'
PREV = 'class="govuk-link govuk-pagination__link" rel="prev"'
TYPE_LABEL = {"press_release": "Press release", "news_story": "News story", "speech": "Speech"}


class GovTest(Base):
    origin = "https://www.gov.test"
    name = "GOV.TEST"
    prefix = "gov"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "gov",
            [
                ".govuk-header__container",
                ".gem-c-title__text",
                ".gem-c-metadata__definition",
                ".govuk-govspeak",
                ".gem-c-related-navigation",
                ".govuk-footer__meta",
                ".gem-c-document-list__item",
                ".gem-c-attachment",
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
                "GOV.TEST",
                "govuk-like-homepage",
                list=["flood", "heat", "speech", "ferry"],
            )
        )
        add(
            page(
                "finder",
                "/search/news-and-communications",
                "section",
                "News and communications",
                "finder-news-and-communications",
                list=["flood", "heat", "speech", "ferry", "towns"],
                more="finder2",
            )
        )
        add(
            page(
                "finder2",
                "/search/news-and-communications?page=2",
                "section",
                "News and communications",
                "finder-page2",
                list=["apprentices", "wind", "review"],
            )
        )
        add(
            page(
                "topic",
                "/coastal-communities",
                "tag",
                "Coastal communities",
                "topic-taxonomy-page",
                list=["flood", "towns", "apprentices", "review"],
            )
        )
        add(
            page(
                "person",
                "/government/people/helen-marsh",
                "author",
                "The Rt Hon Helen Marsh MP",
                "minister-person-page",
                list=["speech", "flood", "wind"],
            )
        )
        add(
            page(
                "search",
                "/search/all?keywords=flood",
                "search",
                "Search",
                "site-search-all",
                list=["flood", "consultation", "guidance"],
            )
        )
        add(
            page(
                "consultation",
                "/government/consultations/future-funding-for-coastal-erosion-schemes",
                "consultation",
                "Future funding for coastal erosion schemes",
                "open-consultation",
                [
                    "This consultation closes at 11:59pm on 26 February 2027",
                    "## Summary",
                    "We are seeking views on how government funding for coastal erosion and flood protection schemes should be allocated from 2028 onwards, including a proposed new formula that gives greater weight to communities with high levels of deprivation.",
                    "## Consultation description",
                    "The current partnership funding rules were introduced in 2011. This consultation sets out options to simplify them, to allow funding for relocating homes and businesses where defending the coastline is no longer affordable, and to give local authorities more certainty through five-year allocations.",
                    "We would particularly like to hear from local authorities, internal drainage boards, landowners, businesses and residents in coastal areas.",
                    "## Ways to respond",
                    "Respond online using the consultation questionnaire, or email coastalfunding@coastal-communities.gov.test. You can also write to: Coastal Funding Consultation, Department for Coastal Communities, 2 Marsham Street, London SW1P 4DF.",
                ],
            )
        )
        add(
            page(
                "statistics",
                "/government/statistics/coastal-towns-economic-indicators-december-2026",
                "statistics",
                "Coastal towns economic indicators: December 2026",
                "official-statistics-landing",
                [
                    "Official Statistics",
                    "## Documents",
                    "Coastal towns economic indicators: December 2026 (HTML)",
                    "Coastal towns economic indicators: data tables (ODS, 412 KB)",
                    "## Details",
                    "Quarterly indicators of employment, earnings, business births and deaths, and visitor spending for 98 coastal towns in England. This release covers the period July to September 2026.",
                    "These statistics are released at 9:30am on the day of publication in line with the Code of Practice for Statistics. Pre-release access has been granted to the officials and ministers listed in the pre-release access list.",
                    "Next release: March 2027 (provisional).",
                    "Statistician: Dr Fiona Gale. Email: coastal.statistics@coastal-communities.gov.test",
                ],
            )
        )
        add(
            page(
                "guidance",
                "/guidance/apply-for-a-coastal-resilience-grant",
                "guidance",
                "Apply for a coastal resilience grant",
                "guidance-contents-steps",
                [
                    "How local authorities and community groups can apply for funding to protect homes, businesses and infrastructure from coastal flooding and erosion.",
                    "## Who can apply",
                    "- county, district and unitary councils in England with a coastline or tidal estuary",
                    "- internal drainage boards",
                    "- community interest companies and registered charities working with a council partner",
                    "## What you can get",
                    "Grants range from £50,000 to £5 million. Projects over £1 million must have an outline business case approved by the Coastal Resilience Agency before you apply.",
                    "## How to apply",
                    "OL: Check your project is eligible using the eligibility checker.",
                    "OL: Download and complete the application form and the project cost template.",
                    "OL: Send both documents to grants@coastal-resilience.gov.test by 31 March 2027.",
                    "You will usually get a decision within 12 weeks.",
                    "## Get help",
                    "Contact the grants team on 0300 123 4567, Monday to Friday, 9am to 5pm. Find out about call charges.",
                ],
            )
        )
        add(
            page(
                "collection",
                "/government/collections/seaside-towns-fund",
                "collection",
                "Seaside Towns Fund",
                "document-collection",
                list=["towns", "speech", "flood"],
                intro="Information about the Seaside Towns Fund, including the places selected, guidance for applicants and announcements.",
            )
        )
        add(
            page(
                "report",
                "/government/publications/department-for-coastal-communities-annual-report-and-accounts-2025-to-2026",
                "document",
                "Department for Coastal Communities annual report and accounts 2025 to 2026",
                "corporate-report-pdf-landing",
                [
                    "## Details",
                    "The annual report sets out the department's performance against its objectives in the financial year 2025 to 2026, including progress on the Seaside Towns Fund and coastal flood defences, and its audited financial statements.",
                    "Laid before Parliament on 2 December 2026 under section 6 of the Government Resources and Accounts Act 2000.",
                ],
                pdf=(
                    "Department for Coastal Communities annual report and accounts 2025 to 2026",
                    "PDF, 3.1 MB, 148 pages",
                    "HC 412",
                ),
            )
        )
        add(
            story(
                "flood",
                "/government/news/120-million-to-protect-18000-homes-from-coastal-flooding",
                "\u00a3120 million to protect 18,000 homes from coastal flooding",
                "2026-12-04",
                "2026-12-04T00:01:00.000+00:00",
                "4 December 2026",
                [],
                [
                    "More than 18,000 homes and 2,400 businesses along England's east and south coasts will be better protected from flooding and erosion after the government today (4 December) confirmed \u00a3120 million for 37 new coastal defence schemes.",
                    "The funding, allocated through the Coastal Resilience Agency, will pay for new sea walls, beach recharge, rock armour and natural flood management projects in places including Skegness, Great Yarmouth, Lowestoft, Hastings and Weymouth. Construction on the first schemes is expected to begin in spring 2027.",
                    "The schemes were chosen based on the number of properties protected, the risk to critical infrastructure such as roads and water treatment works, and the level of deprivation in the communities affected.",
                    "Coastal Communities Secretary Helen Marsh said:",
                    "\u201cFor too many families on our coasts, every winter storm brings the fear of water coming through the front door. This investment will give thousands of households the protection and peace of mind they deserve.",
                    "\u201cWe are also changing how we fund these schemes so that places with the greatest need, not just those with the deepest pockets, get the defences they require.\u201d",
                    "Chief Executive of the Coastal Resilience Agency, Mark Ellison, said:",
                    "\u201cThese schemes have been designed with local communities and will make a real difference to people's lives. We will now work with councils to get spades in the ground as quickly as possible.\u201d",
                    "Today's announcement follows the launch of a [[consultation|consultation on future funding for coastal erosion schemes]], which closes on 26 February 2027.",
                    "## Notes to editors",
                    "- The full list of 37 schemes and the funding allocated to each is available on the Coastal Resilience Agency's website.",
                    "- The \u00a3120 million is part of the \u00a32.1 billion coastal flood and erosion programme for 2025 to 2031.",
                    "- Local authorities can find out how to bid for future rounds in the guidance [[guidance|Apply for a coastal resilience grant]].",
                ],
                "press-release-quotes-notes-to-editors",
                orgs=[DCC, CRA],
                doctype="press_release",
                dek="37 new coastal defence schemes will better protect homes and businesses from flooding and erosion.",
                lang_cy=True,
            )
        )
        add(
            story(
                "heat",
                "/government/news/off-grid-households-to-get-heat-pump-grants-of-up-to-9000",
                "Off-grid households to get heat pump grants of up to \u00a39,000",
                "2026-12-04",
                "2026-12-04T00:01:00.000+00:00",
                "4 December 2026",
                [],
                [
                    "Households in rural villages that are not connected to the gas grid will be able to apply for grants of up to \u00a39,000 to replace oil and LPG boilers with heat pumps, under plans announced today.",
                    "The Off-Grid Heat Grant will open for applications in April 2027 and is expected to help around 40,000 homes over three years. Around 1.1 million homes in England are not connected to the gas network, and most rely on heating oil, which has seen some of the sharpest price rises of any household fuel in recent years.",
                    "Grants of up to \u00a37,500 will be available for air source heat pumps and up to \u00a39,000 for ground source heat pumps. Households on means-tested benefits will also be able to claim up to \u00a32,000 towards insulation work needed before a heat pump can be installed.",
                    "Energy Networks Minister Rajiv Anand said:",
                    "\u201cFamilies in rural areas have too often been left behind when it comes to help with their energy bills. These grants will help them move away from expensive heating oil to cleaner, cheaper heat.\u201d",
                    "The scheme will be run by local installers certified under the Microgeneration Certification Scheme, who will apply for the grant on the householder's behalf. Homeowners and landlords will be able to check their eligibility online from January.",
                    "## Eligibility",
                    "To qualify, a property must:",
                    "- be in England and not connected to the mains gas grid",
                    "- currently be heated by oil, LPG, solid fuel or direct electric heating",
                    "- have a valid Energy Performance Certificate with no outstanding recommendations for loft or cavity wall insulation",
                    "Further details of the scheme will be published in the new year.",
                ],
                "press-release-other-department-embargo-0001",
                orgs=[DEN],
                doctype="press_release",
                dek="Grants to replace oil and LPG boilers will open in April 2027 for homes off the gas grid.",
            )
        )
        add(
            story(
                "speech",
                "/government/speeches/coastal-communities-secretarys-speech-to-the-seaside-towns-summit",
                "Coastal Communities Secretary's speech to the Seaside Towns Summit",
                "2026-12-04",
                "2026-12-04T10:15:00.000+00:00",
                "4 December 2026",
                ["Helen Marsh"],
                [
                    "Thank you, and good morning. It is a real pleasure to be back in Skegness, and to see so many council leaders, business owners and community organisers in one room.",
                    "I want to start with a confession. When I became Secretary of State, I was handed a thick folder of reports about seaside towns. Many of them said the same things. Our coastal towns have lower wages, poorer health and fewer young people than the rest of the country. Many have beautiful Victorian high streets and empty shops. Many feel that decisions are made about them, far away, by people who have never walked along their promenades.",
                    "Those reports were right about the problems. But most of them were wrong about the solutions. They assumed that what coastal towns needed was a plan written in Whitehall. What you have told me, in every town I have visited this year, is that you need the money and the freedom to write your own.",
                    "So today I want to set out three things we are doing differently.",
                    "First, funding that lasts. Too many good projects in this country have died because funding ran out after a year or two, just as they were starting to work. From April, the Seaside Towns Fund will give each of the first 12 places a settlement for five years, not one. You will know what you have, and you will be able to plan.",
                    "Second, fewer strings. We are scrapping 14 separate reporting requirements that councils told us were a waste of their time. Instead, each place will agree a small number of outcomes with us, and we will judge success on those. If you want to spend money on a skills centre rather than a new bandstand, that is your decision, not mine.",
                    "Third, protection from the sea itself. There is no point regenerating a high street that floods every other winter. That is why, alongside this summit, we have confirmed \u00a3120 million for 37 new coastal defence schemes, protecting more than 18,000 homes, including here in Lincolnshire.",
                    "I know that none of this will transform a town overnight. Regeneration is slow. It is built one business, one apprenticeship, one restored building at a time. But I have seen what is possible. In Morecambe I met a young woman who had just opened her third caf\u00e9. In Redcar I met engineers training the next generation of offshore wind technicians. In Hastings I met volunteers who had turned a derelict pier building into a community arts space.",
                    "They did not wait for permission. Our job in government is to get out of their way, and to back them when they need it.",
                    "Before I finish, I want to say a word to young people growing up in coastal towns. For too long, the message you have heard is that to get on, you have to get out. I want you to know that there is a future for you here, in the industries of the future: in clean energy, in marine engineering, in tourism and the creative industries. We will help you build it.",
                    "Thank you.",
                ],
                "speech-transcript-minister-credited-delivered-day-before",
                orgs=[DCC],
                doctype="speech",
                dek="Helen Marsh sets out new long-term funding and fewer reporting requirements for seaside towns.",
                speaker="The Rt Hon Helen Marsh MP",
                delivered="3 December 2026 (Transcript of the speech, exactly as it was delivered)",
                location="Grand Pavilion, Skegness",
            )
        )
        add(
            story(
                "ferry",
                "/government/news/harbour-operators-invited-to-bid-for-45-million-upgrade-fund",
                "Harbour operators invited to bid for \u00a345 million upgrade fund",
                "2026-12-03",
                "2026-12-03T09:30:00.000+00:00",
                "3 December 2026",
                [],
                [
                    "Harbour authorities and ferry operators serving island and remote coastal communities can now bid for a share of a \u00a345 million fund to upgrade piers, slipways and passenger facilities.",
                    "The Lifeline Harbours Fund will support projects that improve the reliability and accessibility of ferry services, including new linkspans, sheltered waiting areas and shore power connections that allow vessels to switch off their engines while in port.",
                    "Bids of between \u00a3250,000 and \u00a38 million will be considered. Applicants will need to show how their project will reduce cancellations, improve access for disabled passengers or cut emissions, and must provide at least 10% of the project cost from other sources.",
                    "The fund will prioritise harbours where ferry services are the only practical year-round link to the mainland.",
                    "Maritime and Coastal Transport Minister Owen Pryor said:",
                    "\u201cFor island communities, a cancelled ferry can mean a missed hospital appointment, a lost day's trade or a child who cannot get to school. This fund will help make sure these lifeline services are fit for the decades ahead.\u201d",
                    "Around 70 harbours in England currently provide ferry links to islands or to coastal communities that are cut off by estuaries or poor roads. Many of their piers and slipways were built more than a century ago and have become harder to maintain as vessels have grown larger and winter storms more frequent.",
                    "Last winter, more than 1,900 scheduled sailings to English islands were cancelled, around a third of them because of problems with harbour infrastructure rather than the weather or the vessels themselves.",
                    "Operators will be able to bid for design work as well as construction, so that smaller harbour authorities without in-house engineering teams are not put at a disadvantage. The department will also run a series of online workshops for prospective applicants in January.",
                    "The deadline for bids is 12 March 2027. Successful projects will be announced in summer 2027.",
                    "NOTE: Update, 4 December 2026: this press release was updated to correct the minimum contribution from other sources, which is 10% and not 15% as originally stated.",
                ],
                "press-release-last-updated-next-day-correction",
                orgs=[DCC],
                doctype="press_release",
                dek="A new \u00a345 million fund will improve piers, slipways and passenger facilities for island and remote ferry services.",
                updated="4 December 2026",
                updated_iso="2026-12-04T11:02:00.000+00:00",
            )
        )
        add(
            story(
                "towns",
                "/government/news/seaside-towns-fund-first-12-places-named",
                "Seaside Towns Fund: first 12 places named",
                "2026-12-02",
                "2026-12-02T10:00:00.000+00:00",
                "2 December 2026",
                [],
                [
                    "Twelve coastal towns in England will share \u00a360 million from the first round of the Seaside Towns Fund, the government announced today.",
                    "The towns were selected using an index of need that combines measures of income, health, skills, housing quality and population change, followed by an assessment of local plans submitted by councils over the summer.",
                    "T: Town | Council | Five-year allocation",
                    "T: Skegness | East Lindsey | \u00a36.2 million",
                    "T: Great Yarmouth | Great Yarmouth | \u00a36.0 million",
                    "T: Clacton-on-Sea | Tendring | \u00a35.8 million",
                    "T: Blackpool | Blackpool | \u00a35.6 million",
                    "T: Margate | Thanet | \u00a35.1 million",
                    "T: Hastings | Hastings | \u00a35.0 million",
                    "T: Redcar | Redcar and Cleveland | \u00a34.8 million",
                    "T: Morecambe | Lancaster | \u00a34.6 million",
                    "T: Bridlington | East Riding of Yorkshire | \u00a34.4 million",
                    "T: Ilfracombe | North Devon | \u00a34.3 million",
                    "T: Whitby | North Yorkshire | \u00a34.2 million",
                    "T: Weymouth | Dorset | \u00a34.0 million",
                    "Each place will receive its allocation over five years from April 2027 and will agree a short set of outcomes with the department, in place of the detailed reporting required under previous programmes.",
                    "Councils will be free to spend the money on the priorities set out in their local plans. Proposals submitted so far include restoring historic seafront buildings, converting empty shops into workspaces and training centres, improving rail and bus links, and supporting year-round tourism.",
                    "Coastal Communities Secretary Helen Marsh said:",
                    "\u201cThese towns have waited a long time for a fair deal. Five years of certain funding, with the freedom to decide how to spend it, will let local leaders plan properly for the first time in a generation.\u201d",
                    "Councillor Janet Aldridge, leader of East Lindsey District Council, said:",
                    "\u201cThis is fantastic news for Skegness. Our plan has been shaped by the people who live and work here, and this funding means we can finally start delivering it.\u201d",
                    "A second round, open to a further 20 towns, will launch in spring 2027. Councils that were not successful in the first round will be offered feedback on their plans.",
                ],
                "news-story-allocations-table",
                orgs=[DCC],
                doctype="news_story",
                dek="Twelve coastal towns will share \u00a360 million over five years from the first round of the fund.",
            )
        )
        add(
            story(
                "apprentices",
                "/government/news/record-number-of-apprentices-start-in-coastal-towns",
                "Record number of apprentices start training in coastal towns",
                "2026-12-02",
                "2026-12-02T14:20:00.000+00:00",
                "2 December 2026",
                [],
                [
                    "More young people in England's coastal towns started apprenticeships in the last academic year than at any time since records began, new figures show.",
                    "A total of 31,420 people living in coastal local authority areas started an apprenticeship in the 2025 to 2026 academic year, up 9% on the previous year. Starts by people aged under 25 rose by 12%.",
                    "The largest increases were in engineering and manufacturing, driven in part by demand from the offshore wind industry, and in health and social care.",
                    "T: Sector | Starts 2024 to 2025 | Starts 2025 to 2026 | Change",
                    "T: Engineering and manufacturing | 6,210 | 7,340 | +18%",
                    "T: Health and social care | 7,880 | 8,650 | +10%",
                    "T: Business and administration | 5,940 | 6,020 | +1%",
                    "T: Construction | 3,720 | 4,110 | +10%",
                    "T: Hospitality and tourism | 2,950 | 3,180 | +8%",
                    "T: Other | 2,130 | 2,120 | 0%",
                    "The figures are published alongside the department's quarterly [[statistics|coastal towns economic indicators]].",
                    "Employers in coastal areas can get extra support, including a \u00a31,500 payment for each apprentice aged 16 to 24 they take on, through the Coastal Skills Incentive, which has been extended until March 2028.",
                    "Skills Minister Priya Lawson said:",
                    "\u201cThese figures show that young people in our coastal towns want to build careers where they live, and that employers are ready to train them. Apprenticeships in offshore wind, engineering and care are giving them the chance to do exactly that.\u201d",
                    "The number of employers in coastal areas taking on an apprentice for the first time rose to 2,870, an increase of 14%. Small firms with fewer than 50 employees accounted for almost two-thirds of them.",
                    "Completion rates also improved, with 58% of apprentices in coastal areas completing their programme, up from 54% the year before, although this remains slightly below the national average.",
                ],
                "news-story-stats-table",
                orgs=[DCC],
                doctype="news_story",
                dek="Apprenticeship starts in coastal areas rose 9% last year, with the biggest increases in engineering and care.",
            )
        )
        add(
            story(
                "wind",
                "/government/news/minister-opens-offshore-wind-training-centre-in-grimsby",
                "Minister opens offshore wind training centre in Grimsby",
                "2026-12-01",
                "2026-12-01T13:45:00.000+00:00",
                "1 December 2026",
                [],
                [
                    "A new training centre that will prepare up to 600 people a year for jobs in the offshore wind industry has been opened in Grimsby by Coastal Communities Secretary Helen Marsh.",
                    "The Humber Offshore Skills Centre, built on the site of a former fish processing plant on the docks, includes a sea survival pool, a climbing tower that replicates the inside of a turbine, and workshops for electrical and mechanical maintenance.",
                    "FIG: The climbing tower at the Humber Offshore Skills Centre | Trainees use the centre's 30-metre climbing tower, which replicates the inside of a wind turbine.",
                    "The centre received \u00a38.5 million from the department's Coastal Skills Programme, with the rest of the \u00a314 million cost met by North East Lincolnshire Council and three wind farm operators.",
                    "Courses will range from two-day safety certificates to two-year apprenticeships, and places will be prioritised for people living within 30 miles of the Humber.",
                    "Helen Marsh said:",
                    "\u201cGrimsby built its wealth on the sea once, and it is doing so again. This centre means young people here can train for well-paid, skilled jobs without having to leave the town they grew up in.\u201d",
                    "During her visit, the Secretary of State toured the workshops and met some of the first instructors, several of whom previously worked on offshore installations in the North Sea oil and gas industry.",
                    "The Humber is already home to one of the largest concentrations of offshore wind farms in the world, and industry estimates suggest the region will need around 4,000 additional skilled workers by 2030 to build, operate and maintain new turbines.",
                    "The centre will also run short courses for people changing careers, including former fishing crew and armed forces leavers, with funding available to cover course fees for those who are unemployed.",
                    "The first trainees will start courses in January.",
                ],
                "news-story-photo-caption",
                orgs=[DCC],
                doctype="news_story",
                dek="The Humber Offshore Skills Centre will train up to 600 people a year for jobs in offshore wind.",
            )
        )
        add(
            story(
                "review",
                "/government/news/harbour-governance-review-terms-of-reference-published",
                "Harbour governance review: terms of reference published",
                "2026-11-30",
                "2026-11-30T11:00:00.000+00:00",
                "30 November 2026",
                [],
                [
                    "The terms of reference for an independent review of how England's trust ports are governed have been published today.",
                    "The review, led by former harbour master Catherine Doyle, will look at how trust port boards are appointed, how they account for their decisions to local communities and whether the current guidance is fit for purpose.",
                    "It will report to ministers by September 2027. Harbour users, port staff and local residents will be able to submit evidence from January.",
                ],
                "short-news-story-three-paragraphs",
                orgs=[DCC],
                doctype="news_story",
                dek="An independent review will examine how trust ports are governed and held to account.",
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        head = [
            f"<title>{esc(doc.title)} - GOV.TEST</title>"
            if doc.key != "home"
            else "<title>Welcome to GOV.TEST</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="GOV.TEST">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta name="twitter:card" content="summary">',
        ]
        cid = f"{zlib.crc32(doc.key.encode()):08x}-2e7c-4b1a-9f3d-{zlib.crc32(doc.path.encode()):08x}0c4e"
        schema = doc.extra.get("doctype") or {
            "home": "homepage",
            "finder": "finder",
            "finder2": "finder",
            "search": "finder",
        }.get(doc.key, doc.kind)
        head += [
            f'<meta name="govuk:content-id" content="{cid}">',
            f'<meta name="govuk:schema-name" content="{"news_article" if doc.extra.get("doctype") in ("press_release", "news_story") else schema}">',
            f'<meta name="govuk:format" content="{schema}">',
            '<meta name="govuk:publishing-app" content="whitehall">',
            '<meta name="govuk:rendering-app" content="frontend">',
        ]
        if doc.is_article:
            head += [
                f'<meta name="govuk:first-published-at" content="{doc.iso}">',
                f'<meta name="govuk:public-updated-at" content="{doc.extra.get("updated_iso", doc.iso)}">',
                f'<meta name="govuk:updated-at" content="{doc.extra.get("updated_iso", doc.iso).replace(":00.000", ":41.218")}">',
                f'<meta name="govuk:primary-publishing-organisation" content="{esc(doc.extra["orgs"][0])}">',
                f'<meta name="description" content="{esc(doc.dek)}">',
                f'<meta property="og:description" content="{esc(doc.dek)}">',
                '<meta property="og:type" content="article">',
                f'<script type="application/ld+json">{json.dumps(self.ld(doc))}</script>',
            ]
        elif doc.kind in ("consultation", "statistics", "document", "guidance"):
            head.append(f'<meta name="govuk:first-published-at" content="{self.first_published(doc)}">')
        return f"""<!DOCTYPE html>
<html lang="en" class="govuk-template govuk-template--rebranded">
<head>
<meta charset="utf-8">
{chr(10).join(head)}
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#1d70b8">
<link rel="icon" sizes="48x48" href="/assets/static/favicon-f54816fc15997bd42cd90e4c50b896a1fc098c0c32957d4e5effbfa9f9b35e53.ico">
<link rel="stylesheet" href="/assets/frontend/application-7c1f0d2e.css" media="all">
<style>/*PAD*/</style>
<script type="module" src="/assets/static/govuk_publishing_components/load-analytics-8b9e4d31.js"></script>
</head>
<body class="gem-c-layout-for-public govuk-template__body">
<script>document.body.className += ' js-enabled' + ('noModule' in HTMLScriptElement.prototype ? ' govuk-frontend-supported' : '');</script>
<div id="global-cookie-message" class="gem-c-cookie-banner govuk-clearfix" data-module="cookie-banner" role="region" aria-label="Cookies on GOV.TEST"><div class="govuk-cookie-banner"><h2 class="govuk-cookie-banner__heading govuk-heading-m">Cookies on GOV.TEST</h2><p class="govuk-body">We use some essential cookies to make this website work.</p><p class="govuk-body">We'd like to set additional cookies to understand how you use GOV.TEST, remember your settings and improve government services.</p><button class="govuk-button" type="submit" data-accept-cookies="true">Accept additional cookies</button> <button class="govuk-button" type="submit" data-reject-cookies="true">Reject additional cookies</button> <a class="govuk-link" href="/help/cookies">View cookies</a></div></div>
<a href="#content" class="gem-c-skip-link govuk-skip-link">Skip to main content</a>
<header role="banner" class="gem-c-layout-super-navigation-header"><div class="govuk-header__container govuk-width-container">{self.a("home", "GOV.TEST", "nav", 'class="govuk-header__link govuk-header__link--homepage"')}<nav aria-labelledby="super-navigation-menu-heading" class="gem-c-layout-super-navigation-header__content"><ul><li>{self.a("topic", "Topics", "nav")}</li><li><a href="/government/organisations">Government activity</a></li><li>{self.a("finder", "News and communications", "nav")}</li><li>{self.a("search", "Search GOV.TEST", "nav")}</li></ul></nav></div></header>
<div class="govuk-width-container">
<div class="gem-c-phase-banner govuk-phase-banner"><p class="govuk-phase-banner__content"><strong class="govuk-tag govuk-phase-banner__content__tag">Beta</strong> <span class="govuk-phase-banner__text">This is a new service. Help us improve it and <a class="govuk-link" href="/contact/govtest">give your feedback</a>.</span></p></div>
<main role="main" id="content" class="govuk-main-wrapper govuk-main-wrapper--auto-spacing" lang="en">
{main}
<div class="gem-c-feedback govuk-!-display-none-print" data-module="feedback"><div class="gem-c-feedback__prompt"><h2 class="gem-c-feedback__prompt-question">Is this page useful?</h2><button class="govuk-button">Yes</button> <button class="govuk-button">No</button> <button class="govuk-button">Report a problem with this page</button></div></div>
</main>
</div>
<footer class="gem-c-layout-footer govuk-footer"><div class="govuk-width-container"><h2 class="govuk-visually-hidden">Support links</h2><ul class="govuk-footer__inline-list"><li><a class="govuk-footer__link" href="/help">Help</a></li><li><a class="govuk-footer__link" href="/help/privacy-notice">Privacy</a></li><li><a class="govuk-footer__link" href="/help/cookies">Cookies</a></li><li><a class="govuk-footer__link" href="/help/accessibility-statement">Accessibility statement</a></li><li><a class="govuk-footer__link" href="/contact">Contact</a></li><li><a class="govuk-footer__link" href="/help/terms-conditions">Terms and conditions</a></li><li><a class="govuk-footer__link" href="/cymraeg">Rhestr o Wasanaethau Cymraeg</a></li></ul>
<div class="govuk-footer__meta"><p class="govuk-footer__licence-description">All content is available under the <a class="govuk-footer__link" href="https://www.nationalarchives.test/doc/open-government-licence/version/3/" rel="license">Open Government Licence v3.0</a>, except where otherwise stated</p><a class="govuk-footer__link govuk-footer__copyright-logo" href="https://www.nationalarchives.test/information-management/re-using-public-sector-information/uk-government-licensing-framework/crown-copyright/">&copy; Crown copyright</a></div></div></footer>
<script type="module" src="/assets/frontend/application-2f4a9b61.js"></script>
</body>
</html>"""

    def first_published(self, doc: Doc) -> str:
        return {
            "consultation": "2026-12-04T00:01:00.000+00:00",
            "statistics": "2026-12-03T09:30:00.000+00:00",
            "document": "2026-12-02T12:00:00.000+00:00",
            "guidance": "2025-06-17T10:30:00.000+01:00",
        }[doc.kind]

    def ld(self, doc: Doc) -> dict:
        body_html = blocks_html(self, [b for b in doc.blocks if b[0] == "p"][:2])
        return {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "headline": doc.title,
            "name": doc.title,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("updated_iso", doc.iso),
            "description": doc.dek,
            "publisher": {
                "@type": "Organization",
                "name": "GOV.TEST",
                "url": "https://www.gov.test",
                "logo": {
                    "@type": "ImageObject",
                    "url": "https://www.gov.test/media/5a37dae940f0b649cceb1841/govtest-logo.png",
                },
            },
            "author": {
                "@type": "Organization",
                "name": doc.extra["orgs"][0],
                "url": self.url(f"/government/organisations/{ORG_SLUG[doc.extra['orgs'][0]]}"),
            },
            "image": ["https://assets.publishing.service.gov.test/media/5e59279b86650c53b2cefbfe/placeholder.jpg"],
            "articleBody": f'<div class="govspeak">{body_html}</div>',
        }

    def orgs_html(self, orgs: list[str]) -> str:
        return " and ".join(
            f'<a class="govuk-link" href="/government/organisations/{ORG_SLUG[o]}">{esc(o)}</a>' for o in orgs
        )

    def story_main(self, doc: Doc) -> str:
        label = TYPE_LABEL[doc.extra["doctype"]]
        orgs = self.orgs_html(doc.extra["orgs"])
        if doc.extra.get("speaker"):
            orgs += f" and {self.a('person', doc.extra['speaker'], 'byline', CLS)}"
        updated = ""
        if doc.extra.get("updated"):
            updated = f'<dt class="gem-c-metadata__term">Last updated</dt><dd class="gem-c-metadata__definition">{doc.extra["updated"]} &mdash; <a href="#full-publication-update-history" class="govuk-link">See all updates</a></dd>'
        speech = ""
        if doc.extra.get("delivered"):
            speech = f'<div class="govuk-body gem-c-important-metadata"><dl><dt class="important-metadata__term">Location:</dt><dd class="important-metadata__definition">{esc(doc.extra["location"])}</dd><dt class="important-metadata__term">Delivered on:</dt><dd class="important-metadata__definition">{esc(doc.extra["delivered"])}</dd></dl></div>'
        body = blocks_html(self, doc.blocks, fig=self.figure)
        history = (
            f'<div class="gem-c-published-dates" id="full-publication-update-history"><p>Published {doc.stamp}</p>'
        )
        if doc.extra.get("updated"):
            history += f'<p>Last updated {doc.extra["updated"]} <a href="#" class="govuk-link">hide all updates</a></p><ol class="gem-c-published-dates__list"><li class="gem-c-published-dates__change-item"><time datetime="{doc.extra["updated_iso"]}" class="gem-c-published-dates__change-date">4 December 2026</time><p class="gem-c-published-dates__change-note">Corrected the minimum contribution from other sources.</p></li><li class="gem-c-published-dates__change-item"><time datetime="{doc.iso}">{doc.stamp}</time><p>First published.</p></li></ol>'
        history += "</div>"
        cy = (
            '<p class="govuk-body gem-c-translation-nav"><a href="'
            + esc(doc.path)
            + '.cy" lang="cy" hreflang="cy" class="govuk-link">Cymraeg</a></p>'
            if doc.extra.get("lang_cy")
            else ""
        )
        related = "".join(
            f'<li class="gem-c-related-navigation__link">{self.a(k, self.docs[k].title, "related", CLS)}</li>'
            for k in ARTS
            if k != doc.key and k in ("flood", "towns", "speech", "apprentices")
        )
        topics = (
            f'<li class="gem-c-related-navigation__link">{self.a("topic", "Coastal communities", "related", CLS)}</li>'
        )
        collections = (
            f'<li class="gem-c-related-navigation__link">{self.a("collection", "Seaside Towns Fund", "related", CLS)}</li>'
            if doc.key in ("towns", "speech", "flood")
            else ""
        )
        return f"""<div class="govuk-grid-row gem-print-columns-none">
<div class="govuk-grid-column-two-thirds">
<div class="gem-c-title govuk-!-margin-top-8 govuk-!-margin-bottom-8"><span class="govuk-caption-xl gem-c-title__context">{label}</span><h1 class="gem-c-title__text govuk-heading-l">{esc(doc.title)}</h1></div>
<p class="gem-c-lead-paragraph">{esc(doc.dek)}</p>
{cy}
</div>
<div class="govuk-grid-column-two-thirds">
<div class="gem-c-metadata" data-module="gem-toggle"><dl data-module="gem-track-click"><dt class="gem-c-metadata__term">From:</dt><dd class="gem-c-metadata__definition">{orgs}</dd><dt class="gem-c-metadata__term">Published</dt><dd class="gem-c-metadata__definition">{doc.stamp}</dd>{updated}</dl></div>
</div>
</div>
<div class="govuk-grid-row gem-print-columns-none">
<div class="govuk-grid-column-two-thirds">
{speech}
<div class="gem-c-govspeak govuk-govspeak" data-module="govspeak"><div class="govspeak">
{body}
</div></div>
{history}
<div class="gem-c-single-page-notification-button"><button class="govuk-body-s gem-c-single-page-notification-button__submit" type="submit">Get emails about this page</button></div>
<div class="gem-c-share-links govuk-!-display-none-print"><h2 class="gem-c-share-links__title">Share this page</h2><ul><li><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}" class="govuk-link gem-c-share-links__link">Facebook</a></li><li><a href="https://twitter.com/share?url={esc(self.url(doc.key))}" class="govuk-link gem-c-share-links__link">Twitter</a></li></ul></div>
</div>
<div class="govuk-grid-column-one-third"><div class="gem-c-contextual-sidebar"><div class="gem-c-related-navigation"><h2 class="gem-c-related-navigation__main-heading">Related content</h2><ul class="gem-c-related-navigation__link-list">{related}</ul><h3 class="gem-c-related-navigation__sub-heading">Explore the topic</h3><ul>{topics}</ul>{"<h3 class=gem-c-related-navigation__sub-heading>Collection</h3><ul>" + collections + "</ul>" if collections else ""}</div></div></div>
</div>"""

    def figure(self, alt: str, caption: str) -> str:
        return f'<figure class="image embedded"><div class="img"><img src="https://assets.publishing.service.gov.test/media/{zlib.crc32(alt.encode()):x}/s960_training-centre.jpg" alt="{esc(alt)}"></div><figcaption><p>{esc(caption)}</p></figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.is_article:
                label = TYPE_LABEL[d.extra["doctype"]]
                org = d.extra["orgs"][0]
                when = d.stamp
                desc = d.dek
            else:
                label = {
                    "consultation": "Open consultation",
                    "guidance": "Guidance",
                    "statistics": "Official Statistics",
                }.get(d.kind, "Page")
                org, when, desc = (
                    DCC if d.kind != "guidance" else CRA,
                    "4 December 2026" if d.kind != "guidance" else "17 June 2025",
                    "",
                )
            items.append(
                f'<li class="gem-c-document-list__item"><div class="gem-c-document-list__item-title">{self.a(k, d.title, "content", CLS)}</div><p class="gem-c-document-list__item-description">{esc(desc)}</p><ul class="gem-c-document-list__item-metadata"><li class="gem-c-document-list__attribute">{label}</li><li class="gem-c-document-list__attribute">{esc(org)}</li><li class="gem-c-document-list__attribute"><time>{when}</time></li></ul></li>'
            )
        intro = ""
        if doc.key == "home":
            intro = f"""<div class="homepage-header"><h1 class="govuk-heading-xl">GOV.TEST</h1><p class="govuk-body-l">The best place to find government services and information</p><form action="/search/all" method="get" role="search"><input class="gem-c-search__input" name="keywords" type="search"><button class="gem-c-search__submit">Search</button></form></div>
<section class="homepage-section"><h2 class="govuk-heading-m">Services and information</h2><ul class="homepage-section__list"><li><a href="/browse/benefits">Benefits</a></li><li><a href="/browse/business">Business and self-employed</a></li><li><a href="/browse/driving">Driving and transport</a></li><li><a href="/browse/housing-local-services">Housing and local services</a></li><li>{self.a("topic", "Coastal communities", "content")}</li><li>{self.a("guidance", "Apply for a coastal resilience grant", "content")}</li></ul></section>
<section class="homepage-section"><h2 class="govuk-heading-m">Government activity</h2><ul><li>{self.a("finder", "News and communications", "content")}</li><li>{self.a("consultation", "Consultations", "content")}</li><li>{self.a("statistics", "Statistics", "content")}</li><li>{self.a("report", "Transparency and freedom of information releases", "content")}</li><li>{self.a("person", "Ministers", "content")}</li></ul></section><h2 class="govuk-heading-m">Featured</h2>"""
        elif doc.kind == "author":
            intro = f'<div class="gem-c-title"><span class="govuk-caption-xl">Biography</span><h1 class="gem-c-title__text govuk-heading-xl">{esc(doc.title)}</h1></div><div class="govuk-body"><h2 class="govuk-heading-m">Secretary of State for Coastal Communities</h2><p>Helen Marsh was appointed Secretary of State for Coastal Communities on 9 January 2026. She was elected as the MP for Seaforth North in 2017.</p><p>Helen grew up in a seaside town and worked as a harbour engineer before entering politics.</p></div><h2 class="govuk-heading-m">Announcements</h2>'
        elif doc.kind == "tag":
            intro = f'<div class="gem-c-title"><span class="govuk-caption-xl">Topic</span><h1 class="gem-c-title__text govuk-heading-xl">{esc(doc.title)}</h1></div><p class="govuk-body-l">Support for coastal towns, flood and erosion protection, harbours and seaside economies.</p><h2 class="govuk-heading-m">News and communications</h2>'
        elif doc.kind == "collection":
            intro = f'<div class="gem-c-title"><span class="govuk-caption-xl">Collection</span><h1 class="gem-c-title__text govuk-heading-l">{esc(doc.title)}</h1></div><p class="gem-c-lead-paragraph">{esc(doc.extra["intro"])}</p><div class="gem-c-metadata"><dl><dt class="gem-c-metadata__term">From:</dt><dd class="gem-c-metadata__definition">{self.orgs_html([DCC])}</dd><dt class="gem-c-metadata__term">Published</dt><dd class="gem-c-metadata__definition">2 December 2026</dd></dl></div><h2 class="govuk-heading-m" id="announcements">Announcements</h2>'
        elif doc.kind == "search":
            intro = '<h1 class="govuk-heading-xl">Search</h1><form action="/search/all" method="get" class="js-live-search-form"><input class="gem-c-search__input" name="keywords" value="flood" type="search"><button class="gem-c-search__submit">Search</button></form><p class="result-info__header govuk-heading-s">3 results</p><p>Sort by: Most relevant</p>'
        else:
            intro = f'<div class="gem-c-title"><span class="govuk-caption-xl">Search</span><h1 class="gem-c-title__text govuk-heading-xl">{esc(doc.title)}</h1></div><form class="js-live-search-form" action="/search/news-and-communications"><label for="finder-keyword-search">Search</label><input id="finder-keyword-search" name="keywords" type="search"><fieldset><legend>Organisation</legend><select name="organisations[]"><option>All organisations</option><option>{DCC}</option><option>{DEN}</option></select></fieldset></form><p class="result-info__header govuk-heading-s">{"8 results" if doc.key == "finder" else "8 results, page 2 of 2"}</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="govuk-pagination" role="navigation" aria-label="results"><div class="govuk-pagination__next">{self.a(doc.extra["more"], "Next page", "pagination", NEXT)}<span class="govuk-pagination__link-label">2 of 2</span></div></nav>'
        elif doc.key == "finder2":
            pager = f'<nav class="govuk-pagination" role="navigation" aria-label="results"><div class="govuk-pagination__prev">{self.a("finder", "Previous page", "pagination", PREV)}<span class="govuk-pagination__link-label">1 of 2</span></div></nav>'
        return f'{intro}<ul class="gem-c-document-list">{"".join(items)}</ul>{pager}'

    def service_main(self, doc: Doc) -> str:
        caption = {
            "consultation": "Open consultation",
            "statistics": "Official Statistics",
            "guidance": "Guidance",
            "document": "Corporate report",
        }[doc.kind]
        org = CRA if doc.kind == "guidance" else DCC
        published = {
            "consultation": "4 December 2026",
            "statistics": "3 December 2026",
            "guidance": "17 June 2025",
            "document": "2 December 2026",
        }[doc.kind]
        updated = (
            '<dt class="gem-c-metadata__term">Last updated</dt><dd class="gem-c-metadata__definition">1 December 2026 &mdash; <a href="#full-history" class="govuk-link">See all updates</a></dd>'
            if doc.kind == "guidance"
            else ""
        )
        extra = ""
        if doc.kind == "document":
            title, meta, hc = doc.extra["pdf"]
            extra = f'<section class="attachment embedded gem-c-attachment" id="attachment-7812043"><div class="gem-c-attachment__thumbnail"><a class="govuk-link" href="https://assets.publishing.service.gov.test/media/6571a0f2a1c3d4000d8e7f21/DCC_ARA_2025-26_web.pdf" tabindex="-1" aria-hidden="true"><svg class="gem-c-attachment__thumbnail-image" version="1.1" viewBox="0 0 99 140" width="99" height="140" aria-hidden="true"><path d="M12 12h75v27H12z" stroke-width="0"></path></svg></a></div><div class="gem-c-attachment__details"><h3 class="gem-c-attachment__title"><a class="govuk-link gem-c-attachment__link" target="_self" href="https://assets.publishing.service.gov.test/media/6571a0f2a1c3d4000d8e7f21/DCC_ARA_2025-26_web.pdf">{esc(title)}</a></h3><p class="gem-c-attachment__metadata">Ref: ISBN 978-1-5286-5412-7, {hc} 2026-27</p><p class="gem-c-attachment__metadata"><span class="gem-c-attachment-link__attribute">{meta}</span></p><p class="gem-c-attachment__metadata">This file may not be suitable for users of assistive technology. <a class="govuk-link" href="mailto:publications@coastal-communities.gov.test">Request an accessible format.</a></p></div></section><h2 class="govuk-heading-m">Related</h2><p>{self.a("towns", self.docs["towns"].title, "related")}</p>'
        elif doc.kind == "statistics":
            extra = f'<p class="govuk-body">See also: {self.a("apprentices", self.docs["apprentices"].title, "related")}</p>'
        elif doc.kind == "consultation":
            extra = f'<p class="govuk-body"><a class="govuk-button" href="https://consult.coastal-communities.gov.test/erosion-funding/">Respond online</a></p><p class="govuk-body">Read the announcement: {self.a("flood", self.docs["flood"].title, "related")}</p>'
        elif doc.kind == "guidance":
            extra = f'<p class="govuk-body">Latest funding round: {self.a("flood", self.docs["flood"].title, "related")}</p>'
        contents = ""
        if doc.kind == "guidance":
            contents = '<nav class="gem-c-contents-list" aria-label="Contents"><h2 class="gem-c-contents-list__title">Contents</h2><ol class="gem-c-contents-list__list"><li><a href="#who-can-apply">Who can apply</a></li><li><a href="#what-you-can-get">What you can get</a></li><li><a href="#how-to-apply">How to apply</a></li><li><a href="#get-help">Get help</a></li></ol></nav>'
        return f"""<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<div class="gem-c-title"><span class="govuk-caption-xl gem-c-title__context">{caption}</span><h1 class="gem-c-title__text govuk-heading-l">{esc(doc.title)}</h1></div>
<div class="gem-c-metadata"><dl><dt class="gem-c-metadata__term">From:</dt><dd class="gem-c-metadata__definition">{self.orgs_html([org])}</dd><dt class="gem-c-metadata__term">Published</dt><dd class="gem-c-metadata__definition">{published}</dd>{updated}</dl></div>
{contents}
<div class="gem-c-govspeak govuk-govspeak"><div class="govspeak">{blocks_html(self, doc.blocks)}</div></div>
{extra}
</div><div class="govuk-grid-column-one-third"><div class="gem-c-related-navigation"><h2 class="gem-c-related-navigation__main-heading">Explore the topic</h2><ul><li>{self.a("topic", "Coastal communities", "related")}</li></ul></div></div></div>"""
