# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Philippine Daily Tanglaw: an Inquirer-like Manila broadsheet on **WordPress** (absolute URLs everywhere,
`/<post-id>/<slug>` permalinks, `/category/nation/page/2/`, `/tag/…/`, `/author/…/`, `/?s=`, a `/trending/` page),
English with Filipino quotes, two stories fully in Filipino (`tl`) under the same `<html lang="en-US">`. Bylines
"By: Juan dela Cruz - Reporter / @jdelacruzTNG" in `#art_author`; desk stories "By: TANGLAW.net"; dates printed
"December 04, 2026 - 09:40 PM" in Philippine time (+08:00) in `#art_plat`, while the `NewsArticle` JSON-LD carries
**UTC** (two stories cross midnight: the column 21:08Z = 4 Dec 05:08, the basketball story 16:35Z = 5 Dec 00:35).
A "READ:" related-link line sits inside the story's text, editors' initials ("/cb") close some stories, the brief
has no JSON-LD, one Filipino story's JSON-LD names the site as `author`. The typhoon live blog is an article; the
Trending list is not."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["live", "jeepney", "rice", "pba", "ofw", "column", "brief", "barangay"]
HANDLE = {
    "Juan dela Cruz": "@jdelacruzTNG",
    "Kristine Bautista": "@kbautistaTNG",
    "Maria Santos": "@msantosTNG",
    "Carlo Ramos": "@cramosTNG",
    "Ana Reyes": "@areyesTNG",
    "Jose Mercado": "@jmercadoTNG",
}
ROLE = {"Jose Mercado": "Correspondent"}
PN = 'class="page-numbers"'


