# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Albion News: a BBC-like public broadcaster on its own server-rendered React system (`data-component="text-block"`,
`data-testid="byline-new"`, hashed `sc-…` classes; `/news/articles/c…o`, the older `/news/uk-england-london-7…`
template with `ssrcss-…` classes, `/news/live/c…t`, `/news/videos/c…o`, `/news/topics/c…t`, `/programmes/p…`,
`/search?q=`), English, UTF-8, publisher in Europe/London (GMT = UTC in December). Dates are printed relative
("4 hours ago", "1 day ago") or as "2 December 2026" next to a `<time datetime>` in UTC. The JSON-LD
`ReportageNewsArticle` names the site (an Organization) as author; the people are in the byline block, each with a
role line ("Harriet Cole" / "Political correspondent"). The live page (`LiveBlogPosting`) has written entries and is
an article; the video page (one line of description) is not."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["planning", "live", "verify", "nhs", "ferry", "rail", "camden", "energy"]
ORG = {
    "@type": "NewsMediaOrganization",
    "name": "Albion News",
    "logo": {"@type": "ImageObject", "url": "https://static.files.albion.test/ws/img/logos/og/news.png"},
}


class Albion(Base):
    origin = "https://www.albion.test"
    name = "Albion News"
    prefix = "alb"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "alb",
            [
                ".sc-4e537b1-0",
                ".sc-eb7bd5f6-0",
                ".sc-b42e7a8f-7",
                ".ssrcss-pv1rh6-ArticleWrapper",
                ".sc-2e6baa30-0",
                ".sc-a34861b-1",
                ".sc-8ea7699c-3",
                "[data-testid=card-headline]",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/news",
                "home",
                "Albion News - Home",
                "albion-news-home",
                list=["live", "planning", "verify", "rail", "nhs", "energy", "ferry", "video", "camden"],
                more="uk2",
            )
        )
        add(
            page(
                "uk",
                "/news/uk",
                "section",
                "UK",
                "section-front",
                list=["planning", "rail", "camden", "ferry", "nhs"],
                more="uk2",
            )
        )
        add(page("uk2", "/news/uk?page=2", "section", "UK", "section-front-page2", list=["energy", "verify", "live"]))
        add(
            page(
                "topic", "/news/topics/cx2pk70323et", "tag", "Flooding", "topic-page", list=["live", "verify", "video"]
            )
        )
        add(
            page(
                "correspondent",
                "/news/correspondents/harrietcole",
                "author",
                "Harriet Cole",
                "correspondent-page",
                list=["planning", "energy"],
            )
        )
        add(
            page(
                "search",
                "/search?q=flood+defences&d=NEWS_PS",
                "search",
                "Search",
                "search-results",
                list=["live", "verify", "video", "ferry"],
            )
        )
        add(
            page(
                "programme",
                "/programmes/p0fx1z8k",
                "programme",
                "Morning Report",
                "programme-episode-index",
                [
                    "Morning Report: news and current affairs, presented live every weekday from 6am and on Saturdays from 7am.",
                    "Fri 4 Dec 2026 06:00 | Storm Bram floods homes in Conwy; councils to get second homes powers; rail fares to rise. | Available for 29 days",
                    "Thu 3 Dec 2026 06:00 | A&E waits worsen as the waiting list falls; the chancellor on energy bills. | Available for 28 days",
                    "Wed 2 Dec 2026 06:00 | Severn ferryman's last crossing; water company fines; the week in Westminster. | Available for 27 days",
                    "Tue 1 Dec 2026 06:00 | Interest rates decision preview; prison places; Christmas post deadlines. | Available for 26 days",
                    "Mon 30 Nov 2026 06:00 | Storm warnings for Wales and north-west England; Thought for the Day. | Available for 25 days",
                ],
            )
        )
        add(
            page(
                "video",
                "/news/videos/cd9e2w7x1jlo",
                "video",
                "Watch: Lorry driver rescued from floodwater in Conwy",
                "video-clip-one-line",
                [
                    "Firefighters used a boat to reach the driver, whose lorry had become stuck on the A470 near Llanrwst."
                ],
            )
        )
        add(
            page(
                "about",
                "/aboutalbion",
                "about",
                "About Albion News",
                "about-page",
                [
                    "Albion News is the news division of the Albion Broadcasting Corporation, the country's public service broadcaster, funded by the licence fee paid by households.",
                    "Our journalists work from 40 bureaux in the nations and regions and from 25 overseas offices. Our editorial guidelines set out the values and standards we apply to all our content.",
                    "To contact the newsroom, use the Get in touch form or write to Albion News, Broadcasting House, Portland Place, London W1A 1AA.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/usingthealbion/privacy/",
                "policy",
                "Albion Privacy and Cookies Policy",
                "policy-updated",
                [
                    "Updated 12 November 2026",
                    "This policy explains how the Albion Broadcasting Corporation uses your personal information when you use our websites, apps and services.",
                    "We use cookies and similar technologies to remember your settings, to measure how our services are used and, on international sites, to show advertising.",
                    "You can change your cookie settings at any time in Settings. If you have a question, contact our Data Protection Officer.",
                ],
            )
        )

        add(
            story(
                "planning",
                "/news/articles/c1w8j4k2m3xo",
                "Councils to get power to cap second homes in planning shake-up",
                "2026-12-04",
                "2026-12-04T08:47:12.000Z",
                "4 hours ago",
                ["Harriet Cole"],
                [
                    "Councils in England will be able to insist on planning permission before a house is turned into a second home or a holiday let, under plans set out by the government.",
                    "The change, which ministers say could return thousands of homes to local families, will apply first in areas where more than one in five properties is not used as a main residence.",
                    "Housing Secretary Martin Hale said communities in parts of Cornwall, Cumbria and Northumberland had been \u201chollowed out\u201d by second-home ownership and that local people deserved a say.",
                    "But landlords' groups warned the policy could damage tourism and said the government was blaming holiday-let owners for a shortage it had failed to tackle.",
                    "## What is changing?",
                    "At present, an owner can switch a house from a main home to a second home without asking anyone. Holiday lets need permission only in a small number of national parks.",
                    "Under the proposals, councils will be able to create a new use class covering short-term lets and second homes. Anyone wanting to change a property's use would have to apply, and councils could refuse.",
                    "The rules will not apply retrospectively, so existing second homes will not be affected. Ministers also plan a national register of short-term lets, to be run by the Department for Culture.",
                    "The government says it will publish draft legislation in the spring, with the first councils able to use the powers from April 2028.",
                    "## Who supports it?",
                    "The Local Government Association, which represents councils, welcomed the move as \u201ca long-overdue tool\u201d but said councils would need money to enforce it.",
                    "In the Cornish town of St Ives, where almost one in three homes is not lived in all year round, town councillor Jenny Treloar said young families had been \u201cpriced out for a generation\u201d.",
                    "\u201cThe school roll is falling, the bus is half empty in winter and the lights are off in whole streets from October to Easter,\u201d she told Albion News.",
                    "## And the critics?",
                    "The Short Term Accommodation Association said holiday lets supported tens of thousands of jobs in cleaning, maintenance and hospitality, and that a permission regime would push bookings abroad.",
                    "Conservative housing spokesman Richard Emery said the plans were \u201ca tax on aspiration dressed up as localism\u201d and accused ministers of missing their target of 300,000 new homes a year.",
                    "The Liberal Democrats said the idea was right but did not go far enough, and called for council tax on second homes to be trebled rather than doubled.",
                    "The government's own figures suggest around 270,000 homes in England are second homes, with a further 160,000 listed as short-term lets for at least part of the year.",
                ],
                "react-article-byline-role",
                section="Politics",
                roles={"Harriet Cole": "Political correspondent"},
                fig=(
                    "A row of terraced cottages above a harbour",
                    "Almost one in three homes in St Ives is not lived in all year round",
                ),
                modified="2026-12-04T10:02:51.000Z",
            )
        )
        add(
            story(
                "live",
                "/news/live/c5y2e8r1n9qt",
                "Storm Bram: Homes flooded as rivers burst banks in Wales and Cheshire",
                "2026-12-04",
                "2026-12-04T05:58:03.000Z",
                "Live",
                ["Owen Parry", "Sian Roberts"],
                [
                    'RAW:<div data-component="summary-block" class="sc-8ea7699c-3"><h2>Summary</h2>',
                    "- More than 200 homes have been flooded in Conwy county after the River Conwy burst its banks overnight",
                    "- Severe flood warnings, meaning a danger to life, remain in place in Llanrwst and Trefriw",
                    "- Trains between Chester and Holyhead are cancelled until at least Saturday",
                    "- Gusts of 85mph were recorded at Capel Curig, the Met Office says",
                    "RAW:</div>",
                    'RAW:<article class="sc-2e6baa30-0" data-testid="live-post"><time class="sc-a34861b-1" datetime="2026-12-04T11:46:00.000Z">11:46 GMT</time>',
                    "### First Minister: 'The worst flooding in Llanrwst for a decade'",
                    "The First Minister has visited a rest centre in Llanrwst, where around 60 people spent the night after being evacuated from their homes.",
                    "Speaking to reporters, she said the flooding was the worst the town had seen in ten years and promised emergency grants of \u00a31,000 for every household affected.",
                    "RAW:</article>",
                    'RAW:<article class="sc-2e6baa30-0" data-testid="live-post"><time class="sc-a34861b-1" datetime="2026-12-04T11:12:00.000Z">11:12 GMT</time>',
                    "### 'The water came up through the floorboards'",
                    'RAW:<p class="contributor">Sian Roberts<br>Reporting from Trefriw</p>',
                    "Gwyneth Parry, 74, has lived on the main road through Trefriw for 40 years. She was woken at 03:00 by a neighbour banging on her door.",
                    "\u201cThe water came up through the floorboards before it came in the front door,\u201d she told me. \u201cI've lost the carpets, the sofa, everything downstairs. But we're alive, and that's what matters.\u201d",
                    "RAW:</article>",
                    'RAW:<article class="sc-2e6baa30-0" data-testid="live-post"><time class="sc-a34861b-1" datetime="2026-12-04T10:30:00.000Z">10:30 GMT</time>',
                    "### Rail disruption to last until the weekend",
                    "Transport for Wales says no trains will run between Chester and Holyhead until at least Saturday morning because the line is under water near Abergele.",
                    "Replacement buses are running, but the operator says journeys will take up to two hours longer. Tickets for Friday can be used on any service until Tuesday.",
                    "RAW:</article>",
                    'RAW:<article class="sc-2e6baa30-0" data-testid="live-post"><time class="sc-a34861b-1" datetime="2026-12-04T09:05:00.000Z">09:05 GMT</time>',
                    "### Cheshire village cut off",
                    "In Cheshire, the village of Farndon has been cut off after the River Dee rose by more than two metres overnight.",
                    "Cheshire West and Chester Council says sandbags are available at the village hall, and asks people not to drive through floodwater on the B5130.",
                    "RAW:</article>",
                    'RAW:<article class="sc-2e6baa30-0" data-testid="live-post"><time class="sc-a34861b-1" datetime="2026-12-04T07:40:00.000Z">07:40 GMT</time>',
                    "### Why is it called Storm Bram?",
                    "Storm Bram is the second named storm of the season. Names are chosen in turn from a list drawn up by the Met Office and its Irish and Dutch counterparts, partly from suggestions by the public.",
                    "The next storm to be named will be Storm Clodagh.",
                    "RAW:</article>",
                    'RAW:<article class="sc-2e6baa30-0" data-testid="live-post"><time class="sc-a34861b-1" datetime="2026-12-04T05:58:00.000Z">05:58 GMT</time>',
                    "### Good morning",
                    "Welcome to our live coverage of Storm Bram, which has brought flooding to north Wales and north-west England overnight.",
                    "We'll bring you the latest on travel, warnings and the clean-up through the day, with reports from our teams in Conwy and Cheshire.",
                    "RAW:</article>",
                ],
                "live-page-entries",
                section="Wales",
                live=True,
            )
        )
        add(
            story(
                "verify",
                "/news/articles/c2d7f5h8v0ko",
                "Albion Verify: Viral video of flooded motorway is from 2021, not Storm Bram",
                "2026-12-04",
                "2026-12-04T07:15:30.000Z",
                "5 hours ago",
                ["Priya Nair", "Daniel Kerr"],
                [
                    "A video viewed more than four million times on social media, which claims to show cars submerged on the M56 during Storm Bram, was filmed more than five years ago in Germany.",
                    "The 40-second clip shows water lapping at the roofs of cars on a motorway as a man filming from a bridge says: \u201cLook at this, it's unbelievable.\u201d",
                    "It was shared on Thursday night by several accounts with large followings, one of them claiming it showed \u201cthe M56 at Junction 12 right now\u201d.",
                    "FIG: Side-by-side screenshots of two videos showing the same motorway bridge | The bridge in the viral clip (left) matches one on the B265 in North Rhine-Westphalia",
                    "## How we checked",
                    "Albion Verify ran frames from the video through reverse image searches and found the same footage posted on a German news site in July 2021, during the floods that killed more than 180 people in Germany.",
                    "The road signs in the clip are blue with white lettering, as used on German motorways, whereas English motorway signs are blue with white text but carry a different typeface and junction numbering.",
                    "We also matched the shape of the bridge and a wind turbine in the background with satellite images of the B265 near Erftstadt, in North Rhine-Westphalia.",
                    "The man filming can be heard speaking German in the full version of the clip; the audio was removed in the copies shared this week.",
                    "## What is happening on the M56?",
                    "National Highways told Albion Verify that the M56 had remained open throughout the night, although a lane was closed for two hours near Junction 14 because of surface water.",
                    "Cheshire Police said it had received no reports of vehicles trapped on the motorway.",
                    "## Why does it matter?",
                    "Misleading footage during severe weather can cause real harm, says Dr Alison Reeve, who studies emergency communication at the University of Salford.",
                    "\u201cPeople make decisions about whether to travel, or whether to check on relatives, based on what they see on their phones,\u201d she said. \u201cOld footage can cause panic in one place and complacency in another.\u201d",
                    "Two of the accounts that shared the video have since deleted their posts. The most-viewed copy now carries a community note saying the footage is old.",
                ],
                "verify-factcheck-two-bylines",
                section="Albion Verify",
                roles={"Priya Nair": "Albion Verify", "Daniel Kerr": "Albion Verify"},
            )
        )
        add(
            story(
                "nhs",
                "/news/articles/c9x1l3p6q2ro",
                "Hospital waiting list falls for third month but A&E waits worsen",
                "2026-12-03",
                "2026-12-03T09:30:00.000Z",
                "3 December 2026",
                ["Tom Ashworth"],
                [
                    "The waiting list for planned hospital treatment in England has fallen for the third month in a row, but more patients than ever are waiting over 12 hours in A&E, figures show.",
                    "About 7.21 million treatments were waiting to be carried out at the end of October, down from 7.26 million in September, according to NHS England.",
                    "But 61,400 people waited more than 12 hours from arriving at A&E to being admitted, transferred or discharged in November, the highest figure for that month since records began.",
                    "The key figures for England:",
                    "- 7.21 million treatments waiting at the end of October",
                    "- 58.9% of patients seen within 18 weeks, against a target of 92%",
                    "- 72.4% of A&E patients seen within four hours in November, against a target of 78%",
                    "- Ambulances took an average of 41 minutes to reach heart attack and stroke patients, against a target of 18 minutes",
                    "NHS England's medical director, Prof Sarah Lindqvist, said staff had worked \u201cincredibly hard\u201d to bring the list down, with record numbers of operations carried out at weekends.",
                    "She said an early rise in flu cases was putting pressure on emergency departments, with 2,300 flu patients in hospital beds on an average day last week, three times as many as a year ago.",
                    "The Royal College of Emergency Medicine said the long waits were \u201ca national scandal\u201d and estimated that delays in A&E were linked to more than 300 excess deaths a week.",
                    "Its president, Dr Femi Adeyemi, said: \u201cPatients are being treated on trolleys in corridors for days. Bringing down the waiting list is welcome, but it cannot come at the cost of safety at the front door.\u201d",
                    "The Department of Health said it was investing \u00a3450m in urgent and emergency care this winter, including 800 new ambulances and more same-day emergency care units.",
                ],
                "react-article-list-figures",
                section="Health",
                roles={"Tom Ashworth": "Health correspondent"},
                fig=(
                    "Patients on trolleys in a hospital corridor",
                    "Emergency departments are under pressure from an early rise in flu cases",
                ),
            )
        )
        add(
            story(
                "ferry",
                "/news/articles/c0z5b7n4t8eo",
                "The last ferryman of the Severn: 'People think I'm mad to keep going'",
                "2026-12-02",
                "2026-12-02T06:00:00.000Z",
                "2 December 2026",
                ["Rachel Whitby", "Gwen Price"],
                [
                    "For 46 years, Alan Birt has rowed people across the River Severn at Arlingham in a wooden boat he built himself. On Saturday he will make his last crossing.",
                    "\u201cPeople think I'm mad to keep going at 79,\u201d he says, pushing off from the muddy bank with a long oar. \u201cBut the river has been my life. I don't know what I'll do on a Sunday now.\u201d",
                    "There has been a ferry at this point of the Severn, about ten miles south-west of Gloucester, since at least the 13th Century, when monks used it to reach their land on the far side.",
                    "Mr Birt took it over in 1980 from his uncle, who had run it since the war. In summer he takes walkers and cyclists across for \u00a34 a head; in winter there are days when nobody comes at all.",
                    "## 'You never turn your back on it'",
                    "The Severn has the second-highest tidal range in the world, and the river here can rise by several metres in an hour. The famous Severn Bore, a wave that surges upstream on the biggest tides, passes the landing stage a few times a year.",
                    "\u201cYou never turn your back on it,\u201d he says. \u201cI've seen it take trees, sheep, a caravan once. I check the tide tables every night like other people check the weather.\u201d",
                    "In 46 years he says he has never lost a passenger, although he has pulled two people out of the water who had tried to wade across at low tide.",
                    "His wife, Maureen, has kept the ferry's log since 1985. The entries record everyone from a bishop to a rock band who wanted to be photographed in the boat, and a couple who got engaged halfway across.",
                    "She reads out an entry from August 1997: “Two walkers, one dog, one bicycle. Dog refused to get in. Dog swam.” She laughs. “He was fine. He shook himself all over Alan.”",
                    "Over the years the boat has carried prams, a harp, a coffin lid for a carpenter in Newnham and, once, a three-tier wedding cake, which arrived intact. The only thing Mr Birt refuses to take is motorbikes. “Too heavy, and the riders always want to help, which is worse,” he says.",
                    "## What happens next?",
                    "The parish council has been trying to find someone to take over. The crossing needs a boat licence, insurance and someone willing to spend long days waiting on a riverbank for very little money.",
                    "\u201cWe've had three people interested, but none of them could make the numbers work,\u201d says council chairman Peter Hollis. \u201cIt would be a real loss. It's part of the identity of the village.\u201d",
                    "A local charity is looking at whether the ferry could run as a volunteer service on summer weekends, with a new aluminium boat paid for by a heritage grant.",
                    "Gloucestershire County Council says it supports the idea in principle but cannot fund the crossing itself. Footpaths on both banks lead down to the river, and walkers' groups say losing the ferry would leave a 20-mile gap between crossing points.",
                    "Mr Birt says he will help train whoever takes it on, but admits he has mixed feelings.",
                    "\u201cIt's a wooden boat and a pair of arms. That's what it's always been. If it becomes an engine and a timetable, it'll be a different thing,\u201d he says.",
                    "\u201cBut a different thing is better than nothing. I'd rather see someone crossing than see the landing stage rot.\u201d",
                    "On Saturday, friends and former passengers plan to line both banks for his final crossing at 11:00. He has asked for no speeches.",
                    "\u201cJust a wave,\u201d he says. \u201cAnd maybe a pint afterwards.\u201d",
                ],
                "react-feature-two-bylines-location",
                section="Gloucestershire",
                roles={"Rachel Whitby": "Albion News, Gloucestershire", "Gwen Price": "Albion News, Gloucestershire"},
                fig=(
                    "A man in a flat cap rowing a small wooden boat on a wide river",
                    "Alan Birt built the ferry boat himself in 1983",
                ),
            )
        )
        add(
            story(
                "rail",
                "/news/articles/c3m6v9a2s5do",
                "Rail fares in England to rise by 4.1% in March",
                "2026-12-04",
                "2026-12-04T03:05:00.000Z",
                "9 hours ago",
                ["Ben Okafor"],
                [
                    "Regulated rail fares in England will rise by 4.1% from 1 March, the government has announced, the biggest increase for three years.",
                    "The rise, which covers season tickets on most commuter routes and off-peak returns on long-distance journeys, is linked to the July rate of inflation.",
                    "It means an annual season ticket between Brighton and London will go up by \u00a3230 to \u00a35,840, while a season ticket from Reading to London will cost \u00a3215 more.",
                    "Transport Secretary Nadia Carr said the money would help pay for improvements to punctuality and new trains, and that the government had \u201cchosen not to go further\u201d by adding an extra percentage point, as previous governments had done.",
                    "## 'Another kick in the teeth'",
                    "Campaigners said passengers were being asked to pay more for a service that had not improved. Figures from the Office of Rail and Road show that only 66% of trains arrived within a minute of schedule in the year to September.",
                    "\u201cThis is another kick in the teeth for commuters who are already paying some of the highest fares in Europe,\u201d said Lucy Barnes of the Better Rail Alliance.",
                    "The RMT union said fares should be frozen while the railway's finances were reviewed.",
                    "Fares in Scotland and Wales are set by their own governments. The Welsh government will announce its decision later this month, while ScotRail has already abolished peak fares.",
                    "Off-peak singles and returns on most routes, which are not regulated, are set by train companies and usually rise at the same time. The Rail Delivery Group said it would publish those prices in January.",
                ],
                "react-article-relative-hours",
                section="Business",
                roles={"Ben Okafor": "Transport correspondent"},
                fig=(
                    "Commuters on a station platform",
                    "Season tickets on most commuter routes will rise from 1 March",
                ),
            )
        )
        add(
            story(
                "camden",
                "/news/uk-england-london-70412345",
                "Man charged after cyclist seriously injured in Camden",
                "2026-12-04",
                "2026-12-04T11:02:17.000Z",
                "58 minutes ago",
                [],
                [
                    "A man has been charged after a cyclist was seriously injured in a collision with a van in north London.",
                    "The 34-year-old cyclist was taken to hospital with head injuries after the crash on Camden Road at about 17:30 GMT on Tuesday. His condition is described as serious but stable.",
                    "Karl Denton, 41, of Holloway, has been charged with causing serious injury by dangerous driving and failing to stop after a collision, the Metropolitan Police said.",
                    "He is due to appear at Highbury Corner Magistrates' Court on Friday.",
                    "Police have asked anyone with dashcam footage of the area between 17:00 and 18:00 on Tuesday to contact them.",
                ],
                "legacy-ssrcss-brief-no-byline",
                section="London",
                legacy=True,
            )
        )
        add(
            story(
                "energy",
                "/news/articles/c7q4r2w9e6lo",
                "Energy bills: What the chancellor's winter pledge means for you",
                "2026-12-03",
                "2026-12-03T06:01:22.000Z",
                "1 day ago",
                ["Harriet Cole", "Lewis Grant"],
                [
                    "The chancellor has promised to take about \u00a3110 off the average household energy bill from April, by moving some levies from bills into general taxation.",
                    "Rebecca Shaw told the Commons the change would \u201cgive families breathing space\u201d after the regulator's price cap rose by 3% this winter. So what does it mean in practice?",
                    "## How much will I save?",
                    "The Treasury says a typical dual-fuel household, using 2,700 kWh of electricity and 11,500 kWh of gas a year, would save about \u00a3110 a year. Households that use more electricity would save more, because most of the levies being moved sit on electricity bills.",
                    "People with electric heating, who often live in flats or rural homes off the gas grid, could see savings of more than \u00a3200.",
                    "## When does it start?",
                    "The change will take effect on 1 April, when the regulator sets the next price cap. It will be applied automatically, so customers do not need to do anything.",
                    "## Who pays instead?",
                    "The levies, which fund schemes such as the Warm Home Discount and support for renewable power, raise about \u00a33bn a year. The chancellor said that would now come from general taxation, funded partly by a higher windfall tax on gas producers.",
                    "The Institute for Fiscal Studies said that meant richer households, who pay more tax, would in effect contribute more, which it called \u201ca reasonable trade-off\u201d.",
                    "## What about the Warm Home Discount?",
                    "The \u00a3150 rebate for households on low incomes will continue and will be paid automatically to about three million families, as now.",
                    "Charities welcomed the pledge but said it would not be enough for the 6.1 million households they estimate are in fuel poverty. National Energy Action called for a social tariff with lower prices for the poorest customers.",
                ],
                "explainer-subheads-two-bylines",
                section="Business",
                roles={"Harriet Cole": "Political correspondent", "Lewis Grant": "Business reporter"},
            )
        )

    # ---- templates

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title if doc.kind == 'home' else doc.title + ' - Albion News')}</title>"
            if doc.kind != "programme"
            else "<title>Albion Radio 4 - Morning Report - Available now</title>",
            f'<meta name="description" content="{esc(self.lede(doc))}"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
            '<meta property="og:site_name" content="Albion News"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta name="twitter:card" content="summary_large_image"/>',
            '<meta name="twitter:site" content="@AlbionNews"/>',
        ]
        ld: dict | None = None
        if doc.is_article and doc.extra.get("live"):
            metas.append('<meta property="og:type" content="article"/>')
            ld = {
                "@context": "http://schema.org",
                "@type": "LiveBlogPosting",
                "url": url,
                "headline": doc.title,
                "coverageStartTime": doc.iso,
                "coverageEndTime": "2026-12-04T23:59:00.000Z",
                "publisher": ORG,
                "liveBlogUpdate": [
                    {"@type": "BlogPosting", "headline": h, "datePublished": t}
                    for h, t in (
                        ("First Minister: 'The worst flooding in Llanrwst for a decade'", "2026-12-04T11:46:00.000Z"),
                        ("Rail disruption to last until the weekend", "2026-12-04T10:30:00.000Z"),
                    )
                ],
            }
        elif doc.is_article:
            metas.append('<meta property="og:type" content="article"/>')
            metas.append('<meta name="article:author" content="https://www.facebook.com/albionnews"/>')
            ld = {
                "@context": "http://schema.org",
                "@type": "ReportageNewsArticle",
                "url": url,
                "publisher": ORG,
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "headline": doc.title,
                "description": self.lede(doc),
                "author": ORG
                if not doc.extra.get("legacy")
                else {"@type": "NewsMediaOrganization", "name": "Albion News"},
                "mainEntityOfPage": url,
            }
        elif doc.kind == "video":
            metas.append('<meta property="og:type" content="video.other"/>')
            ld = {
                "@context": "http://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": self.lede(doc),
                "uploadDate": "2026-12-04T10:14:00.000Z",
                "duration": "PT0M58S",
                "thumbnailUrl": "https://ichef.albion.test/ace/standard/1024/cpsprodpb/7e1b/live/llanrwst.jpg",
            }
        else:
            metas.append('<meta property="og:type" content="website"/>')
        if ld:
            metas.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        top = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>" if k in self.docs else f'<li><a href="{k}">{t}</a></li>'
            for k, t in (
                ("home", "Home"),
                ("home", "News"),
                ("/sport", "Sport"),
                ("/weather", "Weather"),
                ("/iplayer", "iPlayer"),
                ("/sounds", "Sounds"),
                ("/bitesize", "Bitesize"),
            )
        )
        sub = "".join(
            f'<li class="sc-4e537b1-0">{self.a(k, t, "nav")}</li>'
            if k in self.docs
            else f'<li class="sc-4e537b1-0"><a href="{k}">{t}</a></li>'
            for k, t in (
                ("uk", "UK"),
                ("/news/world", "World"),
                ("/news/politics", "Politics"),
                ("/news/business", "Business"),
                ("/news/health", "Health"),
                ("/news/albionverify", "Albion Verify"),
                ("topic", "Flooding"),
                ("/news/in_pictures", "In Pictures"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en-GB" class="no-js">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
{self.head(doc)}
<link rel="preconnect" href="https://static.files.albion.test" crossorigin="anonymous"/>
<link rel="stylesheet" href="https://static.files.albion.test/ws/news/_next/static/css/4d0b1c6e8a3f.css"/>
<style data-styled="true" data-styled-version="5.3.11">/*PAD*/</style>
</head>
<body>
<div id="__albion">
<header data-testid="header-content" class="sc-a34861b-1"><a href="#main-content" class="sc-a34861b-1">Skip to content</a>
<div class="orb-brand">{self.a("home", "Albion Homepage", "nav", 'aria-label="Albion Homepage"', '<svg viewBox="0 0 83 24" focusable="false" aria-hidden="true"><use href="#albion-blocks"></use></svg>')}</div>
<nav aria-label="Albion"><ul>{top}</ul></nav>
<a href="https://account.albion.test/signin?ptrt=https%3A%2F%2Fwww.albion.test%2Fnews" data-testid="sign-in">Sign in</a>
</header>
<nav data-testid="news-navigation" aria-label="News"><ul class="sc-4e537b1-0">{sub}</ul></nav>
<main id="main-content" data-testid="main-content">
{main}
</main>
<footer data-testid="footer" class="sc-8ea7699c-3">
<div class="orb-footer-lead"><a href="https://www.albion.test/news/10725415">Why you can trust Albion News</a></div>
<ul class="sc-8ea7699c-3">
<li><a href="https://www.albion.test/usingthealbion/terms/">Terms of Use</a></li>
<li>{self.a("about", "About the Albion", "footer")}</li>
<li>{self.a("privacy", "Privacy Policy", "footer")}</li>
<li><a href="https://www.albion.test/usingthealbion/cookies/">Cookies</a></li>
<li><a href="https://www.albion.test/accessibility/">Accessibility Help</a></li>
<li><a href="https://www.albion.test/guidance/">Parental Guidance</a></li>
<li><a href="https://www.albion.test/contact/">Contact the Albion</a></li>
<li>{self.a("programme", "Morning Report on Albion Radio 4", "footer")}</li>
<li><a href="https://www.albion.test/news/newsletters">Get Personalised Newsletters</a></li>
</ul>
<p class="orb-copyright">Copyright 2026 Albion. All rights reserved. The <em>Albion</em> is <strong>not responsible for the content of external sites.</strong> <a href="https://www.albion.test/editorialguidelines/guidance/feeds-and-links">Read about our approach to external linking.</a></p>
</footer>
<div id="cookiePrompt" class="sc-a34861b-1" role="region" aria-label="Cookie banner"><h2>Let us know you agree to cookies</h2><p>We use cookies to give you the best online experience. Please let us know if you agree to all of these cookies.</p><button type="button">Yes, I agree</button><a href="https://www.albion.test/usingthealbion/cookies/how-can-i-change-my-albion-cookie-settings/">No, take me to settings</a></div>
</div>
<script>window.__ALBION_PAGE__={{"pageType":"{doc.kind}","counterName":"news.{doc.key}.page","env":"live"}};</script>
<script src="https://static.files.albion.test/ws/news/_next/static/chunks/main-8e1f2a.js" async=""></script>
<script src="https://static.files.albion.test/orbit/2.3.1/js/orb.min.js" defer=""></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        people = []
        for a in doc.authors:
            role = doc.extra.get("roles", {}).get(a, "")
            name = self.a("correspondent", a, "byline") if a == "Harriet Cole" else esc(a)
            people.append(
                f'<div class="sc-b42e7a8f-1"><span class="sc-b42e7a8f-7 kItaYD">{name}</span><div class="sc-b42e7a8f-8">{esc(role)}</div></div>'
            )
        return "".join(people)

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            return self.legacy_main(doc)
        fig = ""
        if doc.extra.get("fig"):
            alt, cap = doc.extra["fig"]
            fig = f'<div data-component="image-block" class="sc-a34861b-1"><figure><img src="https://ichef.albion.test/ace/standard/976/cpsprodpb/{zlib.crc32(alt.encode()):x}/live/pic.jpg.webp" alt="{esc(alt)}" width="976" height="549"/><span class="sc-a34861b-1">Getty Images</span><figcaption class="sc-8a068d35-3">{esc(cap)}</figcaption></figure></div>'
        body_blocks = self.blocks(
            doc,
            p_tag='<div data-component="text-block" class="sc-18fde0d6-0"><p class="sc-eb7bd5f6-0 fYAfXe">',
            p_end="</p></div>",
        )
        if doc.extra.get("live"):
            head = f"""<div data-testid="live-header" class="sc-2e6baa30-0"><span class="live-label" aria-hidden="true">LIVE</span>
<h1 class="sc-518485e5-0 bWszMR">{esc(doc.title)}</h1>
<div data-component="byline-block"><div data-testid="byline-new"><span>Live reporting by</span> {" and ".join(esc(a) for a in doc.authors)}</div>
<div><time data-testid="timestamp" datetime="{doc.iso}">Started 6 hours ago</time></div></div></div>
<div class="sc-2e6baa30-0"><button type="button" aria-pressed="false">Show key events only</button> <button type="button">Refresh</button></div>"""
        else:
            head = f"""<div data-component="headline-block" class="sc-a34861b-1"><h1 class="sc-518485e5-0 bWszMR">{esc(doc.title)}</h1></div>
<div data-component="byline-block" class="sc-a34861b-1"><div data-testid="byline-new" class="sc-b42e7a8f-0">
<div><time data-testid="timestamp" datetime="{doc.iso}">{doc.stamp}</time></div>
<div data-testid="byline-new-contributors">{self.byline(doc)}</div>
<div class="sc-b42e7a8f-10"><button type="button" aria-label="Share">Share</button><button type="button" aria-label="Save">Save</button></div>
</div></div>{fig}"""
        topics = f'<div data-component="tags" class="sc-a34861b-1"><h2>Related topics</h2><ul><li>{self.a("topic", "Flooding", "tags")}</li><li><a href="/news/topics/c4e3w0ql72xt">{esc(doc.section)}</a></li></ul></div>'
        rel = "".join(
            f'<li class="sc-a34861b-1">{self.a(k, self.docs[k].title, "related")}<span data-testid="card-metadata-lastupdated">{self.docs[k].stamp}</span></li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<article class="sc-a34861b-1">
{head}
{body_blocks}
{topics}
</article>
<section data-component="links-block" data-testid="more-on-this"><h2>More on this story</h2><ul>{rel}</ul></section>
<section data-testid="top-stories"><h2>Top stories</h2><ul><li>{self.a("live", "LIVE Storm Bram: Homes flooded in Wales and Cheshire", "aside")}</li><li>{self.a("video", "Watch: Lorry driver rescued from floodwater", "aside")}</li><li><a href="/news/world-europe-70418822">Dutch coalition talks collapse after five months</a></li></ul></section>"""

    def legacy_main(self, doc: Doc) -> str:
        return f"""<div class="ssrcss-1ocoo3l-Wrap e42f8511"><article class="ssrcss-pv1rh6-ArticleWrapper e1nh2i2l5">
<header class="ssrcss-1eqcsb1-HeadingWrapper e1nh2i2l4"><h1 id="main-heading" type="headline" tabindex="-1" class="ssrcss-15xko80-StyledHeading e10rt3ze0">{esc(doc.title)}</h1></header>
<div data-component="byline-block" class="ssrcss-1fvfvdm-StyledByline"><span class="ssrcss-1if1g9v-MetadataText">Published</span><time data-testid="timestamp" datetime="{doc.iso}">{doc.stamp}</time></div>
{self.blocks(doc, p_tag='<div data-component="text-block" class="ssrcss-11r1m41-RichTextComponentWrapper ep2nwvo0"><p class="ssrcss-1q0x1qg-Paragraph e1jhz7w10">', p_end="</p></div>")}
<div data-component="links-block" class="ssrcss-1ja3zl-LinksWrapper"><h2>More on this story</h2><ul><li><a href="/news/uk-england-london-70255019">Cycle lane plans for Camden Road approved</a></li><li>{self.a("rail", self.docs["rail"].title, "related")}</li></ul></div>
<div data-component="tag-list" class="ssrcss-1qmkvfu-TopicListWrapper"><h2>Related Topics</h2><ul><li><a href="/news/topics/c8y7j3ly4x5t">Camden Town</a></li><li><a href="/news/topics/cx1m7zg0gylt">Road safety</a></li></ul></div>
</article></div>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        label = "LIVE" if d.extra.get("live") else ("Video" if d.kind == "video" else d.section)
        stamp = "2 hrs ago" if d.kind == "video" else d.stamp.replace("hours", "hrs")
        return f"""<div data-testid="edinburgh-card" class="sc-2e6baa30-0">{self.a(k, d.title, "content", 'data-testid="internal-link" class="sc-2e6baa30-0"', f'<h2 data-testid="card-headline" class="sc-4fedabc7-3">{esc(d.title)}</h2>')}
<p data-testid="card-description" class="sc-f98732b0-0">{esc(self.lede(d))}</p>
<div class="sc-4e537b1-0"><span data-testid="card-metadata-lastupdated">{esc(stamp)}</span><span data-testid="card-metadata-tag">{esc(label)}</span></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more") and doc.key != "home":
            pager = f'<nav aria-label="Page" data-testid="pagination"><span aria-current="page">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/news/uk?page=3">3</a> {self.a(doc.extra["more"], "Next Page", "pagination")}</nav>'
        elif doc.key == "uk2":
            pager = f'<nav aria-label="Page" data-testid="pagination">{self.a("uk", "Previous Page", "pagination")} {self.a("uk", "1", "pagination")} <span aria-current="page">2</span> <a href="/news/uk?page=3">3</a></nav>'
        if doc.kind == "search":
            h = '<h1 class="sc-518485e5-0">Search</h1><form action="/search"><input name="q" value="flood defences" type="search"/></form><p>Showing results for <b>flood defences</b> in News</p>'
        elif doc.kind == "author":
            h = '<h1 class="sc-518485e5-0">Harriet Cole</h1><p class="sc-f98732b0-0">Political correspondent. Harriet covers Westminster, housing and the cost of living and joined Albion News from the Yorkshire Post in 2017.</p><a href="https://x.test/harrietcole">Follow Harriet on X</a>'
        elif doc.kind == "tag":
            h = (
                '<h1 class="sc-518485e5-0">Flooding</h1><p>Latest news, analysis and video about flooding in the UK.</p>'
                + self.a("search", "Search Albion for flood defences", "content")
            )
        elif doc.kind == "home":
            h = '<h1 class="visually-hidden">Albion News - Home</h1>'
        else:
            h = f'<h1 class="sc-518485e5-0">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            extra = f'<section data-testid="most-read"><h2>Most read</h2><ol><li>{self.a("camden", self.docs["camden"].title, "aside")}</li><li>{self.a("nhs", self.docs["nhs"].title, "aside")}</li><li><a href="/news/entertainment-arts-70418001">Strictly semi-finalists revealed</a></li></ol></section><section><h2>Listen</h2>{self.a("programme", "Morning Report - the latest episode", "content")}</section><section><h2>Albion Verify</h2>{self.a("verify", "How we checked the flooded motorway video", "content")}</section>'
        return f'<div class="sc-a34861b-1">{h}\n<section data-testid="vermont-section">{cards}</section>\n{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<article data-testid="video-page" class="sc-a34861b-1">
<div data-component="video-block"><div class="smp-player" data-playable="true" data-vpid="p0kx9d1m"><button type="button" aria-label="Play video, Lorry driver rescued from floodwater in Conwy, Duration 0,58">Play</button></div></div>
<h1 class="sc-518485e5-0 bWszMR">{esc(doc.title)}</h1>
<div data-testid="byline-new"><time data-testid="timestamp" datetime="2026-12-04T10:14:00.000Z">2 hours ago</time></div>
{self.blocks(doc, p_tag='<p class="sc-eb7bd5f6-0">')}
<div data-component="tags"><ul><li>{self.a("topic", "Flooding", "tags")}</li><li>{self.a("live", "Storm Bram: follow live", "related")}</li></ul></div>
</article>"""
        if doc.kind == "programme":
            eps = "".join(
                f'<li class="programme programme--radio"><h3 class="programme__titles"><span class="programme__title">{esc(b[1].split(" | ")[0])}</span></h3><p class="programme__synopsis">{esc(b[1].split(" | ")[1])}</p><p class="programme__availability">{esc(b[1].split(" | ")[2])}</p></li>'
                for b in doc.blocks[1:]
            )
            return f"""<div class="br-masthead"><h1 class="br-masthead__title">Morning Report</h1><p>Albion Radio 4</p></div>
<p class="programme__synopsis">{esc(doc.blocks[0][1])}</p>
<h2>Available now</h2><ol class="highlight-box-wrapper">{eps}</ol>
<h2>Featured in this week's programmes</h2><ul><li>{self.a("planning", self.docs["planning"].title, "content")}</li><li>{self.a("ferry", self.docs["ferry"].title, "content")}</li><li>{self.a("energy", self.docs["energy"].title, "content")}</li></ul>
<p><a href="https://www.albion.test/sounds/brand/p0fx1z8k">Listen on Albion Sounds</a> | <a href="https://podcasts.albion.test/morningreport.rss">Podcast feed</a></p>"""
        return f'<div class="sc-a34861b-1 static-page"><h1 class="sc-518485e5-0">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
