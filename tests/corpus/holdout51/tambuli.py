# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Tambuli Batangas: a regional news site for Batangas province, Philippines, on **WordPress with the Newspaper
(tagDiv) theme** (`td-post-title`, `td-post-author-name`, `td-post-date`, `td-post-content`, `td_module_flex`,
`/2026/12/03/<slug>/`, `/category/balita/`, `/category/balita/page/2/`, `/tag/…/`, `/author/…/`, `/?s=`), UTF-8.
Stories are in **Filipino/Tagalog or English**, story by story, while the WordPress site language stays `en-US`
(so `<html lang="en-US">` and English chrome dates like "December 3, 2026" on Tagalog stories). The theme prints
"By <name>" in the meta line; Tagalog stories also open with "ni <name>" (and "ni A at B") as the first line of the
text (not body). Dates: `<time datetime>` in Asia/Manila (+08:00), the Yoast `@graph` and `article:published_time`
in **UTC**: the port story, 06:45 on 4 Dec in Manila, is stamped 22:45Z on 3 Dec. The opinion column's writer is
"Atty. Ernesto Magpantay" (label: no "Atty."). A showbiz photo gallery (captions only), the "Advertise with us" page
and the about page (English) are not articles."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SITE = "Tambuli Batangas"
AUTH = {
    "Ramon Villanueva": (
        "ramon-villanueva",
        "Si Ramon Villanueva ay senior reporter ng Tambuli Batangas na sumusubaybay sa pamahalaang panlalawigan at sa mga balitang pangkapaligiran.",
    ),
    "Carlo Dimaculangan": (
        "carlo-dimaculangan",
        "Si Carlo Dimaculangan ay correspondent ng Tambuli sa ikalawang distrito ng Batangas.",
    ),
    "Kristine Mae Robles": (
        "kristine-robles",
        "Kristine Mae Robles covers business, transport and disaster response for Tambuli Batangas.",
    ),
    "Liza Mercado-Ramos": (
        "liza-mercado-ramos",
        "Si Liza Mercado-Ramos ay sumusulat tungkol sa agrikultura at kabuhayan sa Batangas.",
    ),
    "Ernesto Magpantay": (
        "ernesto-magpantay",
        "Si Atty. Ernesto Magpantay ay abogado at dating konsehal ng Lungsod ng Batangas. Ang kanyang kolum ay lumalabas tuwing Lunes.",
    ),
    "Jenny Rose Aguila": ("jenny-aguila", "Si Jenny Rose Aguila ang showbiz at lifestyle editor ng Tambuli."),
    "Tambuli News Team": ("tambuli-news", ""),
}
DISPLAY = {"Ernesto Magpantay": "Atty. Ernesto Magpantay"}
CAT = {
    "balita": "Balita",
    "english": "English News",
    "opinyon": "Opinyon",
    "showbiz": "Showbiz",
    "kabuhayan": "Kabuhayan",
}
ORDER = ["port", "brief", "baha", "taal", "jeep", "opinyon", "kape", "beauty"]


