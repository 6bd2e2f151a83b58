# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Orbis: an international news wire's own site, London-based, modelled on the Reuters / AFP web front ends (Arc XP
"Fusion" markup: `data-testid` attributes, hashed-looking class names, `/world/europe/<slug>-2026-12-04/`,
`/world/?page=2`, `/topic/…/`, `/authors/…/`, `/site-search/?query=`, `/latest/`, `/pictures/…`), English, UTF-8.
Wire habits: a dateline opening the first paragraph ("PARIS (Orbis) -", "Marseille (Orbis) -", "JAKARTA, Dec 5
(Orbis) -"), bylines "By A with B in Berlin" (both authors), a "Reporting by …; Editing by …" sign-off on some
stories (the reporters are authors, the editor is not), times printed "Published Dec 4, 2026 9:40 PM GMT" and
JSON-LD `NewsArticle` in UTC with milliseconds. The publisher's own zone is GMT (London), so the label is the GMT
day even where the dateline city is already on the next day. Quirks: JSON-LD `author` is the Organization on the
quake brief and on the markets wrap (which prints two named reporters), the Marseille feature has no JSON-LD, the
fact check is credited to the desk. The photo story (captions only) and the "Latest" ticker are not articles."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["strike", "quake", "factcheck", "analysis", "feature", "marathon", "interview", "markets"]
MONTH = {"11": "Nov", "12": "Dec"}
HEADING, NEXT, PREV = 'data-testid="Heading"', 'rel="next"', 'rel="prev"'
LOGO = 'aria-label="Orbis home page" data-testid="Logo"'
DESK = {
    "strike": ("world", "World"),
    "quake": ("world", "World"),
    "interview": ("world", "World"),
    "feature": ("world", "World"),
    "factcheck": ("/fact-check/", "Fact Check"),
    "analysis": ("/business/", "Business"),
    "marathon": ("/sports/", "Sports"),
    "markets": ("/markets/", "Markets"),
}


def stamp(iso: str) -> str:
    """'2026-12-04T21:40:12.418Z' -> 'Dec 4, 2026 9:40 PM GMT' (the wire prints London time, GMT in December)."""
    day, clock = iso[:10], iso[11:16]
    h, m = int(clock[:2]), clock[3:]
    ampm = "AM" if h < 12 else "PM"
    h12 = h % 12 or 12
    return f"{MONTH[day[5:7]]} {int(day[8:10])}, {day[:4]} {h12}:{m} {ampm} GMT"


class Orbis(Base):
    origin = "https://www.orbiswire.test"
    name = "Orbis"
    prefix = "orb"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "orb",
            [
                ".site-header__header__1dDjd",
                ".article-header__container__3ZMbs",
                ".article-body__content__17Yit",
                ".text__text__1FZLe",
                ".story-card__area-headline__2ZAtJ",
                ".media-story-card__body__3tRWy",
                ".site-footer__footer__3qEqx",
                ".latest-list__item__9TSgL",
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
                "Orbis",
                "arc-home-top-stories",
                list=["strike", "markets", "quake", "analysis", "factcheck", "feature", "interview", "marathon"],
            )
        )
        add(
            page(
                "world",
                "/world/",
                "section",
                "World",
                "arc-section-front",
                list=["strike", "quake", "interview", "feature"],
                more="world2",
            )
        )
        add(
            page(
                "world2",
                "/world/?page=2",
                "section",
                "World",
                "arc-section-page2",
                list=["factcheck", "analysis", "marathon"],
                prev="world",
            )
        )
        add(
            page(
                "latest",
                "/latest/",
                "section",
                "Latest",
                "latest-ticker-list",
                list=["markets", "strike", "quake"],
                ticker=True,
            )
        )
        add(
            page(
                "gallery",
                "/pictures/lyon-festival-of-lights-returns-2026-12-04/",
                "gallery",
                "In pictures: Lyon's Festival of Lights returns",
                "photo-story-captions-only",
                [
                    "FIG: Projection on the cathedral | A projection lights up the facade of Saint-Jean cathedral on the opening night of the Festival of Lights in Lyon, France, December 4, 2026. Orbis/Julien Masson",
                    "FIG: Crowd on a bridge | Visitors crowd a footbridge over the Saône river to watch an installation of floating lanterns. Orbis/Julien Masson",
                    "FIG: Child with candle | A child places a candle in a coloured glass on a windowsill in the Croix-Rousse district, a tradition dating back to 1852. Orbis/Julien Masson",
                    "FIG: Giant balloon | A giant illuminated balloon hangs above the Place des Terreaux. Orbis/Camille Roche",
                    "FIG: Light tunnel | People walk through a tunnel of LED arches in the Parc de la Tête d'Or. Orbis/Camille Roche",
                    "FIG: Fountain | Light patterns are projected onto the Bartholdi fountain. Orbis/Julien Masson",
                    "FIG: Police | Police officers patrol near the Place Bellecour as organisers expect nearly two million visitors over four nights. Orbis/Camille Roche",
                ],
                stamp="2026-12-04T20:55:03.112Z",
            )
        )
        add(
            page(
                "topic",
                "/topic/labour-strikes/",
                "tag",
                "Labour strikes",
                "arc-topic-page",
                list=["strike"],
                older=[
                    (
                        "/world/europe/belgian-port-workers-end-48-hour-walkout-after-pay-deal-2026-11-26/",
                        "Belgian port workers end 48-hour walkout after pay deal",
                        "Nov 26, 2026",
                    ),
                    (
                        "/business/autos-transportation/german-train-drivers-union-sets-strike-ballot-for-january-2026-11-19/",
                        "German train drivers' union sets strike ballot for January",
                        "Nov 19, 2026",
                    ),
                    (
                        "/world/americas/chilean-copper-miners-vote-to-strike-at-two-sites-2026-11-12/",
                        "Chilean copper miners vote to strike at two sites",
                        "Nov 12, 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "author",
                "/authors/claire-dumont/",
                "author",
                "Claire Dumont",
                "arc-author-page",
                list=["strike", "feature"],
                bio="Claire Dumont is a Paris-based correspondent covering French politics, labour and transport. She joined Orbis in 2014 after reporting from Brussels and Dakar.",
            )
        )
        add(
            page(
                "search",
                "/site-search/?query=rail+strike",
                "search",
                "Search results for: rail strike",
                "site-search-results",
                list=["strike"],
                older=[
                    (
                        "/world/europe/italian-rail-unions-call-24-hour-strike-for-dec-15-2026-11-30/",
                        "Italian rail unions call 24-hour strike for Dec. 15",
                        "Nov 30, 2026",
                    ),
                    (
                        "/business/autos-transportation/german-train-drivers-union-sets-strike-ballot-for-january-2026-11-19/",
                        "German train drivers' union sets strike ballot for January",
                        "Nov 19, 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "about",
                "/info-pages/about-orbis/",
                "about",
                "About Orbis",
                "info-page",
                [
                    "Orbis is an independent international news agency founded in London in 1921. Its journalists file text, pictures, video and data from more than 140 bureaus in 96 countries, in English, French, Spanish, Arabic and Portuguese.",
                    "## Our customers",
                    "Orbis supplies news to more than 2,000 newspapers, broadcasters, websites and financial institutions around the world. Stories published on this site are a selection of the wire services our customers receive.",
                    "## Independence",
                    "Orbis is owned by a foundation whose statutes require it to remain independent of any government, party or commercial interest. Its editors apply the Orbis Trust Principles of integrity, independence and freedom from bias.",
                    "## Contact",
                    "Newsroom corrections: corrections@orbiswire.test. Sales and licensing: sales@orbiswire.test. Orbis, 30 Farringdon Road, London EC1M 3HE.",
                ],
            )
        )
        add(
            story(
                "strike",
                "/world/europe/french-rail-unions-extend-strike-into-second-week-2026-12-04/",
                "French rail unions extend strike into second week as cross-border trains stall",
                "2026-12-04",
                "2026-12-04T21:40:12.418Z",
                "",
                ["Claire Dumont", "Tomas Weber"],
                [
                    "PARIS (Orbis) - French rail unions voted on Friday to extend a nationwide strike into a second week, prolonging disruption for hundreds of thousands of commuters and halting most high-speed links to Germany, Belgium and Switzerland as the holiday travel season approaches.",
                    "The four unions representing drivers and signalling staff at state operator Réseau Ferré Hexagonal (RFH) said the walkout, which began on Nov. 27, would continue at least until Dec. 11 after talks with management over pay and pension contributions broke down late on Thursday.",
                    '"Management came to the table with nothing new," Sylvie Marchand, secretary general of the drivers\' union SUD-Conduite, told reporters outside the company\'s headquarters in Saint-Denis. "We are not going to go back to work for a one-off bonus that disappears in January."',
                    "RFH said only one in three high-speed trains would run on Saturday and Sunday, and fewer than half of regional services. Paris suburban lines were expected to be worst hit, with some branches closed entirely outside rush hours.",
                    "FIG: Empty platform | An empty platform at the Gare de l'Est in Paris on the eighth day of the strike, December 4, 2026. Orbis/Julien Masson",
                    "The company has offered a 3.1% pay rise for 2027 and a one-time payment of 600 euros ($655) to staff earning less than 2,800 euros a month. The unions are demanding 5% and a freeze of the pension contribution increase approved by parliament in June.",
                    "In Germany, operator Rhein-Express said it had cancelled all direct services between Frankfurt and Paris until further notice and was running replacement buses between Saarbrücken and Metz. Around 14,000 passengers a day normally use the routes, according to the company.",
                    '"We advise customers to postpone non-essential travel or to book via Brussels, where some capacity remains," a Rhein-Express spokeswoman said in Berlin.',
                    "Transport Minister Étienne Lavaud urged both sides to return to talks, saying the government would not intervene directly in wage negotiations at a company that had returned to profit only last year. He said he had asked RFH to guarantee a minimum service on lines serving hospitals and airports.",
                    "The strike has so far cost RFH around 25 million euros a day in lost revenue and compensation, according to a union estimate that the company did not dispute. Freight operators said deliveries of fuel and grain were also being delayed.",
                    "Business groups warned that a prolonged stoppage would hurt retailers in the run-up to Christmas. The federation of city-centre shops said footfall in Paris had fallen 18% in the first week of the strike compared with the same week last year.",
                    "Opinion polls show the public divided. A survey by pollster Opinia published on Thursday found 47% of respondents supported the strikers, down from 56% at the start of the walkout.",
                    "The unions have called a national demonstration in Paris for Tuesday and said they would decide on Dec. 10 whether to extend the action further. Previous rail strikes in France, including a stoppage of nearly seven weeks in 2019 and 2020, forced successive governments to water down reforms.",
                ],
                "dateline-caps-two-authors-with-in-city",
                section="Europe",
                byline="By [[author|Claire Dumont]] with Tomas Weber in Berlin",
                ld="person",
                topic=True,
            )
        )
        add(
            story(
                "quake",
                "/world/asia-pacific/strong-quake-strikes-off-eastern-indonesia-no-tsunami-threat-2026-12-04/",
                "Strong quake strikes off eastern Indonesia, no tsunami threat",
                "2026-12-04",
                "2026-12-04T23:20:41.007Z",
                "",
                ["Dewi Santoso"],
                [
                    "JAKARTA, Dec 5 (Orbis) - A magnitude 6.2 earthquake struck off the coast of Indonesia's North Maluku province early on Saturday, the country's geophysics agency said, but no tsunami warning was issued.",
                    "The quake hit at 7:58 a.m. local time (2258 GMT) at a depth of 35 km (22 miles), about 120 km north-west of the town of Tobelo, the agency said.",
                    "Residents in Tobelo said they felt strong shaking for several seconds and some ran out of their homes, but there were no immediate reports of damage or casualties, a local disaster official told Orbis by telephone.",
                    'Indonesia sits on the Pacific "Ring of Fire", an arc of volcanoes and fault lines around the Pacific Basin where earthquakes are frequent.',
                ],
                "brief-signoff-reporting-by-editing-by-next-day-dateline",
                section="Asia Pacific",
                signoff="Reporting by Dewi Santoso in Jakarta; Editing by Mark Hollis",
                ld="org",
            )
        )
        add(
            story(
                "factcheck",
                "/fact-check/video-of-flooded-street-in-genoa-is-from-2019-2026-12-03/",
                "Fact Check: Video of flooded street in Genoa is from 2019, not this week's storm",
                "2026-12-03",
                "2026-12-03T16:05:27.250Z",
                "",
                [],
                [
                    "A video shared widely on social media this week as footage of flooding in the Italian city of Genoa during a storm on Dec. 2 was filmed more than seven years ago. The clip shows a street in the city's Sturla district during a storm in October 2019.",
                    'The 41-second video shows brown water rushing down a narrow street, carrying rubbish bins and a moped, while a man shouts from a balcony. One post on X sharing the clip on Dec. 3 had been viewed more than 1.2 million times. Its caption read: "Genoa right now. Nobody is talking about this."',
                    "Similar posts appeared on Facebook, TikTok and Telegram in English, Italian and German, several of them suggesting that the authorities were hiding the scale of the damage.",
                    "## What the video shows",
                    'A reverse image search of keyframes from the video led to a YouTube upload dated Oct. 15, 2019, titled "Alluvione Sturla" ("Sturla flood"). The footage in that upload is identical, including the man\'s voice and a blue shop awning visible on the left of the frame.',
                    "Italian news websites also published stills from the same video on Oct. 15 and Oct. 16, 2019, when heavy rain caused flash flooding in parts of the Liguria region.",
                    "Orbis matched the location using street-level imagery, where the shop awning, a pharmacy sign and the shape of the balconies are visible. The awning has since been replaced by a grey one, images from 2024 show.",
                    "## This week's storm",
                    "Genoa was hit by heavy rain on Dec. 2, and the regional civil protection agency issued an orange alert for the coast. Local authorities reported fallen trees and flooded underpasses, but no flooding on the scale shown in the video.",
                    'A spokesperson for the city council told Orbis that the video "has nothing to do with the events of this week" and that the council had asked social media platforms to label it.',
                    "## VERDICT",
                    "False. The video was filmed during a storm in Genoa in October 2019 and does not show flooding from the storm of Dec. 2, 2026.",
                    'RAW:<p class="fact-check-footer__text">This article was produced by the Orbis Fact Check team. Read more about our work to fact-check social media posts <a href="/fact-check/about/">here</a>.</p>',
                ],
                "fact-check-verdict-box-desk-credit",
                section="Fact Check",
                byline="By Orbis Fact Check",
                ld="org",
                verdict=(
                    "False",
                    "Footage shared as showing this week's floods in Genoa was filmed during a storm in October 2019.",
                ),
            )
        )
        add(
            story(
                "analysis",
                "/business/energy/analysis-europes-gas-cushion-looks-thin-as-first-cold-snap-bites-2026-12-02/",
                "Analysis: Europe's gas cushion looks thin as first cold snap bites",
                "2026-12-02",
                "2026-12-02T06:02:55.731Z",
                "",
                ["Hannah Price", "Luca Ferri"],
                [
                    "LONDON (Orbis) - Europe entered winter with its gas storage sites almost full, but a colder-than-expected start to December and weaker deliveries of liquefied natural gas (LNG) are eating into that cushion faster than traders had bet, raising the risk of a price spike before spring.",
                    "Storage across the European Union stood at 83% of capacity on Dec. 1, according to industry data, down from 95% at the start of November. Withdrawals over the past two weeks were the fastest for the time of year since 2021, analysts said.",
                    '"The market priced in a mild winter and it is not getting one, at least not so far," said Ingrid Solberg, head of gas research at Oslo-based consultancy Nordlys Energy. "If we see another two or three weeks like this, the conversation changes very quickly."',
                    "Benchmark Dutch front-month gas prices have risen about 22% since mid-November to around 41 euros per megawatt hour, still far below the peaks of 2022 but well above the levels most utilities budgeted for this winter.",
                    "## SLOWER SHIPS",
                    "Part of the problem is supply. LNG arrivals in north-west Europe fell to 5.6 million tonnes in November from 6.9 million a year earlier, ship-tracking data compiled by Orbis show, as cargoes were diverted to Asia, where a cold start to the season in Japan and South Korea pushed up spot prices.",
                    "Maintenance at two liquefaction plants in the Atlantic basin and fog at several European ports added to delays, traders said.",
                    '"Europe is competing for every cargo with buyers who are willing to pay a premium right now," said a London-based LNG trader who asked not to be named because he was not authorised to speak to the media.',
                    "Pipeline flows from Norway, Europe's largest supplier, have been steady at around 330 million cubic metres a day, but there is little room to increase them further, according to the network operator.",
                    "## INDUSTRY ON EDGE",
                    "For now, governments are playing down the risk. Several energy ministries said this week that storage levels remained comfortable and that they saw no need for emergency measures.",
                    "But some industrial users are already adjusting. Two German chemicals groups told Orbis they had cut output at ammonia plants in recent days to sell back gas contracted at lower prices, a practice that helped balance the market in 2022 but also hurt production.",
                    '"We are not in crisis mode, but we are watching the weather forecast every morning," said a manager at one of the companies, who declined to be named.',
                    "Analysts at Halden Bank estimate that storage could fall to 35% by the end of March under normal temperatures, leaving sites needing to refill more than 60 billion cubic metres over the summer, a task that would keep prices elevated well into 2027.",
                    "In a colder scenario, with temperatures two degrees below the seasonal norm in January and February, storage would fall close to 20%, a level several analysts described as uncomfortable but not dangerous.",
                    "## WEATHER WILD CARD",
                    "Much will depend on the weather over the next eight weeks. Forecasters expect below-average temperatures across central and northern Europe until at least mid-December, followed by a return to milder conditions.",
                    "Wind output is another factor. A period of still, cold weather, known in German as Dunkelflaute, increases demand for gas-fired power, as happened for several days in November when wind generation in Germany fell below 5% of the power mix.",
                    '"The system has more flexibility than it had three years ago, with more LNG terminals and lower demand," said Solberg of Nordlys Energy. "But flexibility costs money, and consumers will eventually see that in their bills."',
                    "European households are largely protected from short-term price swings by fixed tariffs, but retailers in several countries have warned that tariffs for 2027 could rise if wholesale prices stay at current levels through the winter.",
                ],
                "analysis-caps-subheads-two-authors-and-updated",
                section="Energy",
                byline="By Hannah Price and Luca Ferri",
                ld="person",
                updated="2026-12-03T09:14:02.000Z",
            )
        )
        add(
            story(
                "feature",
                "/world/europe/last-fishmongers-of-marseilles-old-port-hold-on-2026-12-01/",
                "The last fishmongers of Marseille's Old Port hold on",
                "2026-12-01",
                None,
                "",
                ["Léa Morel"],
                [
                    "Marseille (Orbis) - At six o'clock on a cold December morning, Josiane Ferrandi is already behind her folding table on the Quai des Belges, laying out red mullet, sea bream and a tangle of small rockfish on a bed of crushed ice.",
                    '"My grandmother sold fish here, my mother sold fish here, and now me," said Ferrandi, 63, her hands red from the cold. "After me, I don\'t know."',
                    "For centuries, fishermen's wives have sold the night's catch directly from the boats on the Old Port, the ancient harbour at the heart of France's second city. Today fewer than a dozen stalls remain, down from around forty in the 1990s, according to the local fishermen's association.",
                    "The reasons are many: fewer boats, stricter rules on the size and species that can be sold, rising fuel costs and a tourist trade that photographs the stalls more often than it buys from them.",
                    '"People take pictures of the octopus and then they go and eat a burger," said Ferrandi\'s neighbour, Mireille Santoni, 58, laughing. "It\'s good for Instagram, not so good for us."',
                    "FIG: Fish stall | Josiane Ferrandi arranges fish on her stall on the Quai des Belges in Marseille, France, November 27, 2026. Orbis/Camille Roche",
                    "Marseille's small-scale fleet of wooden boats known as pointus, most of them under 12 metres long, has shrunk to about 60 vessels from more than 150 two decades ago, said Gérard Pastor, who heads the fishermen's association. Many owners retired without finding a buyer, and young people are reluctant to take on the debt needed to buy and maintain a boat.",
                    '"You get up at two in the morning, you go out in all weather, and at the end of the month you have earned less than a supermarket cashier," Pastor said. "Who wants that life?"',
                    "Fuel prices have doubled since 2020, and catches of some species have fallen as waters warm. Fishermen say they now find barracuda and bluefish, once rare in the area, while traditional species such as hake have become scarcer.",
                    'The city has tried to help. In 2024 it renovated the quay with new stainless steel tables and running water, and it has promised to keep the market free of charge for licensed sellers. A municipal spokesman said the market was "part of Marseille\'s soul" and would be protected.',
                    "But rules introduced to improve hygiene and traceability have added paperwork that many older sellers find daunting. Each fish must now be labelled with its species, fishing zone and method of capture.",
                    '"I\'m not against the rules, but I\'m 71 and I do it all with a pen," said Antoine Giudicelli, who sells his own catch with his wife, Rose. "Sometimes I spend more time writing than fishing."',
                    "Some younger people are trying a different model. Camille Reynaud, 29, who studied marine biology before buying a boat with her partner three years ago, sells part of her catch through a subscription scheme to restaurants and families, with deliveries by cargo bike.",
                    '"The quay is the heart of it, but you can\'t live only from the quay any more," she said, mending a net in the harbour. "We need both: the tradition and new customers."',
                    "By mid-morning the crowd on the quay has thickened. A group of Spanish tourists stops to film a moray eel writhing in a plastic basin. A retired couple buy a kilo of mussels and chat with Ferrandi about the weather.",
                    '"The regulars still come, thank God," she said, wrapping the shellfish in newspaper. "As long as they come, I\'ll be here."',
                ],
                "feature-titlecase-dateline-no-jsonld",
                section="Europe",
                byline="By Léa Morel",
                ld="",
                printed="2026-12-01T09:15:00.000Z",
            )
        )
        add(
            story(
                "marathon",
                "/sports/athletics/kiprono-breaks-course-record-to-win-valencia-marathon-2026-11-29/",
                "Kiprono breaks course record to win Valencia marathon",
                "2026-11-29",
                "2026-11-29T10:48:19.560Z",
                "",
                ["Peter Okafor"],
                [
                    "VALENCIA, Spain (Orbis) - Kenya's Daniel Kiprono broke the course record at the Valencia marathon on Sunday, pulling away from a group of five runners in the final six kilometres to win in two hours, two minutes and 11 seconds.",
                    "The 26-year-old, running only his third marathon, finished 38 seconds ahead of Ethiopia's Tesfaye Alemu, with compatriot Gideon Rotich third in 2:03:02 on a cool, windless morning that had raised hopes of fast times.",
                    '"I was waiting and waiting, because the pacemakers were very strong," Kiprono said. "At 36 kilometres I felt my legs were still fresh, so I decided it was time to go."',
                    "Kiprono, who finished fourth in Berlin in September, took 29 seconds off the previous course record. His time is the fourth-fastest of the year.",
                    "In the women's race, Ethiopia's Meseret Abebe won in 2:17:45, holding off Kenya's Faith Wanjiru in a sprint along the finishing straight by the City of Arts and Sciences. Abebe, 31, had pulled out of the world championships in August with a hamstring injury.",
                    '"After the injury, many people said my career was finished," she said, wrapped in an Ethiopian flag. "Today I showed them I am still here."',
                    "Organisers said a record 32,000 runners started the race, which has become one of the fastest in the world thanks to its flat course and mild temperatures.",
                    "Spain's Raúl Mendieta was the best-placed European in the men's race, finishing ninth in 2:06:40, a national record.",
                ],
                "sports-report-caps-dateline-country",
                section="Athletics",
                byline="By Peter Okafor",
                ld="person",
            )
        )
        add(
            story(
                "interview",
                "/world/africa/interview-sahel-water-chief-says-cross-border-dams-need-a-referee-2026-12-03/",
                "Interview: Sahel water chief says cross-border dams need 'a referee'",
                "2026-12-03",
                "2026-12-03T14:30:08.904Z",
                "",
                ["Amadou Diallo"],
                [
                    "DAKAR (Orbis) - Countries sharing West Africa's major rivers must agree on binding rules for new dams before rising demand and erratic rainfall turn disputes over water into open conflict, the head of a regional river basin authority said in an interview.",
                    "Aïssatou Bâ, executive secretary of the Sahel River Basin Commission, which groups seven countries, said at least 14 dams and irrigation schemes were planned on rivers crossing national borders in the region over the next decade.",
                    "She spoke to Orbis on the sidelines of a water security conference in Dakar. The interview has been edited for length and clarity.",
                    "Q: Why is this urgent now? || Because the projects are coming whether we are ready or not. Governments need electricity and they need food, and dams give you both. But a dam upstream changes the life of a farmer 500 kilometres downstream. If he was not consulted, he will feel robbed, and his government will feel robbed.",
                    "Q: Are there rules today? || There are agreements, some of them from the 1970s. They were written when the population of the region was a third of what it is now and when we did not talk about climate change. Many of them say that countries should 'inform' each other. Informing is not enough. We need a procedure where a project is studied jointly and where someone can say no, or say yes with conditions.",
                    "Q: You have called for a 'referee'. What would that look like? || An independent technical body, funded by all members, with the power to review every major project and publish its findings. Not a court, because nobody wants to go to court against a neighbour. But a referee whose opinion everyone has agreed in advance to respect.",
                    "Q: Do governments support that? || In private, most of them say yes. In public it is more difficult, because water is a question of sovereignty. Nobody wants to look weak. My job is to show that sharing information makes every country stronger, not weaker.",
                    "Q: How much has rainfall changed? || It is not only about less rain. It is about rain at the wrong time. We now see the rainy season start three or four weeks late in some areas, and then very heavy storms that cause floods. Farmers cannot plan. That is why storage is so attractive, and why we need to manage it together.",
                    "Q: What happens if nothing changes? || Then each country will build what it wants, and the river will not be big enough for all the plans. We have already had tensions between herders and farmers over water points. I do not want to see the same thing between states.",
                    "The commission's member states are due to discuss a draft protocol on shared infrastructure at a ministerial meeting in Niamey in March.",
                ],
                "interview-qa-byline-in-city",
                section="Africa",
                byline="By Amadou Diallo in Dakar",
                ld="person",
            )
        )
        add(
            story(
                "markets",
                "/markets/global-markets/stocks-edge-higher-as-bond-yields-ease-dollar-slips-2026-12-04/",
                "Stocks edge higher as bond yields ease; dollar slips",
                "2026-12-04",
                "2026-12-04T12:55:36.321Z",
                "",
                ["Kenji Mori", "Sarah Whitlock"],
                [
                    "LONDON/TOKYO, Dec 4 (Orbis) - Global stocks edged higher on Friday as a fall in government bond yields lifted rate-sensitive shares, while the dollar slipped against the yen ahead of U.S. jobs data due next week.",
                    "A broad index of world shares rose 0.3% by 1230 GMT and was on course for a weekly gain of 1.1%. Europe's regional benchmark added 0.4%, led by real estate and utilities, while futures pointed to a slightly firmer open on Wall Street.",
                    "Yields on 10-year German government bonds fell 4 basis points to 2.41%, extending this week's decline after euro zone inflation came in below forecasts on Tuesday. U.S. 10-year Treasury yields were down 3 basis points at 4.02%.",
                    '"Markets are getting more confident that the next move in rates is down, on both sides of the Atlantic," said Oliver Grant, chief investment strategist at Brightwater Asset Management in London. "The question is how fast, not whether."',
                    "In Asia, Japan's main share index closed down 0.2%, as a firmer yen weighed on exporters. The yen strengthened 0.5% to 147.30 per dollar after a senior central bank official said policymakers were watching wage trends closely.",
                    "Chinese blue chips rose 0.6%, helped by gains in property developers after state media reported that more cities would ease restrictions on home purchases.",
                    "In commodities, Brent crude futures fell 0.4% to $71.80 a barrel, heading for a second weekly loss as concerns about demand in China outweighed supply cuts by major producers. Gold rose 0.3% to $2,386 an ounce.",
                    "Among individual stocks, shares in Dutch chip equipment maker Veltrix Systems jumped 6% after it raised its full-year sales forecast, citing strong orders from Asian customers. Shares in British retailer Hartley & Finch fell 9% after it warned that warm autumn weather had hurt sales of winter clothing.",
                    "Investors are now focused on U.S. non-farm payrolls data next Friday, which economists polled by Orbis expect to show 160,000 jobs were added in November.",
                ],
                "markets-wrap-two-city-dateline-jsonld-author-org",
                section="Global Markets",
                byline="By Kenji Mori and Sarah Whitlock",
                signoff="Reporting by Kenji Mori in Tokyo and Sarah Whitlock in London; Editing by Mark Hollis",
                ld="org",
            )
        )
        for d in self.docs.values():
            if d.is_article:
                d.stamp = stamp(d.extra.get("printed") or d.iso)

    # ---- templates -------------------------------------------------------------------------------------------
    def head_meta(self, doc: Doc) -> str:
        out = [
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Orbis">',
            '<meta name="twitter:site" content="@orbiswire">',
        ]
        if not doc.is_article:
            out.append('<meta property="og:type" content="website">')
            if doc.kind == "gallery":
                out.append(f'<meta name="article:published_time" content="{doc.extra["stamp"]}">')
            return "\n".join(out)
        out.append('<meta property="og:type" content="article">')
        out.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
        out.append(f'<meta name="analyticsAttributes.contentChannel" content="{esc(doc.section)}">')
        out.append(f'<meta name="analyticsAttributes.topicChannel" content="{esc(doc.section)}">')
        if doc.iso:
            out.append(f'<meta name="article:published_time" content="{doc.iso}">')
            out.append(f'<meta name="article:modified_time" content="{doc.extra.get("updated", doc.iso)}">')
        if doc.extra.get("ld"):
            if doc.extra["ld"] == "person":
                author = [
                    {"@type": "Person", "name": a, "url": self.url("author") if a == "Claire Dumont" else None}
                    for a in doc.authors
                ]
                for a in author:
                    if a["url"] is None:
                        del a["url"]
            else:
                author = [{"@type": "Organization", "name": "Orbis", "url": self.origin}]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "url": self.url(doc.key),
                "headline": doc.title,
                "description": self.lede(doc),
                "dateCreated": doc.iso,
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("updated", doc.iso),
                "articleSection": doc.section,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Orbis",
                    "logo": {"@type": "ImageObject", "url": self.origin + "/pf/resources/images/orbis/logo.png"},
                },
                "image": {"@type": "ImageObject", "url": self.fig_src(doc.title), "width": 1920, "height": 1080},
                "isAccessibleForFree": True,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def fig_src(self, alt: str) -> str:
        return f"{self.origin}/resizer/v2/{zlib.crc32(alt.encode()):08X}.jpg?auth=a1b2c3&width=1200&quality=80"

    def figure(self, alt: str, cap: str) -> str:
        text, _, credit = cap.rpartition(" Orbis/")
        return (
            f'<figure class="primary-image__container__2X7eH" data-testid="Image"><div class="image__container">'
            f'<img src="{self.fig_src(alt)}" alt="{esc(alt)}" loading="lazy" width="1200" height="675"></div>'
            f'<figcaption class="image-caption__container__1GSP0"><span data-testid="Body" class="text__text__1FZLe">{esc(text)}</span>'
            f'<span class="image-caption__credit"> Orbis/{esc(credit)}</span> <a class="image-caption__purchase" href="https://pictures.orbiswire.test/licensing">Purchase Licensing Rights</a></figcaption></figure>'
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-bar__item__3B7Qs" data-testid="NavItem">{self.a(k, t, "nav", attrs=a)}</li>'
            for k, t, a in (
                ("world", "World", 'data-testid="Link"'),
                ("/business/", "Business", 'data-testid="Link"'),
                ("/markets/", "Markets", 'data-testid="Link"'),
                ("/sports/", "Sports", 'data-testid="Link"'),
                ("gallery", "Pictures", 'data-testid="Link"'),
                ("/fact-check/", "Fact Check", 'data-testid="Link"'),
                ("latest", "Latest", 'data-testid="Link"'),
            )
        )
        suffix = "" if doc.key == "home" else " | Orbis"
        title = "Orbis | Breaking International News &amp; Views" if doc.key == "home" else esc(doc.title) + suffix
        ticker = "".join(
            f'<li class="market-ticker__item"><span class="market-ticker__name">{n}</span> <span>{v}</span> <span class="{c}">{p}</span></li>'
            for n, v, c, p in (
                ("Europe 50", "4,918.20", "up", "+0.42%"),
                ("Asia 225", "38,102.55", "down", "-0.21%"),
                ("EUR/USD", "1.0914", "up", "+0.12%"),
                ("Brent", "71.80", "down", "-0.40%"),
                ("Gold", "2,386.10", "up", "+0.31%"),
            )
        )
        fusion = json.dumps(
            {"arcSite": "orbis", "deployment": 5124, "outputType": "default", "contextPath": "/pf", "lang": "en"}
        )
        return f"""<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="canonical" href="{esc(self.url(doc.key))}">
{self.head_meta(doc)}
<link rel="alternate" type="application/rss+xml" title="Orbis World News" href="/arc/outboundfeeds/world/?outputType=xml">
<link rel="preconnect" href="https://cdn.orbiswire.test">
<link rel="icon" href="/pf/resources/images/orbis/favicon.ico?d=512">
<style>/*PAD*/</style>
<script>window.Fusion=window.Fusion||{{}};Fusion.globalContent=Fusion.globalContent||{{}};Fusion.environment={fusion};</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-ORB1234"></script>
</head>
<body>
<div id="fusion-app" class="fusion-app">
<a class="skip-link" href="#main-content">Skip to main content</a>
<header class="site-header__header__1dDjd" data-testid="SiteHeader">
<div class="site-header__logo">{self.a("home", "Orbis", "nav", attrs=LOGO)}</div>
<nav class="nav-bar__nav__1Q3bc" aria-label="Main"><ul class="nav-bar__list">{nav}</ul></nav>
<div class="site-header__utility"><a href="/site-search/" aria-label="Search" data-testid="SearchButton">Search</a> <a href="https://accounts.orbiswire.test/login?redirect={esc(self.url(doc.key))}" class="site-header__login">Sign In</a> <a href="https://accounts.orbiswire.test/register" class="site-header__register">Register</a></div>
<ul class="market-ticker__list" aria-label="Markets">{ticker}</ul>
</header>
<main id="main-content" class="regular-article-layout__main__1tyHh">
{main}
</main>
<footer class="site-footer__footer__3qEqx" data-testid="SiteFooter">
<div class="site-footer__apps"><h3>Apps</h3><a href="https://apps.apple.com/app/orbis-news/id000000001">Orbis for iPhone</a> <a href="https://play.google.com/store/apps/details?id=test.orbiswire.news">Orbis for Android</a> <a href="/newsletters/">Newsletters</a></div>
<div class="site-footer__links"><h3>Information you can trust</h3><p>Orbis, the news and media agency, is a leading provider of independent news to customers in more than 120 countries.</p>
<ul><li>{self.a("about", "About Orbis", "footer")}</li><li><a href="/info-pages/trust-principles/">Orbis Trust Principles</a></li><li><a href="https://careers.orbiswire.test/">Careers</a></li><li><a href="mailto:corrections@orbiswire.test">Corrections</a></li><li><a href="/info-pages/terms-of-use/">Terms of Use</a></li><li><a href="/info-pages/privacy-statement/">Privacy</a></li><li><a href="/info-pages/cookies/">Cookies</a></li><li><a href="/info-pages/accessibility/">Accessibility</a></li></ul></div>
<div class="site-footer__social"><a href="https://x.com/orbiswire">X</a> <a href="https://www.facebook.com/orbiswire">Facebook</a> <a href="https://www.linkedin.com/company/orbiswire">LinkedIn</a> <a href="https://www.instagram.com/orbiswire">Instagram</a> <a href="https://www.youtube.com/@orbiswire">YouTube</a></div>
<p class="site-footer__disclaimer">All quotes delayed a minimum of 15 minutes. See here for a complete list of exchanges and delays.</p>
<p class="site-footer__copyright">© 2026 Orbis. All rights reserved</p>
</footer>
</div>
<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><div class="ot-sdk-container"><p id="onetrust-policy-text">We use cookies and similar technologies to personalise content and ads, to provide social media features and to analyse our traffic. You can manage your preferences at any time.</p><button id="onetrust-pc-btn-handler">Cookie settings</button> <button id="onetrust-reject-all-handler">Reject all</button> <button id="onetrust-accept-btn-handler">Accept all cookies</button></div></div>
<script src="/pf/dist/engine/react.js?d=512&amp;mxId=00000000" defer></script>
<script src="/pf/dist/components/combinations/default.js?d=512&amp;mxId=00000000" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        byline = self.inline(doc.byline, "byline") if doc.byline else ""
        time = f'<time class="date-line__date__23Ge-" datetime="{doc.extra.get("printed") or doc.iso}"><span class="date-line__date___kNbY">Published {doc.stamp}</span>'
        if doc.extra.get("updated"):
            time += f' <span class="date-line__updated">Updated {stamp(doc.extra["updated"])}</span>'
        time += "</time>"
        verdict = ""
        if doc.extra.get("verdict"):
            rating, summary = doc.extra["verdict"]
            verdict = (
                '<aside class="fact-check-verdict__box__7Hh2q" data-testid="VerdictBox"><span class="fact-check-verdict__label">Verdict</span>'
                f'<strong class="fact-check-verdict__rating">{rating}</strong><p class="fact-check-verdict__summary">{esc(summary)}</p></aside>'
            )
        body = self.blocks(
            doc,
            p_tag='<p class="text__text__1FZLe article-body__paragraph__2-BtD" data-testid="paragraph">',
            fig=self.figure,
        )
        signoff = ""
        if doc.extra.get("signoff"):
            signoff = f'<p class="sign-off__text__3o8f3" data-testid="SignOff">{esc(doc.extra["signoff"])}</p>'
        topics = ""
        if doc.extra.get("topic"):
            topics = f'<div class="tags-with-label__container"><span>Topics:</span> {self.a("topic", "Labour strikes", "content")} <a href="/business/energy/">Energy</a></div>'
        related = "".join(
            f'<li class="story-card__area-headline__2ZAtJ" data-testid="Heading">{self.a(k, self.docs[k].title, "related")}<time>{self.docs[k].stamp.rsplit(" ", 3)[0]}</time></li>'
            for k in ARTS
            if k != doc.key
        )
        share = esc(self.url(doc.key))
        crumb = "" if doc.section == DESK[doc.key][1] else f" <span>/</span> <span>{esc(doc.section)}</span>"
        return f"""<article class="article__container__2-Cw8" data-testid="Article">
<header class="article-header__container__3ZMbs">
<nav class="article-header__tags__1a3Ou" aria-label="Tags">{self.a(*DESK[doc.key], "breadcrumb")}{crumb}</nav>
<h1 data-testid="Heading" class="text__text__1FZLe text__heading_3__1kDhc article-header__title__3Y2Cb">{esc(doc.title)}</h1>
<div class="article-header__author-date__3-N3m">
<address class="byline__byline__1lDmH" data-testid="AuthorByline">{byline}</address>
{time}
</div>
<div class="article-header__toolbar"><button class="article-header__share">Share</button> <span class="article-header__read-time">{max(1, len(doc.body.split()) // 230)}-minute read</span></div>
</header>
{verdict}
<div class="article-body__content__17Yit" data-testid="ArticleBody">
{body}
{signoff}
</div>
<p class="trust-principles__text">Our Standards: <a href="/info-pages/trust-principles/">The Orbis Trust Principles.</a></p>
{topics}
<div class="article-share__links" data-testid="ShareLinks"><a href="https://x.com/intent/tweet?url={share}">Share on X</a> <a href="https://www.facebook.com/sharer/sharer.php?u={share}">Facebook</a> <a href="https://www.linkedin.com/shareArticle?mini=true&amp;url={share}">LinkedIn</a> <a href="mailto:?subject={esc(doc.title)}&amp;body={share}">Email</a> <a href="https://pictures.orbiswire.test/licensing?story={share}">Purchase Licensing Rights</a></div>
<section class="read-next__container__1oKBe" data-testid="ReadNext"><h2>Read Next</h2><ul>{related}</ul></section>
<div class="newsletter-signup__container"><h3>Sign up for the Orbis Daily Briefing</h3><p>Everything you need to know about the world, in your inbox every morning.</p><a href="/newsletters/daily-briefing/">Sign up</a></div>
</article>"""

    def card(self, k: str, zone: str = "content", lede: bool = True) -> str:
        d = self.docs[k]
        teaser = f'<p class="media-story-card__description">{esc(self.lede(d))}</p>' if lede else ""
        return (
            f'<li class="media-story-card__body__3tRWy" data-testid="MediaStoryCard"><span class="media-story-card__kicker">{esc(d.section)}</span>'
            f'<h3 class="story-card__area-headline__2ZAtJ">{self.a(k, self.teaser_text(d), zone, attrs=HEADING)}</h3>{teaser}'
            f'<time class="media-story-card__time">{d.stamp.rsplit(" ", 3)[0]}</time></li>'
        )

    def listing_main(self, doc: Doc) -> str:
        if doc.extra.get("ticker"):
            unlinked = [
                (
                    "9:52 PM GMT",
                    "World",
                    "Regional bloc to meet on Sahel ceasefire proposal on Monday - diplomats",
                ),
                ("9:31 PM GMT", "Business", "Nordic airline Skylane to cut 400 jobs as winter demand softens"),
                ("8:47 PM GMT", "Sports", "Brazilian striker Duarte signs three-year deal with Lisbon club"),
                ("7:58 PM GMT", "Americas", "Chile's lower house approves pension reform, sends bill to Senate"),
                ("6:20 PM GMT", "Europe", "Polish grain exports rose 9% in November, farm ministry says"),
                ("5:05 PM GMT", "Middle East", "Jordan reopens northern border crossing after two-day closure"),
                ("3:44 PM GMT", "Technology", "Japanese chipmaker Hoshida to build second plant in Kumamoto"),
                ("2:10 PM GMT", "Markets", "Copper hits two-week high on signs of tighter supply"),
            ]
            linked = {
                "quake": "11:20 PM GMT",
                "strike": "9:40 PM GMT",
                "markets": "12:55 PM GMT",
            }
            rows = []
            for i, (t, s, h) in enumerate(unlinked):
                if i == 0:
                    rows.append(
                        self.tick(linked["quake"], "Asia Pacific", self.a("quake", self.docs["quake"].title, "content"))
                    )
                if i == 1:
                    rows.append(
                        self.tick(linked["strike"], "Europe", self.a("strike", self.docs["strike"].title, "content"))
                    )
                rows.append(self.tick(t, s, esc(h)))
            rows.append(
                self.tick(linked["markets"], "Markets", self.a("markets", self.docs["markets"].title, "content"))
            )
            return f"""<div class="latest-page__container"><h1 data-testid="Heading" class="text__heading_2">{esc(doc.title)}</h1>
<p class="latest-page__intro">The latest news from Orbis, updated as it is published. Times are GMT.</p>
<p class="latest-page__date">Friday, December 4, 2026</p>
<ul class="latest-list__list">{"".join(rows)}</ul>
<a class="latest-page__more" href="/latest/?offset=20">Load more</a></div>"""
        cards = "".join(self.card(k) for k in doc.extra["list"])
        cards += "".join(
            f'<li class="media-story-card__body__3tRWy" data-testid="MediaStoryCard"><h3 class="story-card__area-headline__2ZAtJ"><a href="{h}" data-testid="Heading">{esc(t)}</a></h3><time class="media-story-card__time">{d}</time></li>'
            for h, t, d in doc.extra.get("older", [])
        )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination__container" aria-label="Pagination"><span class="pagination__current">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Next", "pagination", attrs=NEXT)}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="pagination__container" aria-label="Pagination">{self.a(doc.extra["prev"], "Previous", "pagination", attrs=PREV)} {self.a(doc.extra["prev"], "1", "pagination")} <span class="pagination__current">2</span></nav>'
        head = f'<h1 data-testid="Heading" class="text__heading_2 section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head += f'<div class="author-bio__container"><img src="/resizer/v2/author-claire-dumont.png" alt=""><p class="author-bio__title">Paris Correspondent</p><p class="author-bio__text">{esc(doc.extra["bio"])}</p><a href="https://x.com/clairedumont_orb">@clairedumont_orb</a></div>'
        if doc.kind == "search":
            head += '<form class="search-bar__form" action="/site-search/"><input type="search" name="query" value="rail strike"><select name="sort"><option>Newest</option><option>Relevance</option></select></form><p class="search-results__count">Showing 1-3 of 3 results for rail strike</p>'
        if doc.kind == "tag":
            head += '<p class="topic-page__intro">Coverage of strikes, walkouts and labour disputes around the world from Orbis journalists.</p>'
        if doc.key == "home":
            latest = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("quake", "strike", "markets")
            )
            extra = f"""<aside class="home-rail__latest"><h2>{self.a("latest", "Latest", "content")}</h2><ul>{latest}</ul></aside>
<section class="home-pictures"><h2>Pictures</h2>{self.a("gallery", self.docs["gallery"].title, "content")}</section>
<section class="home-trending"><h2>Trending</h2>{self.a("search", "rail strike", "content")} · {self.a("topic", "Labour strikes", "content")} · {self.a("author", "Claire Dumont", "content")} · <a href="/world/middle-east/">Middle East</a></section>
<section class="home-more"><h2>More from World</h2>{self.a("world", "World news", "content")} · {self.a("world2", "More world stories", "content")}</section>"""
            head = '<h1 class="visually-hidden">Orbis</h1><h2 class="home-section__title">Top stories</h2>'
        return f"""<div class="section-page__container">{head}
<ul class="static-media-maximizer__cards">{cards}</ul>
{pager}
{extra}
</div>"""

    def tick(self, t: str, s: str, h: str) -> str:
        return f'<li class="latest-list__item__9TSgL"><time class="latest-list__time">{t}</time> <span class="latest-list__section">{s}</span> <span class="latest-list__headline">{h}</span></li>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            figs = [b for b in doc.blocks if b[0] == "fig"]
            items = "".join(
                f'<div class="gallery-slide" data-testid="GallerySlide"><span class="gallery-slide__counter">{i} of {len(figs)}</span>{self.figure(b[1], b[2])}</div>'
                for i, b in enumerate(figs, 1)
            )
            return f"""<div class="gallery-page__container"><span class="gallery-page__kicker">Pictures</span>
<h1 data-testid="Heading" class="text__heading_2">{esc(doc.title)}</h1>
<time datetime="{doc.extra["stamp"]}">{stamp(doc.extra["stamp"])}</time>
<div class="gallery-page__slides">{items}</div>
<div class="gallery-page__more"><h2>More pictures</h2><a href="/pictures/">All picture stories</a> · {self.a("feature", self.docs["feature"].title, "related")}</div></div>"""
        return f'<div class="info-page__container"><h1 data-testid="Heading" class="text__heading_2">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