class Tanglaw(Base):
    origin = "https://www.tanglaw.test"
    name = "Philippine Daily Tanglaw"
    prefix = "tgl"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tgl",
            [
                "#masthead",
                "#art_author",
                "#art_plat",
                "#FOR_target_content",
                "#ch-ls-box",
                ".trending-item",
                "#inq-footer",
                ".live-entry",
                "#cookie-consent",
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
                "Philippine Daily Tanglaw",
                "wp-broadsheet-home",
                list=["live", "jeepney", "pba", "rice", "column", "brief", "ofw", "barangay"],
                more="nation2",
            )
        )
        add(
            page(
                "nation",
                "/category/nation/",
                "section",
                "Nation",
                "wp-category",
                list=["live", "jeepney", "brief", "barangay"],
                more="nation2",
            )
        )
        add(
            page(
                "nation2",
                "/category/nation/page/2/",
                "section",
                "Nation",
                "wp-category-page2",
                list=["ofw", "rice", "column"],
            )
        )
        add(
            page(
                "tag",
                "/tag/metro-manila/",
                "tag",
                "Metro Manila",
                "wp-tag",
                list=["jeepney", "rice", "brief", "barangay"],
            )
        )
        add(
            page(
                "author",
                "/author/jdelacruz/",
                "author",
                "Juan dela Cruz",
                "wp-author-archive",
                list=["jeepney", "live"],
                bio="Juan dela Cruz covers transportation, the MMDA and Metro Manila local governments for the Tanglaw.",
            )
        )
        add(
            page(
                "search", "/?s=jeepney", "search", "Search Results for: jeepney", "wp-search", list=["jeepney", "live"]
            )
        )
        add(
            page(
                "trending",
                "/trending/",
                "section",
                "Trending",
                "wp-trending-ranked-list",
                list=["live", "pba", "jeepney", "brief", "ofw", "column"],
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About Us",
                "wp-page-about",
                [
                    "The Philippine Daily Tanglaw was founded in Manila in 1987 and has published online since 1998.",
                    "Our newsroom of more than 120 reporters, photographers and editors covers the nation, business, sports, entertainment and the Filipino diaspora.",
                    "## Contact us",
                    "Editorial: newsdesk@tanglaw.test · Advertising: ads@tanglaw.test",
                    "Tanglaw Building, 1098 Chino Roces Avenue, Makati City 1204",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "Privacy Policy",
                "wp-page-policy",
                [
                    "Last updated: August 1, 2026",
                    "This policy explains how Philippine Daily Tanglaw collects and uses personal information in accordance with the Data Privacy Act of 2012 (Republic Act No. 10173).",
                    "## Information we collect",
                    "We collect information you give us when you register, comment or subscribe to our newsletters, and data collected automatically through cookies and similar technologies.",
                    "## Your rights",
                    "You may access, correct or request deletion of your personal data by writing to our Data Protection Officer at dpo@tanglaw.test.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "subscribe",
                "Subscribe to our daily newsletter",
                "wp-newsletter-signup",
                [
                    "Get the day's top stories from the Philippines and the world delivered to your inbox every morning.",
                    "By providing an email address, I agree to the Terms of Use and acknowledge that I have read the Privacy Policy.",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "live",
                "/1998201/live-updates-typhoon-talahib",
                "LIVE UPDATES: Typhoon Talahib",
                "2026-12-03",
                "2026-12-03T10:00:00+00:00",
                "December 03, 2026 - 06:00 PM",
                ["Juan dela Cruz", "Kristine Bautista"],
                [
                    'RAW:<div class="live-entry" id="entry-9">',
                    "TIME: December 04, 2026 - 11:20 AM",
                    "### Signal No. 1 lifted over Metro Manila",
                    "Pagasa has lifted Tropical Cyclone Wind Signal No. 1 over Metro Manila, Bulacan and Rizal as Talahib moves away from the Luzon landmass. Signal No. 1 remains over Aurora, Quirino and the northern portion of Isabela.",
                    "The weather bureau said the typhoon was last spotted 210 kilometers east of Casiguran, Aurora, moving north-northeast at 15 kilometers per hour.",
                    'RAW:</div><div class="live-entry" id="entry-8">',
                    "TIME: December 04, 2026 - 09:45 AM",
                    "Classes in all levels, public and private, remain suspended in Marikina, Quezon City and San Mateo, Rizal, the local governments announced. Classes in Manila and Pasig will resume on Monday.",
                    'RAW:</div><div class="live-entry" id="entry-7">',
                    "TIME: December 04, 2026 - 08:10 AM",
                    "### Marikina River back to normal level",
                    "The water level of the Marikina River at the Sto. Niño station dropped to 14.2 meters at 8 a.m., below the first alarm level of 15 meters. Mayor Daniela Sarmiento said residents who were moved to evacuation centers may start returning home.",
                    "“Puwede na pong bumalik ang mga residente, pero mag-ingat pa rin dahil madulas at maputik ang mga daan,” Sarmiento said in a radio interview.",
                    'RAW:</div><div class="live-entry" id="entry-6">',
                    "TIME: December 04, 2026 - 06:30 AM",
                    "The Office of Civil Defense said 12,480 families, or about 46,000 people, stayed in 311 evacuation centers in Central Luzon, Calabarzon and Metro Manila overnight. No deaths have been reported so far.",
                    'RAW:</div><div class="live-entry" id="entry-5">',
                    "TIME: December 04, 2026 - 01:15 AM",
                    "### Flights cancelled",
                    "The Manila International Airport Authority said 38 domestic flights and six international flights scheduled for Friday morning had been cancelled. Passengers were advised to check with their airlines before going to the airport.",
                    'RAW:</div><div class="live-entry" id="entry-4">',
                    "TIME: December 03, 2026 - 10:40 PM",
                    "Talahib made landfall over Dinapigue, Isabela at 10 p.m. with maximum sustained winds of 150 kilometers per hour and gusts of up to 185 kph, Pagasa said in its 11 p.m. bulletin.",
                    'RAW:</div><div class="live-entry" id="entry-3">',
                    "TIME: December 03, 2026 - 08:55 PM",
                    "The Philippine Coast Guard said 2,160 passengers, drivers and helpers were stranded in ports in Bicol and Eastern Visayas after sea travel was suspended.",
                    'RAW:</div><div class="live-entry" id="entry-2">',
                    "TIME: December 03, 2026 - 07:20 PM",
                    "### Preemptive evacuation in Aurora",
                    "Aurora Governor Efren Soliman ordered the preemptive evacuation of families living along the coast and near rivers in Dingalan, Baler and Casiguran.",
                    'RAW:</div><div class="live-entry" id="entry-1">',
                    "TIME: December 03, 2026 - 06:00 PM",
                    "Good evening. We are following Typhoon Talahib, which intensified this afternoon as it approached the eastern coast of Northern Luzon. Follow this page for updates from our reporters and from Pagasa, the NDRRMC and local governments.",
                    "RAW:</div>",
                ],
                "wp-live-blog-entries",
                section="Nation",
                live=True,
                tags=["Typhoon Talahib", "Pagasa", "weather"],
            )
        )
        add(
            story(
                "jeepney",
                "/1998388/ltfrb-gives-holdout-jeepney-operators-until-march-to-consolidate",
                "LTFRB gives holdout jeepney operators until March to consolidate",
                "2026-12-04",
                "2026-12-04T13:40:00+00:00",
                "December 04, 2026 - 09:40 PM",
                ["Juan dela Cruz"],
                [
                    "MANILA, Philippines — Jeepney operators who have not joined a cooperative or a corporation will have until March 31, 2027 to consolidate their franchises, the Land Transportation Franchising and Regulatory Board (LTFRB) announced on Friday.",
                    "LTFRB Chair Ramon Ilagan said the extension, the third since the program was relaunched last year, would be the last. “Wala na pong susunod na extension. Ito na po ang huling pagkakataon,” Ilagan told reporters at the agency’s office in Quezon City.",
                    "Based on LTFRB records, about 14,200 of the estimated 41,000 traditional jeepneys in Metro Manila have yet to be consolidated, or roughly 35 percent. Most of the holdouts ply routes in Caloocan, Malabon and parts of Rizal province.",
                    "Under the modernization program, individual franchise holders must pool their units into cooperatives of at least 15 vehicles, which are then expected to replace aging jeepneys with vehicles that meet Euro 4 emission standards.",
                    "REL: READ: || [[rice|Rice prices ease in Metro Manila markets as harvest peaks]]",
                    "Transport groups welcomed the extension but said it did little to address the cost of the new units, which sell for P2.4 million to P2.8 million each.",
                    "“Kahit bigyan pa kami ng isang taon, kung ganyan pa rin kamahal ang modern jeep, hindi pa rin kaya ng maliliit na operator,” said Rodel Manansala, president of the Samahan ng mga Tsuper at Operator sa Kamaynilaan.",
                    "Manansala said his group would meet with lawmakers next week to push for a bigger equity subsidy from the Department of Transportation, which currently covers P280,000 per unit.",
                    "## What happens after the deadline",
                    "Ilagan said unconsolidated jeepneys would no longer be allowed to operate on their routes starting April 1, and drivers caught doing so would face fines of up to P50,000 and the impounding of their units.",
                    "He added that the agency would deploy “transition buses” on routes where consolidation rates remained below half, to make sure commuters would not be stranded.",
                    "Commuters interviewed at the Monumento terminal were divided. “Okay lang sa akin ang modern jeep, mas malamig at mas maluwag. Pero sana hindi tumaas ang pamasahe,” said Liza Gatdula, 34, a call center agent from Valenzuela.",
                    "The minimum fare for modern jeepneys is currently P15, compared with P13 for traditional units.",
                    "The LTFRB said it would publish the list of affected routes on its website by Dec. 15.",
                    "SIGN: /cb",
                ],
                "wp-news-byline-handle-read-line",
                section="Nation",
                tags=["jeepney modernization", "LTFRB", "Metro Manila"],
            )
        )
        add(
            story(
                "rice",
                "/1998311/rice-prices-ease-in-metro-manila-markets-as-harvest-peaks",
                "Rice prices ease in Metro Manila markets as harvest peaks",
                "2026-12-04",
                "2026-12-04T02:15:00+00:00",
                "December 04, 2026 - 10:15 AM",
                ["Maria Santos"],
                [
                    "MANILA, Philippines — Retail prices of local rice dropped by P2 to P4 per kilo in Metro Manila markets this week as the main harvest season reached its peak, according to the Department of Agriculture’s (DA) price monitoring.",
                    "Regular milled rice sold for P43 to P46 per kilo on Thursday, down from P45 to P50 two weeks ago, while well-milled rice fetched P48 to P52. Special varieties were steady at P58 to P65.",
                    "FIG: Rice stalls at a public market | Vendors arrange sacks of rice at the Mega Q-Mart in Quezon City on Thursday. —TANGLAW PHOTO / RAFAEL TOLENTINO",
                    "Assistant Secretary Gloria Panganiban said the drop reflected a strong harvest in Nueva Ecija, Isabela and Iloilo, which together account for nearly a third of the country’s palay output.",
                    "“Maganda ang ani ngayong taon dahil hindi gaanong tinamaan ng bagyo ang mga pangunahing probinsya noong Oktubre,” Panganiban said.",
                    "The DA’s price watch for selected markets:",
                    "T: Variety | Nov. 20 (per kilo) | Dec. 3 (per kilo)",
                    "T: Regular milled | P45-P50 | P43-P46",
                    "T: Well-milled | P50-P55 | P48-P52",
                    "T: Premium | P55-P60 | P53-P58",
                    "T: Special | P58-P65 | P58-P65",
                    "Farmers’ groups, however, warned that the farmgate price of palay had fallen faster than retail prices. The Federation of Free Farmers in Central Luzon said traders were buying fresh palay for as low as P16 per kilo, below the estimated production cost of P17.",
                    "“Ang bumababa lang talaga ay ang presyo sa amin. Sa palengke, konti lang ang ibinaba,” said Nestor Dumalagan, a farmer from Cabanatuan City.",
                    "The National Food Authority said it would increase its buying price for clean and dry palay to P23 per kilo starting next week to support farmers. NFA Administrator Vicente Lagman said the agency had P6 billion available for procurement until February.",
                    "Traders in Divisoria said imported rice from Vietnam and Thailand, which dominated market stalls earlier in the year, had become harder to sell because local supply was now cheaper.",
                    "“Mas gusto ngayon ng mga suki ang lokal, bagong ani at mas mura pa,” said Celia Manalo, who has sold rice at the market for 20 years.",
                    "Economists said lower rice prices could help pull headline inflation below 2 percent in December. Rice has the biggest weight among food items in the consumer price index.",
                    "SIGN: /abc",
                ],
                "wp-business-table",
                section="Business",
                tags=["rice", "Department of Agriculture", "Metro Manila"],
            )
        )
        add(
            story(
                "pba",
                "/1998455/bacolod-blaze-edge-pampanga-giants-in-overtime-force-game-7",
                "Bacolod Blaze edge Pampanga Giants in overtime, force Game 7",
                "2026-12-05",
                "2026-12-04T16:35:00+00:00",
                "December 05, 2026 - 12:35 AM",
                ["Carlo Ramos"],
                [
                    "MANILA, Philippines — Rookie guard Enzo Villaflor hit a step-back three-pointer with 4.1 seconds left in overtime as the Bacolod Blaze escaped the Pampanga Giants, 104-101, on Friday night to force a deciding Game 7 in the Commissioner’s Cup finals at the Smart Araneta Coliseum.",
                    "Villaflor finished with 27 points, including five triples, while import Marcus Whitfield added 31 points and 16 rebounds for the Blaze, who came back from 14 points down in the third quarter.",
                    "“Sabi ko lang sa sarili ko, huwag kang matakot. Kung sablay, sablay. Pero pumasok, salamat sa Diyos,” Villaflor said after the game.",
                    "The Giants had a chance to tie the game, but Ramil Dizon’s three-point attempt from the right corner bounced off the rim as time expired.",
                    "Dizon led Pampanga with 25 points and nine assists, and import Tyrell Banks had 22 points and 14 rebounds. The Giants, who won Games 4 and 5 to take a 3-2 lead, shot only 6 of 29 from beyond the arc.",
                    "Blaze coach Arnel Pacquing credited his team’s defense in the fourth quarter, when Bacolod held Pampanga to just 17 points.",
                    "“We told the guys that we had nothing to lose. Nobody gave us a chance after Game 5, and they responded,” Pacquing said.",
                    "A crowd of 18,420 watched the game, the biggest of the season so far.",
                    "Game 7 is set for Sunday at 7:30 p.m., also at the Big Dome.",
                    "## The scores",
                    "BACOLOD 104 — Whitfield 31, Villaflor 27, Ongsiako 14, Delos Santos 12, Abueva 10, Tiongco 6, Sumang 4.",
                    "PAMPANGA 101 — Dizon 25, Banks 22, Lacson 18, Mallari 15, Tan 11, Cruz 6, Ortiz 4.",
                    "Quarters: 20-26, 41-50, 66-77, 94-94, 104-101.",
                ],
                "wp-sports-utc-next-day",
                section="Sports",
                tags=["basketball", "Commissioner's Cup"],
            )
        )
        add(
            story(
                "ofw",
                "/1998120/mga-ofw-sa-gitnang-silangan-may-dagdag-na-tulong-mula-sa-owwa",
                "Mga OFW sa Gitnang Silangan, may dagdag na tulong mula sa OWWA",
                "2026-12-03",
                "2026-12-03T11:20:00+00:00",
                "December 03, 2026 - 07:20 PM",
                ["Ana Reyes"],
                [
                    "MAYNILA — Makatatanggap ng dagdag na tulong pinansiyal ang mga overseas Filipino worker (OFW) sa Gitnang Silangan na nawalan ng trabaho ngayong taon, ayon sa Overseas Workers Welfare Administration (OWWA).",
                    "Sinabi ni OWWA Administrator Teodoro Castillo na P20,000 ang ibibigay sa bawat miyembrong OFW na napauwi dahil sa pagsasara ng kanilang kompanya o sa hindi pagbabayad ng sahod. Mas mataas ito nang P5,000 kumpara sa dating ayuda.",
                    "“Alam naming mahirap ang umuwi nang walang dala. Kaya pinalaki namin ang tulong para may panimula sila rito sa atin,” ani Castillo sa isang press briefing sa Pasay.",
                    "Ayon sa OWWA, tinatayang 8,300 OFW mula sa Saudi Arabia, Kuwait at Qatar ang maaaring makinabang sa programa. Karamihan sa kanila ay mga construction worker at household service worker.",
                    "Bukod sa ayudang pinansiyal, maaari ring mag-aplay ang mga napauwing OFW sa libreng skills training ng Technical Education and Skills Development Authority (TESDA) at sa P50,000 na puhunan para sa maliit na negosyo sa ilalim ng programang Balik-Pinas, Balik-Hanapbuhay.",
                    "Ayon kay Castillo, nakipag-ugnayan na rin ang ahensiya sa mga embahada ng Pilipinas sa Gitnang Silangan upang matulungan ang mga manggagawang hindi pa nakauuwi at may nakabinbing kaso laban sa kanilang mga dating amo.",
                    "## Paano mag-apply",
                    "Kailangang magsumite ang mga aplikante ng mga sumusunod na dokumento sa pinakamalapit na tanggapan ng OWWA:",
                    "- Kopya ng pasaporte at ng huling kontrata sa trabaho",
                    "- Katibayan ng pagiging aktibong miyembro ng OWWA",
                    "- Sertipikasyon mula sa Philippine Overseas Labor Office na nawalan ng trabaho ang aplikante",
                    "Maaari ring mag-apply online sa pamamagitan ng OWWA Mobile App.",
                    "Ikinatuwa naman ng ilang OFW ang balita. “Malaking bagay na ito sa amin. Tatlong buwan akong walang sahod bago ako nakauwi,” kuwento ni Rowena Aguilar, 41, dating kasambahay sa Riyadh na taga-Tarlac.",
                    "Gayunman, sinabi ng grupong Migrante Pilipinas na dapat ding tiyakin ng pamahalaan na mababayaran ng mga dating amo ang hindi naibigay na sahod ng mga manggagawa.",
                    "“Hindi sapat ang ayuda kung babalik lang din sila sa parehong sitwasyon. Kailangan ng trabaho rito sa bansa na may disenteng sahod,” ani Ernesto Villareal, tagapagsalita ng grupo.",
                    "Tatagal ang aplikasyon hanggang Marso 31, 2027.",
                ],
                "wp-news-filipino-language",
                section="Global Nation",
                lang="tl",
                tags=["OFW", "OWWA"],
            )
        )
        add(
            story(
                "column",
                "/1998290/the-true-cost-of-cheap-electricity",
                "The true cost of cheap electricity",
                "2026-12-04",
                "2026-12-03T21:08:00+00:00",
                "December 04, 2026 - 05:08 AM",
                ["Antonio Villanueva"],
                [
                    "Every December, as families string up their parols and Christmas lights, the question of what we pay for electricity returns to the dinner table. This year it arrives with an unusual piece of good news: the Energy Regulatory Commission has approved a rate cut of 42 centavos per kilowatt-hour for households in the franchise area of the country’s biggest distribution utility.",
                    "It is tempting to celebrate. A family consuming 200 kilowatt-hours a month will save about P84, enough for a kilo of pork or a week of jeepney rides for a schoolchild. But the cut tells us less about the health of our power sector than about the calendar. Generation charges fell because the cost of imported coal and liquefied natural gas eased after the northern winter contracts were signed. Nothing structural has changed.",
                    "The structural problems are well known. We still depend on imported fuel for more than half of our electricity. Our transmission network remains thin and vulnerable, as the island grids of Panay and Negros learned during the blackouts of two summers ago. And the reserves that are supposed to keep the lights on when a large plant trips are bought at prices that make them one of the most expensive items on the bill.",
                    "## Cheap is not the same as affordable",
                    "Policymakers often confuse cheap electricity with affordable electricity. Cheap is a price at a given moment. Affordable is a price that households and factories can plan around for a decade. A manufacturer deciding whether to build a plant in Batangas or in Vietnam does not look at this month’s rate cut. He looks at whether the rate will swing by two pesos when the price of oil spikes, and whether the grid can promise him power at three in the morning.",
                    "That kind of affordability comes from boring things: long-term contracts, a diverse mix of sources, a transmission operator that builds lines on time, and a regulator that decides cases in months rather than years. We have made progress on some of these. The green energy auctions have brought in solar and wind capacity at prices that would have been unthinkable ten years ago. Offshore wind projects in Northern Luzon are finally moving from paper to steel.",
                    "But the auctions will mean little if the power cannot reach the cities. Several solar farms in Central Luzon already curtail their output at midday because the lines are full. Developers tell me they have waited two years for a grid impact study. The law gives the transmission operator clear deadlines; the regulator should enforce them.",
                    "## A modest proposal",
                    "Here is a suggestion for Congress as it returns from its holiday break. Instead of another round of hearings on why bills are high, require the Department of Energy, the regulator and the grid operator to publish, every quarter, a single scorecard: how many kilometers of lines were promised and built, how many cases are pending and for how long, how much reserve power was bought and at what price. Sunlight, as the saying goes, is the best disinfectant.",
                    "Filipino households have long paid among the highest electricity rates in Asia. A 42-centavo cut is welcome, and no one should begrudge a family a slightly lighter bill this Christmas. But if we want lights that stay on and bills that stay sane, we need to stop waiting for good news from the fuel markets and start demanding it from our institutions.",
                    "SIGN: Antonio Villanueva is an energy economist and a former undersecretary of the Department of Energy. Comments to avillanueva@tanglaw.test",
                ],
                "wp-opinion-column-utc-previous-day",
                section="Opinion",
                kicker="Second Look",
                role="@tanglawdotnet",
                tags=["electricity", "ERC"],
            )
        )
        add(
            story(
                "brief",
                "/1998342/2-hurt-as-suv-rams-into-food-stall-in-pasig",
                "2 hurt as SUV rams into food stall in Pasig",
                "2026-12-04",
                None,
                "December 04, 2026 - 03:55 PM",
                [],
                [
                    "MANILA, Philippines — Two people were injured when a sport utility vehicle rammed into a food stall along Caruncho Avenue in Pasig City early Friday, police said.",
                    "The Pasig City Police said the SUV’s driver, a 52-year-old businessman, lost control of the vehicle at around 5:30 a.m. The stall’s owner and a customer, a tricycle driver, were taken to the Pasig City General Hospital with minor injuries.",
                    "The driver, who tested negative for alcohol, is facing charges of reckless imprudence resulting in physical injuries and damage to property.",
                ],
                "wp-desk-brief-no-jsonld",
                section="Nation",
                desk=True,
                nold=True,
                tags=["Pasig", "Metro Manila"],
            )
        )
        add(
            story(
                "barangay",
                "/1997906/libreng-bakuna-kontra-trangkaso-inilunsad-sa-mga-barangay-ng-quezon-city",
                "Libreng bakuna kontra-trangkaso, inilunsad sa mga barangay ng Quezon City",
                "2026-12-02",
                "2026-12-02T00:10:00+00:00",
                "December 02, 2026 - 08:10 AM",
                ["Jose Mercado"],
                [
                    "LUNGSOD QUEZON — Sinimulan na ng pamahalaang lungsod ng Quezon City ang libreng pagbabakuna kontra-trangkaso sa 142 barangay ngayong linggo, bilang paghahanda sa pagdami ng kaso ng sakit tuwing Disyembre at Enero.",
                    "Ayon kay Dr. Marilou Esguerra, hepe ng City Health Department, 150,000 dosis ng flu vaccine ang inilaan para sa mga senior citizen, mga batang edad anim na buwan hanggang limang taon, at mga buntis.",
                    "“Mas maganda pong magpabakuna habang maaga, bago pa magsimula ang malamig na panahon. Tumatagal po ng dalawang linggo bago tumalab ang bakuna,” paliwanag ni Esguerra.",
                    "Ang pagbabakuna ay isinasagawa sa mga barangay health center mula alas-8 ng umaga hanggang alas-4 ng hapon, Lunes hanggang Sabado. Kailangan lamang magdala ng anumang valid ID o, para sa mga bata, ng birth certificate o baby book.",
                    "Sa Barangay Batasan Hills, mahaba na ang pila bago pa magbukas ang health center noong Martes. “Dalawang taon na akong hindi nagkakatrangkaso mula nang magpabakuna ako, kaya bumalik ako,” sabi ni Lolita Padilla, 68.",
                    "Naitala ng lungsod ang 4,870 kaso ng influenza-like illness mula Oktubre hanggang Nobyembre, mas mataas nang 12 porsiyento kumpara sa parehong panahon noong nakaraang taon.",
                    "Paliwanag ni Esguerra, karaniwang tumataas ang kaso ng trangkaso tuwing kapaskuhan dahil sa dami ng mga pagtitipon at sa paglamig ng panahon. Pinakamataas ang panganib sa mga nakatatanda at sa mga may sakit sa puso, baga at diabetes.",
                    "Para sa mga hindi makapupunta sa health center, magsasagawa rin ang lungsod ng bahay-bahay na pagbabakuna para sa mga bedridden na senior citizen. Maaaring magpalista ang kanilang pamilya sa kani-kanilang barangay hanggang Disyembre 15.",
                    "Sinabi naman ni Kapitan Rogelio Santiago ng Barangay Commonwealth na nagdagdag sila ng mga upuan at bentilador sa labas ng health center dahil sa haba ng pila tuwing umaga.",
                    "Pinaalalahanan din ng health department ang publiko na magsuot ng face mask kung may ubo o sipon, at manatili muna sa bahay kung may lagnat.",
                    "SIGN: /atm",
                ],
                "wp-news-filipino-ld-org-author",
                section="Metro",
                lang="tl",
                ld_org=True,
                tags=["Quezon City", "Metro Manila", "kalusugan"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Home"),
                ("nation", "Nation"),
                ("/category/business/", "Business"),
                ("/category/sports/", "Sports"),
                ("/category/opinion/", "Opinion"),
                ("/category/global-nation/", "Global Nation"),
                ("trending", "Trending"),
                ("newsletter", "Newsletter"),
            )
        )
        metas = [
            f"<title>{esc(doc.title)} | Philippine Daily Tanglaw</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="Philippine Daily Tanglaw" />',
            '<meta property="og:locale" content="en_US" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            '<meta name="twitter:card" content="summary_large_image" />',
            '<meta name="twitter:site" content="@tanglawdotnet" />',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}" />')
            for t in doc.extra.get("tags", []):
                metas.append(f'<meta property="article:tag" content="{esc(t)}" />')
            if doc.iso:
                metas.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if not doc.extra.get("nold"):
                metas.append(self.jsonld(doc))
        else:
            metas.append(
                '<script type="application/ld+json">'
                + json.dumps(
                    {
                        "@context": "https://schema.org",
                        "@type": "WebSite",
                        "name": "Philippine Daily Tanglaw",
                        "url": self.origin + "/",
                        "potentialAction": {
                            "@type": "SearchAction",
                            "target": self.origin + "/?s={search_term_string}",
                            "query-input": "required name=search_term_string",
                        },
                    }
                )
                + "</script>"
            )
        body_class = (
            f"post-template-default single single-post postid-{doc.path.split('/')[1]} single-format-standard"
            if doc.is_article
            else ("home blog" if doc.key == "home" else "archive")
        )
        sidebar = "".join(
            f'<li class="trending-item"><span class="rank">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["live", "pba", "jeepney", "brief", "ofw"], 1)
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="en-US" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
{chr(10).join(metas)}
<meta name="generator" content="WordPress 6.5.4" />
<link rel="alternate" type="application/rss+xml" title="Philippine Daily Tanglaw &raquo; Feed" href="{self.origin}/feed/" />
<link rel="stylesheet" id="tanglaw-style-css" href="{self.origin}/wp-content/themes/tanglaw2024/style.css?ver=4.8.2" media="all" />
<link rel="stylesheet" id="wp-block-library-css" href="{self.origin}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.4" media="all" />
<style id="tanglaw-inline-css">/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.defineSlot('/21891212/tanglaw/leaderboard',[[728,90],[970,250]],'div-gpt-ad-lb').addService(googletag.pubads());googletag.pubads().setTargeting('section','{esc(doc.section or doc.kind)}');googletag.enableServices();}});</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TNGL2026"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-TNGL2026');</script>
</head>
<body class="{body_class}">
<div id="top-bar"><span class="top-date">Saturday, December 5, 2026</span> <a href="https://bandera.tanglaw.test/">Bandera</a> <a href="https://www.tanglaw.test/plus/">Tanglaw Plus</a> <a href="https://www.tanglaw.test/login/">Log in</a></div>
<header id="masthead" class="site-header">
<div id="logo">{self.a("home", "Philippine Daily Tanglaw", "nav", 'rel="home"')}</div>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{nav}</ul></nav>
<form role="search" method="get" class="search-form" action="{self.origin}/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" name="s" placeholder="Search …" /></label><input type="submit" class="search-submit" value="Search" /></form>
</header>
<div id="div-gpt-ad-lb" class="ad-leaderboard"><span class="ad-label">ADVERTISEMENT</span></div>
<div id="content-wrap">
<main id="primary" class="site-main">
{main}
</main>
<aside id="secondary" class="widget-area">
<section class="widget widget_trending"><h3 class="widget-title">{self.a("trending", "Trending", "aside")}</h3><ol>{sidebar}</ol></section>
<section class="widget widget_newsletter"><h3 class="widget-title">Subscribe to our daily newsletter</h3><p>{self.a("newsletter", "Sign up", "aside")}</p></section>
<div id="div-gpt-ad-mrec" class="ad-mrec"><span class="ad-label">ADVERTISEMENT</span></div>
</aside>
</div>
<footer id="inq-footer" class="site-footer">
<div class="footer-links">{self.a("about", "About Us", "footer")} | {self.a("privacy", "Privacy Policy", "footer")} | <a href="{self.origin}/terms-of-use/">Terms of Use</a> | <a href="{self.origin}/advertise/">Advertise</a> | {self.a("newsletter", "Newsletter", "footer")} | <a href="{self.origin}/feed/">RSS</a></div>
<div class="footer-social"><a href="https://www.facebook.com/tanglawdotnet">Facebook</a> <a href="https://x.com/tanglawdotnet">X</a> <a href="https://www.instagram.com/tanglawdotnet">Instagram</a> <a href="https://www.youtube.com/@tanglawdotnet">YouTube</a></div>
{self.sitemap([("News", [("nation", "Nation"), ("/category/metro/", "Metro"), ("/category/regions/", "Regions"), ("/category/world/", "World"), ("/category/global-nation/", "Global Nation")]), ("Business", [("/category/business/", "Economy"), ("/category/property/", "Property"), ("/category/markets/", "Markets"), ("/category/technology/", "Technology")]), ("Sports", [("/category/basketball/", "Basketball"), ("/category/boxing/", "Boxing"), ("/category/volleyball/", "Volleyball"), ("/category/football/", "Football")]), ("Lifestyle", [("/category/entertainment/", "Entertainment"), ("/category/food/", "Food"), ("/category/travel/", "Travel"), ("/category/health/", "Health")]), ("Opinion", [("/category/editorial/", "Editorial"), ("/category/columns/", "Columns"), ("/category/letters/", "Letters to the Editor"), ("trending", "Trending")])])}
<p class="copyright">© Copyright 1997-2026 Philippine Daily Tanglaw, Inc. All Rights Reserved.</p>
</footer>
<div id="cookie-consent" class="cookie-notice" role="dialog">We use cookies to ensure you get the best experience on our website. By continuing, you are agreeing to our use of cookies. To find out more, please click this link. {self.a("privacy", "Privacy Policy", "footer")} <button type="button" class="cn-accept">OK</button></div>
<script src="{self.origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="{self.origin}/wp-content/themes/tanglaw2024/js/main.min.js?ver=4.8.2" id="tanglaw-main-js"></script>
</body>
</html>"""

    def jsonld(self, doc: Doc) -> str:
        if doc.extra.get("desk"):
            author = [{"@type": "Organization", "name": "TANGLAW.net"}]
        elif doc.extra.get("ld_org"):
            author = [{"@type": "Organization", "name": "Philippine Daily Tanglaw", "url": self.origin + "/"}]
        else:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        ld = {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting" if doc.extra.get("live") else "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": "2026-12-04T03:20:00+00:00" if doc.extra.get("live") else doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Philippine Daily Tanglaw",
                "logo": {"@type": "ImageObject", "url": self.origin + "/wp-content/uploads/2024/01/tanglaw-logo.png"},
            },
            "image": [f"{self.origin}/wp-content/uploads/2026/12/{doc.path.split('/')[1]}.jpg"],
            "articleSection": doc.section,
            "inLanguage": "fil" if doc.extra.get("lang") == "tl" else "en-US",
        }
        if doc.extra.get("live"):
            ld["coverageStartTime"] = doc.iso
            ld["coverageEndTime"] = "2026-12-05T10:00:00+00:00"
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("desk"):
            return '<div id="art_author"><span class="byline">By: TANGLAW.net</span></div>'
        names = []
        for a in doc.authors:
            names.append(self.a("author", a, "byline") if a == "Juan dela Cruz" else esc(a))
        if doc.extra.get("role"):
            tail = f' - <a href="https://x.com/tanglawdotnet">{doc.extra["role"]}</a>'
        else:
            role = ROLE.get(doc.authors[0], "Reporter") + ("s" if len(doc.authors) > 1 else "")
            handles = ", ".join(
                f'<a href="https://x.com/{HANDLE[a][1:]}" target="_blank" rel="noopener">{HANDLE[a]}</a>'
                for a in doc.authors
            )
            tail = f" - {role} / {handles}"
        return f'<div id="art_author"><span class="byline">By: {", ".join(names)}{tail}</span></div>'

    def story_main(self, doc: Doc) -> str:
        crumbs = f'<div id="art_bc">{self.a("home", "Home", "breadcrumb")} / <span>{esc(doc.section)}</span></div>'
        kicker = f'<div class="art-kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        plat = "Philippine Daily Tanglaw" if doc.section == "Opinion" else "TANGLAW.net"
        updated = '<span class="updated">Updated: December 04, 2026 - 11:20 AM</span>' if doc.extra.get("live") else ""
        tags = " ".join(
            self.a("tag", t, "content", 'rel="tag"')
            if t == "Metro Manila"
            else f'<a href="{self.origin}/tag/{t.lower().replace(" ", "-").replace(chr(39), "")}/" rel="tag">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        body = self.blocks(
            doc,
            time=lambda t: f'<div class="live-time"><span class="dashicons dashicons-clock"></span> {esc(t)}</div>',
            rel=lambda p, t: f"<p><strong>{esc(p)}</strong> {self.inline(t, 'related')}</p>",
            fig=lambda alt, cap: (
                f'<figure class="wp-block-image size-large"><img src="{self.origin}/wp-content/uploads/2026/12/rice-market.jpg" alt="{esc(alt)}" width="1024" height="683" /><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'
            ),
        )
        if doc.extra.get("live"):
            body = f'<div class="live-blog-intro"><span class="live-badge">LIVE</span> Refresh this page for the latest updates.</div>\n<div class="live-entries">\n{body}\n</div>'
        # an ad and a newsletter box are dropped in after the third paragraph, as the theme's filter does
        parts = body.split("</p>\n", 3)
        if len(parts) == 4:
            body = (
                "</p>\n".join(parts[:3])
                + '</p>\n<div class="ad-incontent"><span class="ad-label">ADVERTISEMENT</span></div>\n'
                + parts[3]
            )
        read_next = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        return f"""<article id="post-{doc.path.split("/")[1]}" class="post type-post status-publish format-standard">
{crumbs}
{kicker}<h1 class="entry-title">{esc(doc.title)}</h1>
{self.byline(doc)}
<div id="art_plat">{plat} / {doc.stamp} {updated}</div>
<div id="art_share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Share</a> <a href="https://x.com/intent/tweet?url={esc(self.url(doc.key))}">Tweet</a> <a href="mailto:?subject={esc(doc.title)}">Email</a> <button class="copy-link">Copy link</button></div>
<div id="article_content">
<div id="FOR_target_content">
{body}
</div>
<div class="newsletter-box"><strong>Subscribe to our daily newsletter</strong><p>Don't miss out on the latest news and information.</p>{self.a("newsletter", "Subscribe", "content")}</div>
<div id="article_tags"><span>Read more:</span> {tags}</div>
<p class="disclaimer">Disclaimer: Comments do not represent the views of Philippine Daily Tanglaw. We reserve the right to exclude comments which are inconsistent with our editorial standards.</p>
</div>
</article>
<div id="read-next"><h3>Read Next</h3><ul>{read_next}</ul></div>
<div id="comments"><h3>Comments</h3><div id="vf-comments" data-vf-container-id="{doc.path.split("/")[1]}"></div><p class="comments-closed">Log in to join the conversation.</p></div>"""

    def teaser(self, k: str, zone: str = "content", rank: int = 0) -> str:
        d = self.docs[k]
        byline = "TANGLAW.net" if d.extra.get("desk") else ", ".join(d.authors)
        num = f'<span class="rank">{rank}</span>' if rank else ""
        return f'<div id="ch-ls-box">{num}<div id="ch-ls-head"><h2>{self.a(k, d.title, zone)}</h2><div id="ch-postdate"><span>{esc(byline)}</span> <span>{d.stamp}</span></div><p class="excerpt">{esc(self.lede(d))}</p></div></div>'

    def listing_main(self, doc: Doc) -> str:
        items = doc.extra["list"]
        if doc.key == "trending":
            lst = "".join(self.teaser(k, rank=i) for i, k in enumerate(items, 1))
            return f'<div id="ch-cat-title"><h1>Trending</h1><p>The most-read stories on TANGLAW.net in the past 24 hours.</p></div><div id="ch-ls-list" class="trending-list">{lst}</div>'
        if doc.key == "home":
            lead, rest = items[0], items[1:]
            d = self.docs[lead]
            top = f'<section id="tgl-top"><h2 class="lead-title">{self.a(lead, d.title, "content")}</h2><p>{esc(self.lede(d))}</p></section>'
            grid = "".join(self.teaser(k) for k in rest)
            extra = f'<section class="home-bottom"><h3>More from TANGLAW.net</h3><ul><li>{self.a("nation", "Nation", "content")}</li><li>{self.a("tag", "Metro Manila", "content")}</li><li>{self.a("author", "Juan dela Cruz", "content")}</li><li>{self.a("search", "jeepney", "content")}</li><li>{self.a("nation2", "Older stories", "content")}</li></ul></section>'
            return top + f'<section id="tgl-latest"><h3>Latest Stories</h3>{grid}</section>' + extra
        head = {
            "section": f'<div id="ch-cat-title"><h1>{esc(doc.title)}</h1></div>',
            "tag": f'<div id="ch-cat-title"><h1>{esc(doc.title)}</h1><span>Tag</span></div>',
            "author": f'<div id="ch-cat-title" class="author-head"><h1>{esc(doc.title)}</h1><p class="author-bio">{esc(doc.extra.get("bio", ""))}</p><a href="https://x.com/jdelacruzTNG">@jdelacruzTNG</a></div>',
            "search": f'<div id="ch-cat-title"><h1>{esc(doc.title)}</h1><p>{len(items)} results</p></div>',
        }[doc.kind]
        lst = "".join(self.teaser(k) for k in items)
        pager = ""
        if doc.extra.get("more"):
            more = doc.extra["more"]
            two = self.a(more, "2", "pagination", PN)
            nxt = self.a(more, "Next »", "pagination", 'class="next page-numbers"')
            pager = f'<div class="nav-links"><span class="page-numbers current">1</span> {two} <a class="page-numbers" href="{self.origin}/category/nation/page/3/">3</a> {nxt}</div>'
        if doc.key == "nation2":
            prev = self.a("nation", "« Previous", "pagination", 'class="prev page-numbers"')
            one = self.a("nation", "1", "pagination", PN)
            pager = f'<div class="nav-links">{prev} {one} <span class="page-numbers current">2</span> <a class="page-numbers" href="{self.origin}/category/nation/page/3/">3</a></div>'
        return f'{head}<div id="ch-ls-list">{lst}</div>{pager}'

    def service_main(self, doc: Doc) -> str:
        form = ""
        if doc.kind == "subscribe":
            form = '<form class="nl-form" action="https://newsletter.tanglaw.test/subscribe" method="post"><input type="email" name="email" placeholder="Enter your email address" required /><label><input type="checkbox" name="daily" checked /> Daily Headlines</label><label><input type="checkbox" name="biz" /> Business Brief</label><button type="submit">Sign me up!</button></form>'
        return f'<article class="page type-page status-publish"><h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-content">\n{self.blocks(doc)}\n{form}</div></article>'