class Tambuli(Base):
    origin = "https://www.tambulibatangas.test"
    name = SITE
    prefix = "tmb"
    language = "tl"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tmb",
            [
                ".td-header-wrap",
                ".td-post-title",
                ".td-post-content",
                ".td_module_flex",
                ".td-post-author-name",
                ".td-post-date",
                ".td-footer-wrapper",
                ".td_block_related_posts",
                ".td-a-rec",
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
                SITE,
                "td-newspaper-home",
                list=["port", "brief", "baha", "taal", "jeep", "kape"],
                opinion=["opinyon"],
                showbiz=["beauty", "gallery"],
            )
        )
        add(
            page(
                "balita",
                "/category/balita/",
                "section",
                "Balita",
                "td-category",
                list=["baha", "jeep", "kape"],
                more="balita2",
            )
        )
        add(
            page(
                "balita2",
                "/category/balita/page/2/",
                "section",
                "Balita",
                "td-category-page2",
                list=["beauty"],
                prev="balita",
                fill=FILL,
            )
        )
        add(
            page(
                "tag",
                "/tag/lungsod-ng-batangas/",
                "tag",
                "Lungsod ng Batangas",
                "td-tag",
                list=["port", "baha", "jeep"],
            )
        )
        add(
            page(
                "author",
                "/author/ramon-villanueva/",
                "author",
                "Ramon Villanueva",
                "td-author-archive",
                list=["baha", "jeep"],
            )
        )
        add(page("search", "/?s=baha", "search", "Search Results for: baha", "td-search", list=["baha", "taal"]))
        add(
            page(
                "gallery",
                "/2026/12/02/look-mga-bituin-sa-christmas-bazaar-ng-lipa/",
                "gallery",
                "LOOK: Mga bituin, dumagsa sa Christmas bazaar ng Lipa",
                "td-showbiz-gallery-post",
                [],
                story_template=True,
                photos=[
                    "Dinumog ng mga tagahanga ang aktres na si Celine Marquez sa pagbubukas ng bazaar noong Martes ng gabi.",
                    "Ang tambalang Paolo Reyes at Bianca Soriano habang pumipirma ng autograph sa main stage.",
                    "Nakisaya rin ang komedyanteng si Boyet Malabanan, na tubong San Juan, Batangas.",
                    "Ilan sa mga kalahok ng Mutya ng Katagalugan 2026 na dumalo bilang mga espesyal na panauhin.",
                    "Mahaba ang pila ng mga mamimili sa mga stall ng kapeng barako at tsokolate.",
                    "Nagtapos ang gabi sa isang fireworks display sa harap ng Lipa Cathedral.",
                ],
                stamp="December 2, 2026",
                iso_local="2026-12-02T20:30:00+08:00",
                section="showbiz",
            )
        )
        add(
            page(
                "advertise",
                "/advertise-with-us/",
                "advertise",
                "Advertise with us",
                "td-page-advertise",
                [
                    "Reach readers across Batangas province and the wider Southern Tagalog region. Tambuli Batangas reaches more than 420,000 unique visitors a month on the web and over 260,000 followers on Facebook.",
                    "## Our audience",
                    "- 68% of our readers are based in Batangas, 19% in Metro Manila and the rest of CALABARZON, and 13% overseas",
                    "- 55% are aged 25 to 44",
                    "- Peak readership between 6 and 9 a.m. and 7 and 10 p.m.",
                    "## Ad placements",
                    "- Leaderboard (728 x 90) on all pages",
                    "- Medium rectangle (300 x 250) in articles and sidebar",
                    "- Sponsored articles, clearly labelled, in English or Filipino",
                    "- Facebook live sponsorships during events and election coverage",
                    "For rates and our media kit, email ads@tambulibatangas.test or call (043) 555 0198. We reserve the right to refuse political and gambling advertising.",
                ],
                lang="en",
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About Us",
                "td-page-about",
                [
                    "Tambuli Batangas is an independent regional news website founded in 2016 by a group of Batangueño journalists. The tambuli, a horn made from carabao horn, was once used to call villagers together for news and important gatherings.",
                    "We publish in Filipino and English, covering local government, the economy, agriculture, disasters, culture and entertainment in the province's cities and municipalities.",
                    "## Editorial team",
                    "Editor-in-chief: Maricel Ilagan. Senior reporter: Ramon Villanueva. Business and transport: Kristine Mae Robles. Agriculture: Liza Mercado-Ramos. Showbiz and lifestyle: Jenny Rose Aguila.",
                    "Our office is at the 2nd floor, Pastor Building, P. Burgos Street, Batangas City. Send news tips to balita@tambulibatangas.test.",
                ],
                lang="en",
            )
        )
        add(
            story(
                "port",
                "/2026/12/04/batangas-port-braces-for-holiday-passenger-surge/",
                "Batangas port braces for 1.2 million holiday passengers",
                "2026-12-04",
                "2026-12-03T22:45:00+00:00",
                "December 4, 2026",
                ["Kristine Mae Robles"],
                [
                    "The Batangas Port expects around 1.2 million passengers to pass through its terminals between December 15 and January 5, a 9 percent increase over last year's holiday season, port officials said Thursday.",
                    "Port manager Edgardo Landicho said the port will operate on a 24-hour schedule starting December 15 and has asked shipping lines to add trips on the busiest routes to Calapan, Puerto Galera, Abra de Ilog and Caticlan.",
                    "“We saw very long queues last year on December 23 and 24, with some passengers waiting more than eight hours for a trip to Calapan,” Landicho said in a press briefing. “This year we are asking everyone to book ahead and arrive no more than three hours before departure.”",
                    "Shipping companies have committed to deploying 14 additional vessels during the peak period, according to the port's operations office. Two roll-on, roll-off ships will be dedicated to trucks carrying food and other goods to Mindoro, so that cargo does not compete with passenger vehicles.",
                    "The port will also open an additional passenger terminal building, completed in October, which can seat about 3,500 people. Free drinking water, charging stations and a medical tent will be set up in the waiting areas.",
                    "The Philippine Coast Guard station in Batangas said it will deploy extra personnel to inspect vessels for overloading and to check that life jackets are available for all passengers. Trips may be suspended when gale warnings are raised, and passengers are advised to monitor weather bulletins before leaving home.",
                    "Local police and the Batangas City traffic office will also set up a holding area along the Diversion Road for vehicles bound for the port to ease congestion in the city proper.",
                    "Passengers are reminded to bring a valid ID, and senior citizens, students and persons with disabilities can avail of fare discounts upon presenting their cards.",
                ],
                "td-english-story-utc-previous-day",
                section="english",
                lang="en",
                tag=True,
            )
        )
        add(
            story(
                "brief",
                "/2026/12/04/star-tollway-lane-closure-this-weekend/",
                "STAR Tollway lane closure set for weekend repairs",
                "2026-12-04",
                "2026-12-04T03:20:00+00:00",
                "December 4, 2026",
                [],
                [
                    "Motorists using the STAR Tollway should expect delays this weekend as one southbound lane between the Lipa and Ibaan exits will be closed for pavement repairs from 10 p.m. Saturday to 5 a.m. Monday, the tollway operator announced.",
                    "Traffic marshals will be deployed in the area, and motorists are advised to slow down and follow road signs. The operator said the repairs were moved to the weekend to avoid disrupting weekday commuters.",
                ],
                "td-english-brief-news-team",
                section="english",
                lang="en",
            )
        )
        add(
            story(
                "baha",
                "/2026/12/03/ilang-barangay-sa-lungsod-ng-batangas-lubog-sa-baha/",
                "Ilang barangay sa Lungsod ng Batangas, lubog sa baha dahil sa walang-tigil na ulan",
                "2026-12-03",
                "2026-12-03T02:15:00+00:00",
                "December 3, 2026",
                ["Ramon Villanueva"],
                [
                    "BY: ni Ramon Villanueva",
                    "Lubog sa baha ang hindi bababa sa labindalawang barangay sa Lungsod ng Batangas matapos ang halos dalawang araw na walang-tigil na pag-ulan dulot ng shear line, ayon sa City Disaster Risk Reduction and Management Office (CDRRMO).",
                    "Umabot sa hanggang baywang ang tubig sa ilang bahagi ng Barangay Kumintang Ibaba, Cuta at Wawa, kung saan napilitang lumikas ang mahigit 600 pamilya. Pansamantala silang nanunuluyan sa mga paaralan at covered court ng kanilang barangay.",
                    "Ayon kay CDRRMO chief Rodel Macalindong, umapaw ang Ilog Calumpang bandang alas-kuwatro ng madaling-araw nitong Miyerkules, kasabay ng high tide. “Nagsabay ang malakas na ulan at ang pagtaas ng tubig-dagat, kaya mabilis na tumaas ang baha sa mabababang lugar,” aniya.",
                    "Walang naiulat na nasawi, ngunit dalawang residente ang dinala sa ospital matapos madulas at masugatan habang lumilikas, ayon sa pulisya.",
                    "## Klase at trabaho, suspendido",
                    "Sinuspinde ni Mayor Arnel Dimaano ang klase sa lahat ng antas, pampubliko at pribado, gayundin ang pasok sa mga tanggapan ng pamahalaang lungsod, maliban sa mga ahensiyang may kinalaman sa pagtugon sa sakuna.",
                    "Hindi rin madaanan ng maliliit na sasakyan ang bahagi ng P. Burgos Street at ang kalsada patungong Barangay Sta. Clara. Pinayuhan ng city traffic office ang mga motorista na dumaan muna sa Diversion Road.",
                    "Namahagi na ang City Social Welfare and Development Office ng mga food pack, kumot at inuming tubig sa mga evacuation center. Ayon sa tanggapan, sapat ang kanilang suplay para sa susunod na tatlong araw.",
                    "## Babala ng PAGASA",
                    "Batay sa pinakahuling abiso ng PAGASA, inaasahang magpapatuloy ang katamtaman hanggang malakas na pag-ulan sa Batangas hanggang Biyernes. Pinaalalahanan ang mga residente sa mga lugar na malapit sa ilog at sa mga paanan ng bundok na maging handa sa posibleng paglikas.",
                    "“Huwag na po nating hintayin na tumaas pa ang tubig bago umalis. Mas madali ang paglikas habang maliwanag pa,” paalala ni Macalindong.",
                    "Maaaring tumawag ang mga nangangailangan ng tulong sa hotline ng CDRRMO sa (043) 555 0911.",
                ],
                "td-tagalog-ni-byline",
                section="balita",
                tag=True,
            )
        )
        add(
            story(
                "taal",
                "/2026/12/02/taal-volcano-stays-at-alert-level-1-vog-warning/",
                "Taal Volcano stays at Alert Level 1 but vog warning raised for lakeshore towns",
                "2026-12-02",
                "2026-12-02T06:30:00+00:00",
                "December 2, 2026",
                ["Kristine Mae Robles"],
                [
                    "Taal Volcano remains under Alert Level 1, but residents of lakeshore towns were advised to limit outdoor activities on Wednesday after volcanic smog, or vog, was observed over parts of Taal Lake.",
                    "State volcanologists recorded sulfur dioxide emissions averaging 4,100 tonnes per day over the past week, higher than the volcano's usual levels, according to the latest bulletin. Upwelling of hot gases in the main crater lake was also observed.",
                    "Vog was reported over the municipalities of Agoncillo, Laurel, Balete and San Nicolas, as well as parts of Talisay. It is made up of fine droplets containing volcanic gas that can irritate the eyes, throat and respiratory tract.",
                    "The Batangas Provincial Health Office advised people with asthma, lung disease or heart disease, as well as the elderly, pregnant women and children, to stay indoors, keep windows closed and wear N95 masks if they need to go out.",
                    "Dr. Rosario Katigbak of the provincial health office said rural health units in the affected towns have been told to report any increase in respiratory complaints. “So far we have not seen a spike in cases, but we are watching closely,” she said.",
                    "Alert Level 1 means the volcano is in an abnormal condition, but no major eruption is expected. Entry into Taal Volcano Island, a permanent danger zone, remains prohibited, and flying aircraft close to the summit is not allowed.",
                    "Fishermen were also told to avoid the area near the main crater. Local tourism officials said boat tours on the lake continue, but operators have been asked to stay away from the island's shoreline.",
                ],
                "td-english-byline",
                section="english",
                lang="en",
            )
        )
        add(
            story(
                "jeep",
                "/2026/12/01/tigil-pasada-paralisado-ang-biyahe-sa-batangas/",
                "Tigil-pasada ng mga tsuper, paralisado ang biyahe sa ilang ruta sa Batangas",
                "2026-12-01",
                "2026-12-01T01:05:00+00:00",
                "December 1, 2026",
                ["Ramon Villanueva", "Carlo Dimaculangan"],
                [
                    "BY: nina Ramon Villanueva at Carlo Dimaculangan",
                    "Libu-libong commuter ang naistranded nitong Martes ng umaga matapos lumahok ang daan-daang jeepney driver sa Batangas sa isang araw na tigil-pasada bilang protesta sa nalalapit na deadline ng public transport modernization program.",
                    "Halos walang jeep na bumiyahe sa mga rutang Batangas City–Bauan, Batangas City–Lipa at Batangas City–Rosario mula alas-singko ng umaga, ayon sa monitoring ng Land Transportation Office (LTO) sa lalawigan.",
                    "Nagpadala ang pamahalaang panlalawigan at ang ilang lokal na pamahalaan ng mga truck ng militar, bus at service vehicle upang maghatid ng libreng sakay sa mga pangunahing kalsada. Gayunman, mahahaba pa rin ang pila ng mga pasahero sa Grand Terminal at sa harap ng Batangas Provincial Capitol.",
                    "“Alas-sais pa lang nandito na ako, alas-otso na wala pa rin akong masakyan,” reklamo ni Marites Hernandez, isang saleslady sa isang mall sa lungsod.",
                    "## Hinaing ng mga tsuper",
                    "Ayon kay Danilo Panganiban, pangulo ng isang samahan ng mga jeepney operator sa lalawigan, hindi kayang bayaran ng karamihan sa kanilang miyembro ang mahigit ₱2.8 milyong halaga ng bawat modern jeepney, kahit may subsidiya mula sa gobyerno.",
                    "“Hindi kami tutol sa modernisasyon. Ang hinihingi lang namin ay sapat na panahon at tulong na talagang kaya naming abutin,” sabi ni Panganiban. “Kung tatanggalan kami ng prangkisa, saan kami pupulutin?”",
                    "Sinabi naman ng LTFRB regional office na bukas ang ahensiya sa dayalogo, ngunit iginiit nitong tuloy ang programa. Hinikayat din nito ang mga operator na sumali sa mga kooperatiba upang makakuha ng pautang.",
                    "Sinuspinde ng ilang paaralan ang face-to-face classes at nagpatupad ng online learning dahil sa tigil-pasada. Inaasahang babalik sa normal ang biyahe sa Miyerkules, ayon sa mga organizer.",
                ],
                "td-tagalog-two-authors-nina-at",
                section="balita",
                tag=True,
            )
        )
        add(
            story(
                "opinyon",
                "/2026/11/30/tinig-ng-bayan-nasaan-na-ang-pondo-para-sa-mga-mangingisda/",
                "Nasaan na ang pondo para sa mga mangingisda?",
                "2026-11-30",
                "2026-11-29T23:30:00+00:00",
                "November 30, 2026",
                ["Ernesto Magpantay"],
                [
                    "BY: TINIG NG BAYAN | ni Atty. Ernesto Magpantay",
                    "Noong Marso, buong pagmamalaking inanunsiyo ng pamahalaang panlalawigan ang ₱45 milyong pondo para sa mga mangingisda ng Batangas na naapektuhan ng oil spill at ng pagbaba ng huli sa Verde Island Passage. Bangka, lambat, pangkabuhayan at ayuda, ang sabi noon. Siyam na buwan na ang lumipas.",
                    "Sa aking pakikipag-usap sa mga mangingisda ng Calatagan, Lobo at Tingloy nitong mga nakaraang linggo, iisa ang kanilang tanong: nasaan na ang tulong? Iilan lamang daw ang nakatanggap ng bagong lambat. Ang mga bangkang ipinangako, wala pa raw kahit isa.",
                    "Hindi ko sinasabing may nawawalang pondo. Ang sinasabi ko, may karapatan ang taumbayan na malaman kung saan napunta ang pera, ilan na ang nakinabang, at bakit napakabagal ng pamamahagi.",
                    "Ayon sa isang dokumentong nakuha ng kolum na ito mula sa Sangguniang Panlalawigan, ₱12 milyon pa lamang ang naipalalabas hanggang noong katapusan ng Oktubre. Ang paliwanag ng provincial agriculture office ay ang matagal na proseso ng bidding at ang pagbeberipika ng listahan ng mga benepisyaryo.",
                    "Naiintindihan ko ang pangangailangan ng maingat na proseso. Ayaw nating mapunta ang tulong sa hindi dapat makatanggap. Ngunit ang mangingisdang hindi makapalaot dahil sira ang lambat ay hindi makapaghihintay ng isang taon. Araw-araw siyang nagugutom kasama ang kanyang pamilya.",
                    "May simpleng hakbang na maaaring gawin ang kapitolyo: ilathala buwan-buwan sa website at sa Facebook page nito ang listahan ng mga napamahagian, ang halaga at ang mga susunod na iskedyul. Walang gastos iyan, at malaki ang maitutulong sa tiwala ng publiko.",
                    "Sa ating mga bokal, hinihiling ko na ipatawag ninyo sa isang pagdinig ang mga opisyal na may hawak ng programa bago matapos ang taon. Ang pondo ay para sa mga mangingisda. Sila ang dapat unang makaalam.",
                    "NOTE: Ang mga pananaw na ipinahayag sa kolum na ito ay sa may-akda at hindi kumakatawan sa paninindigan ng Tambuli Batangas.",
                ],
                "td-tagalog-opinion-column-title-prefix",
                section="opinyon",
            )
        )
        add(
            story(
                "kape",
                "/2026/11/29/mga-magsasaka-ng-kapeng-barako-sa-lipa-umaasa/",
                "Mga magsasaka ng kapeng barako sa Lipa, umaasa sa mas mataas na presyo",
                "2026-11-29",
                "2026-11-29T00:40:00+00:00",
                "November 29, 2026",
                ["Liza Mercado-Ramos"],
                [
                    "BY: ni Liza Mercado-Ramos",
                    "Maaga pa lamang ay abala na si Mang Isidro Katigbak, 67, sa pamimitas ng mapupulang bunga ng kape sa kanyang isang ektaryang taniman sa Barangay Pinagtong-ulan, Lipa City. Tatlong henerasyon na ng kanyang pamilya ang nagtatanim ng kapeng barako, ang Liberica na ipinagmamalaki ng Batangas.",
                    "“Noong bata ako, kape ang bumubuhay sa buong baryo. Ngayon, iilan na lang kaming natitira,” kuwento niya habang inilalatag sa banig ang mga bungang pinatutuyo sa araw.",
                    "Sa loob ng maraming taon, lugi ang maraming magsasaka ng barako dahil sa mababang presyo, na umaabot lamang sa ₱90 hanggang ₱110 bawat kilo ng green coffee beans. Marami ang nagbenta ng lupa o nagpalit ng tanim, gaya ng saging at gulay.",
                    "## Pagbangon ng barako",
                    "Ngunit unti-unting nagbabago ang sitwasyon. Dahil sa lumalaking interes sa lokal na kape sa mga coffee shop sa Maynila at sa ibang bansa, tumaas na sa ₱160 hanggang ₱185 ang presyo ng dekalidad na barako ngayong taon, ayon sa Lipa City Agriculture Office.",
                    "Tumutulong din ang isang kooperatiba ng mga magsasaka na itinayo noong 2023. Bumibili ito ng kape nang direkta mula sa mga miyembro sa mas mataas na presyo, at nagtuturo ng tamang pagproseso upang tumaas ang kalidad ng produkto.",
                    "“Dati, basta na lang namin pinatutuyo sa kalsada. Ngayon, tinuruan kami kung paano mag-ferment at magpatuyo nang maayos. Mas mataas ang bili sa amin,” sabi ni Aling Nena Umali, miyembro ng kooperatiba.",
                    "## Mga hamon",
                    "Gayunman, maraming puno ng barako sa Lipa ang matatanda na at kakaunti na ang bunga. Ayon kay city agriculturist Jose Marasigan, kailangang magtanim ng hindi bababa sa 50,000 bagong punla sa susunod na limang taon upang mapanatili ang produksiyon.",
                    "Namamahagi ang lungsod ng libreng punla sa mga rehistradong magsasaka, ngunit ang problema, aniya, ay ang kakulangan ng kabataang handang magsaka. “Kailangan nating ipakita na may kinabukasan sa kape,” sabi ni Marasigan.",
                    "Para kay Mang Isidro, sapat na ang makitang interesado ang kanyang apo. “Sinasama ko siya rito tuwing Sabado. Sabi ko sa kanya, hindi ka yayaman agad sa kape, pero hindi ka rin magugutom,” aniya, sabay ngiti.",
                ],
                "td-tagalog-feature",
                section="kabuhayan",
            )
        )
        add(
            story(
                "beauty",
                "/2026/11/28/batanguena-kinoronahang-mutya-ng-katagalugan-2026/",
                "Batangueña, kinoronahang Mutya ng Katagalugan 2026",
                "2026-11-28",
                "2026-11-28T15:10:00+00:00",
                "November 28, 2026",
                ["Jenny Rose Aguila"],
                [
                    "BY: ni Jenny Rose Aguila",
                    "Isang 23-anyos na nurse mula sa Taal, Batangas ang itinanghal na Mutya ng Katagalugan 2026 sa ginanap na grand coronation night sa Lucena City nitong Sabado ng gabi.",
                    "Tinalo ni Andrea Mae Comia ang 24 na iba pang kandidata mula sa iba't ibang lalawigan ng rehiyon. Bukod sa korona, nag-uwi rin siya ng mga special award na Best in Filipiniana at Miss Photogenic.",
                    "Sa question-and-answer portion, tinanong si Comia kung ano ang pinakamahalagang aral na natutunan niya bilang nurse. “Na ang bawat pasyente ay may kuwento, at ang pakikinig ay bahagi ng paggamot,” sagot niya, na sinalubong ng malakas na palakpakan.",
                    "Suot ni Comia sa Filipiniana segment ang isang barong-inspired na terno na gawa sa piña at burdang Taal, likha ng lokal na designer na si Rafael Agoncillo. Ayon sa designer, inabot ng halos dalawang buwan ang pagbuburda nito.",
                    "Nagtapos si Comia ng nursing sa isang unibersidad sa Batangas City at kasalukuyang nagtatrabaho sa isang pampublikong ospital sa lalawigan. Sinabi niyang gagamitin niya ang kanyang titulo upang isulong ang kalusugan ng mga ina at sanggol sa mga liblib na barangay.",
                    "“Para ito sa lahat ng Batangueño, at sa lahat ng nurse na patuloy na naglilingkod kahit pagod na,” emosyonal na pahayag ni Comia matapos koronahan.",
                    "Ito ang ikatlong pagkakataon na isang Batangueña ang nagwagi sa patimpalak mula nang ito'y simulan noong 2009. Itinanghal namang first runner-up ang kinatawan ng Laguna, habang second runner-up ang pambato ng Quezon.",
                    "Nakatakda siyang bumalik sa Taal sa susunod na linggo para sa isang motorcade at homecoming na inihahanda ng pamahalaang bayan.",
                ],
                "td-tagalog-showbiz-article",
                section="showbiz",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------
    def author_link(self, name: str, zone: str = "byline") -> str:
        shown = DISPLAY.get(name, name)  # the WordPress display name
        if name == "Ramon Villanueva":
            return self.a("author", shown, zone)
        return f'<a href="/author/{AUTH[name][0]}/">{esc(shown)}</a>'

    def local(self, doc: Doc) -> str:
        """The local (+08:00) time of a story from its UTC stamp."""
        from datetime import datetime, timedelta, timezone

        t = datetime.fromisoformat(doc.iso or "").astimezone(timezone(timedelta(hours=8)))
        return t.isoformat()

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = f"{doc.title} | {SITE}" if doc.key != "home" else f"{SITE} | Balitang Batangueño"
        metas = [
            f"<title>{esc(title)}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:locale" content="en_US" />',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "gallery" else "website"}" />',
            f'<meta property="og:title" content="{esc(title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:site_name" content="{SITE}" />',
        ]
        graph: list[dict[str, object]] = [
            {"@type": "WebPage", "@id": url, "url": url, "name": title, "inLanguage": "en-US"}
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            metas.append(f'<meta property="article:section" content="{CAT[doc.section]}" />')
            metas.append(
                f'<meta name="author" content="{esc(doc.authors[0] if doc.authors else "Tambuli News Team")}" />'
            )
            graph.insert(
                0,
                {
                    "@type": "Article",
                    "@id": url + "#article",
                    "isPartOf": {"@id": url},
                    "author": {
                        "name": doc.authors[0] if doc.authors else "Tambuli News Team",
                        "@id": f"{self.origin}/#/schema/person/{zlib.crc32((doc.authors or ['x'])[0].encode()):x}",
                    },
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "mainEntityOfPage": {"@id": url},
                    "publisher": {"@id": self.origin + "/#organization"},
                    "articleSection": [CAT[doc.section]],
                    "inLanguage": "en-US",
                },
            )
        graph.append(
            {
                "@type": "Organization",
                "@id": self.origin + "/#organization",
                "name": SITE,
                "url": self.origin + "/",
                "sameAs": ["https://www.facebook.com/tambulibatangas"],
            }
        )
        metas.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
        )
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy menu-item-object-category td-menu-item td-normal-menu">{x}</li>'
            for x in (
                self.a("home", "Home", "nav"),
                self.a("balita", "Balita", "nav"),
                '<a href="/category/english-news/">English News</a>',
                '<a href="/category/opinyon/">Opinyon</a>',
                '<a href="/category/kabuhayan/">Kabuhayan</a>',
                '<a href="/category/showbiz/">Showbiz</a>',
                self.a("advertise", "Advertise", "nav"),
            )
        )
        popular = "".join(
            f'<div class="td_module_6 td_module_wrap"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "aside")}</h3></div>'
            for k in ("baha", "port", "kape")
        )
        return f"""<!doctype html >
<!--[if IE 8]>    <html class="ie8" lang="en"> <![endif]-->
<!--[if gt IE 8]><!--> <html lang="en-US"> <!--<![endif]-->
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{self.origin}/xmlrpc.php" />
<!-- This site is optimized with the Yoast SEO plugin v23.4 - https://yoast.com/wordpress/plugins/seo/ -->
{chr(10).join(metas)}
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="{SITE} &raquo; Feed" href="{self.origin}/feed/" />
<link rel="stylesheet" id="td-theme-css" href="{self.origin}/wp-content/themes/Newspaper/style.css?ver=12.6.8" type="text/css" media="all" />
<style id="td-theme-inline-css">/*PAD*/</style>
<script type="text/javascript" src="{self.origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.6.2" />
<script>var tdBlocksArray = []; var tdLocalCache = {{}}; var td_viewport_interval_list=[{{"limitBottom":767,"sidebarWidth":228}},{{"limitBottom":1018,"sidebarWidth":300}},{{"limitBottom":1140,"sidebarWidth":324}}]; var tds_general_modal_image = "yes"; var td_ajax_url="{self.origin}/wp-admin/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
</head>
<body class="{"post-template-default single single-post single-format-standard" if doc.is_article or doc.kind == "gallery" else "archive category" if doc.kind == "section" else "home page-template-default" if doc.key == "home" else "page-template-default page"} td-standard-pack global-block-template-1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up" data-style="style1"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-container td-header-row td-header-top-menu"><div class="top-bar-style-1"><div class="td-header-sp-top-menu"><div class="td_data_time"><div>Biyernes, Disyembre 4, 2026</div></div><ul class="top-header-menu td_ul_login"><li class="menu-item">{self.a("about", "About Us", "nav")}</li><li class="menu-item"><a href="/contact-us/">Contact</a></li></ul></div><div class="td-header-sp-top-widget"><span class="td-social-icon-wrap"><a target="_blank" href="https://www.facebook.com/tambulibatangas" title="Facebook"><i class="td-icon-font td-icon-facebook"></i></a></span><span class="td-social-icon-wrap"><a target="_blank" href="https://www.youtube.com/@tambulibatangas" title="Youtube"><i class="td-icon-font td-icon-youtube"></i></a></span></div></div></div></div>
<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap"><div class="td-container td-header-row td-header-header"><div class="td-header-sp-logo"><h1 class="td-logo">{self.a("home", SITE, "nav", 'class="td-main-logo"', f'<img class="td-retina-data" src="{self.origin}/wp-content/uploads/2023/05/tambuli-logo.png" alt="{SITE}"/><span class="td-visual-hidden">{SITE}</span>')}</h1></div><div class="td-header-sp-recs"><div class="td-header-rec-wrap"><div class="td-a-rec td-a-rec-id-header"><span class="td-adspot-title">- Advertisement -</span><a href="https://example-bank.test/"><img src="{self.origin}/wp-content/uploads/2026/10/banner-728x90.jpg" alt=""/></a></div></div></div></div></div>
<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu"><div id="td-header-menu" role="navigation"><div class="menu-main-menu-container"><ul id="menu-main-menu-1" class="sf-menu">{menu}</ul></div></div><div class="td-search-wrapper"><div id="td-top-search"><div class="header-search-wrap"><div class="dropdown header-search">{self.a("search", "Search", "nav", 'id="td-header-search-button" aria-label="Search" role="button"', '<i class="td-icon-search"></i>')}</div></div></div></div></div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap"><div class="td-container"><div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">
{main}
</div></div>
<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar"><aside class="td_block_template_1 widget widget_block"><div class="td-a-rec td-a-rec-id-sidebar"><span class="td-adspot-title">- Advertisement -</span><img src="{self.origin}/wp-content/uploads/2026/10/ad-300x250.jpg" alt=""/></div></aside><div class="td_block_wrap td_block_1 td_block_widget"><div class="td-block-title-wrap"><h4 class="block-title td-block-title"><span class="td-pulldown-size">Pinakabasa</span></h4></div><div class="td_block_inner">{popular}</div></div></div></div>
</div></div></div>
<div class="td-footer-wrapper td-footer-container td-container-wrap td-footer-template-2"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span12"><div class="footer-text-wrap">Ang Tambuli Batangas ay independiyenteng pahayagang pang-rehiyon. Balitang Batangueño, para sa Batangueño. Contact us: balita@tambulibatangas.test</div><div class="footer-social-wrap td-social-style-2"><a href="https://www.facebook.com/tambulibatangas">Facebook</a> <a href="https://www.tiktok.com/@tambulibatangas">TikTok</a></div></div></div></div></div>
<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span td-sub-footer-menu"><ul class="td-subfooter-menu"><li>{self.a("about", "About Us", "footer")}</li><li>{self.a("advertise", "Advertise with us", "footer")}</li><li><a href="/privacy-policy/">Privacy Policy</a></li></ul></div><div class="td-pb-span td-sub-footer-copy">&copy; 2026 Tambuli Batangas. All rights reserved.</div></div></div></div>
</div>
<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice"><div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">We use cookies to ensure that we give you the best experience on our website.</span><span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button" aria-label="Ok">Ok</a></span></div></div>
<script type="text/javascript" src="{self.origin}/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            imgs = "".join(
                f'<figure class="wp-block-image size-large"><img decoding="async" src="{self.origin}/wp-content/uploads/2026/12/lipa-bazaar-{i + 1}-1024x683.jpg" alt="" class="wp-image-{88210 + i}"/><figcaption class="wp-element-caption">{esc(c)}</figcaption></figure>'
                for i, c in enumerate(doc.extra["photos"])
            )
            head = f'<ul class="td-category"><li class="entry-category"><a href="/category/showbiz/">Showbiz</a></li></ul><header class="td-post-title"><h1 class="entry-title">{esc(doc.title)}</h1><div class="td-module-meta-info"><div class="td-post-author-name"><div class="td-author-by">By</div> <a href="/author/jenny-aguila/">Jenny Rose Aguila</a><div class="td-author-line"> - </div></div><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{doc.extra["iso_local"]}">{doc.extra["stamp"]}</time></span></div></header>'
            return f'<div class="td-post-content tagdiv-type"><article class="post type-post status-publish format-gallery"><div class="td-post-header">{head}</div><div class="td-post-content tagdiv-type"><p><em>Mga larawan ni Miguel Castillo</em></p>{imgs}</div></article><div class="td_block_related_posts"><h4 class="td-related-title">RELATED ARTICLES</h4>{self.a("beauty", self.docs["beauty"].title, "related")}</div></div>'
        author = doc.authors[0] if doc.authors else "Tambuli News Team"
        who = (
            self.author_link(author)
            if author in AUTH and author != "Tambuli News Team"
            else '<a href="/author/tambuli-news/">Tambuli News Team</a>'
        )
        content = []
        for b in doc.blocks:
            k = b[0]
            if k == "p":
                content.append(f"<p>{self.inline(b[1])}</p>")
            elif k == "byl":
                content.append(f"<p><strong>{self.inline(b[1])}</strong></p>")
            elif k in ("h2", "h3"):
                content.append(f'<h3 class="wp-block-heading">{self.inline(b[1])}</h3>')
            elif k in ("ul", "ol"):
                content.append(
                    f'<{k} class="wp-block-list">' + "".join(f"<li>{self.inline(i)}</li>" for i in b[1]) + f"</{k}>"
                )
            elif k == "note":
                content.append(f'<p class="has-small-font-size"><em>{self.inline(b[1])}</em></p>')
            if len(content) == 4:
                content.append(
                    '<div class="td-a-rec td-a-rec-id-content_inline"><span class="td-adspot-title">- Advertisement -</span><img src="/wp-content/uploads/2026/10/ad-inline-468x60.jpg" alt=""/></div>'
                )
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li><li>{self.a("tag", "Lungsod ng Batangas", "content")}</li></ul></div>'
        box = ""
        if doc.authors:
            box = f'<div class="td-author-name vcard author"><span class="fn">{self.author_link(author, "related")}</span></div><div class="td-author-description">{esc(AUTH[author][1])}</div>'
            box = f'<div class="td-author-box-wrap"><a href="/author/{AUTH[author][0]}/"><img alt="" src="https://secure.gravatar.com/avatar/{zlib.crc32(author.encode()):x}?s=96&amp;d=mm&amp;r=g" class="avatar avatar-96 photo" height="96" width="96"/></a><div class="desc">{box}<div class="td-author-social"></div></div></div>'
        rel = "".join(
            f'<div class="td-related-span4"><div class="td_module_related_posts td-animation-stack td_mod_related_posts"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div></div>'
            for k in [x for x in ORDER if x != doc.key][:3]
        )
        cat = (
            self.a("balita", "Balita", "content")
            if doc.section == "balita"
            else f'<a href="/category/{doc.section}/">{CAT[doc.section]}</a>'
        )
        return f"""<article id="post-{zlib.crc32(doc.key.encode()) % 90000 + 10000}" class="post type-post status-publish format-standard has-post-thumbnail category-{doc.section}" itemscope itemtype="https://schema.org/Article">
<div class="td-post-header"><ul class="td-category"><li class="entry-category">{cat}</li></ul>
<header class="td-post-title"><h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info"><div class="td-post-author-name"><div class="td-author-by">By</div> {who}<div class="td-author-line"> - </div></div><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{self.local(doc)}">{doc.stamp}</time></span><div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{zlib.crc32(doc.key.encode()) % 90000}">{zlib.crc32(doc.key.encode()) % 4000 + 300}</span></div><div class="td-post-comments"><a href="#respond"><i class="td-icon-comments"></i>0</a></div></div>
</header></div>
<div class="td-post-sharing-top"><div class="td-post-sharing-visible"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" title="Facebook"><div class="td-social-but-text">Facebook</div></a><a class="td-social-sharing-button td-social-twitter" href="https://twitter.com/intent/tweet?text={esc(doc.title)}&amp;url={esc(self.url(doc.key))}" title="Twitter"><div class="td-social-but-text">Twitter</div></a><a class="td-social-sharing-button td-social-viber" href="viber://forward?text={esc(self.url(doc.key))}" title="Viber"><div class="td-social-but-text">Viber</div></a></div></div>
<div class="td-post-featured-image"><a href="{self.origin}/wp-content/uploads/2026/12/{doc.key}-featured.jpg" data-caption=""><img width="696" height="464" class="entry-thumb" src="{self.origin}/wp-content/uploads/2026/12/{doc.key}-featured-696x464.jpg" alt="" title="{esc(doc.key)}"/></a></div>
<div class="td-post-content tagdiv-type">
{chr(10).join(content)}
</div>
<footer>{tags}<div class="td-post-sharing-bottom"><div class="td-post-sharing-classic"><iframe title="bottomFacebookLike" src="https://www.facebook.com/plugins/like.php?href={esc(self.url(doc.key))}&amp;layout=button_count"></iframe></div></div>{box}</footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title td-block-title"><span class="td-related-left">RELATED ARTICLES</span><span class="td-related-right">MORE FROM AUTHOR</span></h4><div class="td_block_inner"><div class="td-related-row">{rel}</div></div></div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">LEAVE A REPLY <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3><form action="{self.origin}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><div class="clearfix"></div><div class="comment-form-input-wrap td-form-comment"><textarea placeholder="Comment:" id="comment" name="comment" cols="45" rows="8" aria-required="true"></textarea><div class="td-warning-comment">Please enter your comment!</div></div><div class="comment-form-input-wrap td-form-author"><input class="" id="author" name="author" placeholder="Name:*" type="text" value="" size="30" aria-required="true"/></div><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"/></p></form></div></div>"""

    def module(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        author = d.authors[0] if d.authors else ("Jenny Rose Aguila" if d.kind == "gallery" else "Tambuli News Team")
        stamp = d.stamp or d.extra.get("stamp", "")
        return f'<div class="td_module_flex td_module_flex_1 td_module_wrap td-animation-stack"><div class="td-module-container td-category-pos-above"><div class="td-image-container"><div class="td-module-thumb"><a href="{self.href(k)}" rel="bookmark" class="td-image-wrap" title="{esc(d.title)}"><span class="entry-thumb td-thumb-css" style="background-image: url({self.origin}/wp-content/uploads/2026/12/{k}-featured-324x216.jpg)"></span></a></div></div><div class="td-module-meta-info"><h3 class="entry-title td-module-title">{self.a(k, d.title, zone)}</h3><div class="td-editor-date"><span class="td-author-date"><span class="td-post-author-name"><a href="/author/{AUTH.get(author, ("tambuli-news",))[0]}/">{esc(author)}</a> <span>-</span> </span><span class="td-post-date"><time class="entry-date updated td-module-date">{stamp}</time></span></span></div><div class="td-excerpt">{esc(self.lede(d))}</div></div></div></div>'

    def listing_main(self, doc: Doc) -> str:
        mods = "".join(self.module(k) for k in doc.extra["list"])
        mods += "".join(
            f'<div class="td_module_flex td_module_flex_1 td_module_wrap"><div class="td-module-meta-info"><h3 class="entry-title td-module-title"><a href="{u}" rel="bookmark">{esc(t)}</a></h3><div class="td-editor-date"><span class="td-post-date"><time class="entry-date updated td-module-date">{d}</time></span></div></div></div>'
            for t, u, d in doc.extra.get("fill", [])
        )
        if doc.key == "home":
            op = "".join(self.module(k) for k in doc.extra["opinion"])
            sb = "".join(self.module(k) for k in doc.extra["showbiz"])
            return f"""<div class="td_block_wrap tdb_module_loop td_block_big_grid_fl_1"><div class="td-block-title-wrap"><h4 class="block-title td-block-title"><span>Pinakabagong Balita</span></h4></div><div class="td_block_inner td-mc1-wrap">{mods}</div><div class="td-next-prev-wrap">{self.a("balita", "Higit pang Balita", "content", 'class="td-ajax-next-page"')}</div></div>
<div class="td_block_wrap td_flex_block_1"><div class="td-block-title-wrap"><h4 class="block-title td-block-title"><span>Opinyon</span></h4></div><div class="td_block_inner">{op}</div></div>
<div class="td_block_wrap td_flex_block_4"><div class="td-block-title-wrap"><h4 class="block-title td-block-title"><span>Showbiz</span></h4></div><div class="td_block_inner">{sb}</div></div>
<div class="td_block_wrap td_block_text_with_title"><div class="td_text_with_title_content"><p>Mga paksa: {self.a("tag", "Lungsod ng Batangas", "content")} · Mga ulat ni {self.a("author", "Ramon Villanueva", "content")}</p></div></div>"""
        head = f'<div class="td-category-header td-container-wrap"><div class="td-container"><div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="/">Home</a></span> <i class="td-icon-right td-bread-sep"></i> <span>{esc(doc.title)}</span></div></div><h1 class="entry-title td-page-title">{esc(doc.title)}</h1></div></div>'
        if doc.kind == "author":
            a = doc.title
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(a)}</span></h1></div><div class="td-author-counters"><span class="td-author-post-count">412 POSTS</span><span class="td-author-comments-count">0 COMMENTS</span></div><div class="author-box-wrap td-author-page"><img alt="" src="https://secure.gravatar.com/avatar/{zlib.crc32(a.encode()):x}?s=96&amp;d=mm&amp;r=g" class="avatar avatar-96 photo" height="96" width="96"/><div class="desc"><div class="td-author-description">{esc(AUTH[a][1])}</div></div></div>'
        elif doc.kind == "tag":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-tag-title">Tags</span> <span>{esc(doc.title)}</span></h1></div>'
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-search-query">{esc(doc.title)}</span></h1><div class="search-page-search-wrap"><form method="get" class="td-search-form-widget" action="/"><input class="td-widget-search-input" type="text" value="baha" name="s"/><input class="wpb_button wpb_btn-inverse btn" type="submit" value="Search"/></form><div class="td_search_subtitle">If you\'re not happy with the results, please do another search</div></div></div>'
        pag = ""
        if doc.extra.get("more"):
            two = self.a(doc.extra["more"], "2", "pagination", 'class="page" title="2"')
            nxt = self.a(doc.extra["more"], "Next", "pagination", 'aria-label="next-page"')
            pag = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{two}<a href="/category/balita/page/3/" class="page" title="3">3</a><span class="extend">...</span><a href="/category/balita/page/87/" class="last" title="87">87</a>{nxt}<span class="pages">Page 1 of 87</span></div>'
        elif doc.extra.get("prev"):
            prv = self.a(doc.extra["prev"], "Prev", "pagination", 'aria-label="prev-page"')
            one = self.a(doc.extra["prev"], "1", "pagination", 'class="page" title="1"')
            pag = f'<div class="page-nav td-pb-padding-side">{prv}{one}<span class="current">2</span><a href="/category/balita/page/3/" class="page" title="3">3</a><span class="pages">Page 2 of 87</span></div>'
        return f'{head}<div class="td-ss-main-content td_block_template_1">{mods}</div>{pag}'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-page-content tagdiv-type">{self.blocks(doc)}</div>'


FILL = [
    (
        "Bagong palengke ng Bauan, bubuksan na sa Enero",
        "/2026/11/27/bagong-palengke-ng-bauan-bubuksan-sa-enero/",
        "November 27, 2026",
    ),
    (
        "Dalawang estudyante ng Lipa, wagi sa regional science fair",
        "/2026/11/26/dalawang-estudyante-ng-lipa-wagi-sa-science-fair/",
        "November 26, 2026",
    ),
    (
        "Presyo ng bigas sa Batangas, bahagyang bumaba",
        "/2026/11/25/presyo-ng-bigas-sa-batangas-bumaba/",
        "November 25, 2026",
    ),
    (
        "Nasugbu, naghahanda na para sa dagsa ng turista ngayong Disyembre",
        "/2026/11/24/nasugbu-naghahanda-sa-dagsa-ng-turista/",
        "November 24, 2026",
    ),
]
