# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Jamaica Courier: a Gleaner/Observer-like Kingston daily on **Drupal 7** (XHTML+RDFa doctype, `page-title` `<h1>`
printed by page.tpl **outside** the node, `node-article`, `field-name-body`, `field-name-field-byline`, RDFa
`dc:date` spans, Views listings with a `pager` from 0 so page 2 is `/news?page=1`, `/article/<section>/<yyyymmdd>/<slug>`,
`/tags/…`, `/authors/…`, core search `/search/node/<keys>`, the EU Cookie Compliance pop-up), English with Patois
quotes, UTF-8, Kingston time (UTC-5 all year).

Dates are printed "Published:Friday | December 4, 2026 | 9:45 PM" (print-edition stories at "12:11 AM"), with an
"Updated:" line on two; the core search page prints "12/04/2026 - 21:45" (month first). Bylines are Observer-style
capitals on three lines ("BY KIMONE THOMPSON" / "Staff reporter" / e-mail), in a byline field, or, on the print-imported
August Town story, as the **first paragraph of the body field**; each staff story ends with an author box that names
the writer in ordinary case. JSON-LD (schema_metatag) is on five stories only: the storm story in **UTC** (02:45Z on
5 Dec = 9:45 PM on 4 Dec), the Manning Cup and BOJ stories in UTC too, the obituary in -05:00, the CMC story with a
JSON-LD **Person named "CMC"** and the Letter of the Day with the **site** as author; the bulletin, the protest story
and the letter's sign-off have none. The Met Service bulletin is republished whole (blockquoted) under a desk credit.
Non-articles: lottery results (tables), paid death notices, a **soft 404** (200, "Page not found") reached through a
dead related-story link."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import EN_DAYS, EN_MONTHS, Base, clock12, local_iso, page, story, utc_iso, when
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.jamaicacourier.test"
TZ = -5
ARTS = ["storm", "bulletin", "protest", "obit", "cmc", "manning", "letter", "boj"]
NIDS = {
    "storm": 84512,
    "bulletin": 84533,
    "protest": 84431,
    "obit": 84467,
    "cmc": 84489,
    "manning": 84540,
    "letter": 84470,
    "boj": 84422,
}
WRITERS = {
    "Kimone Thompson": ("kimone-thompson", "Staff reporter", "thompsonk"),
    "Alecia Smith-Edwards": ("alecia-smith-edwards", "Senior staff reporter", "smith-edwardsa"),
    "Richard Hylton": ("richard-hylton", "Entertainment writer", "hyltonr"),
    "Orville Clarke": ("orville-clarke", "Staff reporter", "clarkeo"),
    "Devon Bailey": ("devon-bailey", "Business reporter", "baileyd"),
}


def published(local: str) -> str:
    t = when(local)
    return f"{EN_DAYS[t.weekday()]} | {EN_MONTHS[t.month - 1]} {t.day}, {t.year} | {clock12(local.split()[1])}"


class Courier(Base):
    origin = ORIGIN
    name = "The Jamaica Courier"
    prefix = "jco"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "jco",
            [
                "#header .region-header",
                "ul.menu li.leaf a",
                "#page-title",
                ".field-name-body p",
                ".field-name-field-byline",
                ".views-row",
                ".item-list .pager li",
                "#block-views-most-read-block li",
                "#footer-wrapper .region",
                "#sliding-popup .popup-content",
                ".author-box",
                "table.lottery td",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Jamaica Courier", "drupal7-front-views",
                 list=["storm", "bulletin", "protest", "boj", "obit", "manning", "cmc", "letter"], more="news"))  # fmt: skip
        add(page("news", "/news", "section", "News", "views-section-pager-from-0",
                 list=["storm", "bulletin", "protest", "boj", "cmc"], more="news2"))  # fmt: skip
        add(page("news2", "/news?page=1", "section", "News", "views-section-page2-query-page-1",
                 list=["obit", "letter"],
                 older=[("Police probe double murder in Spanish Town", "/article/news/20261202/police-probe-double-murder-spanish-town", "2026-12-02 00:09"),
                        ("JUTC adds 20 buses to Portmore routes", "/article/news/20261201/jutc-adds-20-buses-portmore-routes", "2026-12-01 14:30"),
                        ("Farmers in St Elizabeth count drought losses", "/article/news/20261130/farmers-st-elizabeth-count-drought-losses", "2026-11-30 00:12")]))  # fmt: skip
        add(page("sports", "/sports", "section", "Sports", "views-section-sports",
                 list=["manning"],
                 older=[("Reggae Girlz name squad for Concacaf qualifiers", "/article/sports/20261203/reggae-girlz-name-squad-concacaf-qualifiers", "2026-12-03 11:20"),
                        ("Racing: Winter Cup draws full field at Caymanas", "/article/sports/20261203/racing-winter-cup-draws-full-field-caymanas", "2026-12-03 00:10"),
                        ("Scorpions name Super50 squad", "/article/sports/20261130/scorpions-name-super50-squad", "2026-11-30 16:05")]))  # fmt: skip
        add(page("tag", "/tags/weather", "tag", "Weather", "taxonomy-term-page",
                 list=["bulletin", "storm", "letter", "boj"],
                 description="Weather news, Met Service bulletins and hurricane-season coverage from the Courier."))  # fmt: skip
        add(page("author", "/authors/kimone-thompson", "author", "Kimone Thompson", "author-profile-view",
                 list=["storm", "boj"],
                 bio="Kimone Thompson is a staff reporter at The Jamaica Courier, covering disaster management, local government and the environment. Send story ideas to thompsonk@jamaicacourier.test."))  # fmt: skip
        add(page("search", "/search/node/storm", "search", "Search", "drupal7-core-search-node",
                 list=["storm", "bulletin", "letter", "boj"]))  # fmt: skip
        add(page("lotto", "/lottery-results", "lottery-results", "Lottery Results", "lottery-results-tables",
                 [
                     "Results of draws held on Friday, December 4, 2026. Results are provided by the operator and are subject to verification. In the event of a discrepancy, the official results shall prevail.",
                     "### Cash Pot",
                     "T: Draw | Time | Winning number | Meaning",
                     "T: Early Bird | 8:30 AM | 14 | Money",
                     "T: Morning | 10:30 AM | 23 | House",
                     "T: Midday | 1:00 PM | 5 | Parson man",
                     "T: Drive Time | 5:00 PM | 31 | Wedding",
                     "T: Evening | 8:25 PM | 9 | Cattle",
                     "### Super Lotto",
                     "Winning numbers: 07 - 19 - 22 - 33 - 35. Super Ball: 06. Estimated jackpot for the next draw: $410 million.",
                     "### Pick 3 and Pick 4",
                     "T: Game | Midday | Evening",
                     "T: Pick 3 | 4 - 0 - 8 | 2 - 2 - 7",
                     "T: Pick 4 | 9 - 1 - 5 - 3 | 0 - 6 - 6 - 4",
                     "Players are reminded that tickets must be presented for payment within 90 days of the draw. Play responsibly.",
                 ]))  # fmt: skip
        add(page("deaths", "/death-notices", "death-notices", "Death Notices", "paid-notices-list",
                 [
                     "ALLEN, Hyacinth Maud, 87, retired teacher of Linstead, St Catherine, died on November 22, 2026. Thanksgiving service on Saturday, December 12, 2026 at 11:00 a.m. at the Linstead Baptist Church. Interment: family plot, Bog Walk.",
                     "BROWN, Eustace Alphanso ‘Bumpy’, 84, of Mount Pleasant, St Ann and formerly of the Bronx, New York, died on November 25, 2026. Funeral on Sunday, December 13, 2026 at 2:00 p.m. at the Mount Pleasant Church of God. Interment follows at the church cemetery.",
                     "CAMPBELL, Ruth Elaine, 66, nurse, of Duhaney Park, Kingston 20, died on November 28, 2026. Thanksgiving service on Friday, December 11, 2026 at 10:00 a.m. at Meadowvale Funeral Chapel. Cremation follows.",
                     "FACEY, Clinton George, 72, farmer, of Cross Keys, Manchester, died on November 29, 2026. Funeral on Saturday, December 19, 2026 at 11:00 a.m. at the Cross Keys Seventh-day Adventist Church.",
                     "McFARLANE, Winsome Patricia, 59, of Montego Bay, St James, died on December 1, 2026. Arrangements to be announced.",
                     "To place a notice, call the Classified Department at 876-555-0142 or e-mail notices@jamaicacourier.test. Notices received by 2:00 p.m. appear in the next day’s paper.",
                 ]))  # fmt: skip
        add(page("notfound", "/article/news/20261130/kph-emergency-room-expansion-delayed", "not-found", "Page not found",
                 "soft-404-drupal-page-not-found",
                 ["The requested page \u201c/article/news/20261130/kph-emergency-room-expansion-delayed\u201d could not be found."]))  # fmt: skip

        add(story(
            "storm", "/article/news/20261204/flash-flood-warning-eastern-parishes-tropical-storm-wilfred-strengthens",
            "Flash flood warning for eastern parishes as Tropical Storm Wilfred strengthens",
            "2026-12-04", utc_iso("2026-12-04 21:45", TZ), "2026-12-04 21:45", ["Kimone Thompson"],
            [
                "The Meteorological Service of Jamaica has issued a flash flood warning for St Thomas, Portland and St Mary, and a flash flood watch for the rest of the island, as Tropical Storm Wilfred gathered strength over the central Caribbean Sea on Friday evening.",
                "At 7:00 p.m., the centre of the rare December storm was about 420 kilometres south-east of Kingston, moving west-north-west near 15 kilometres per hour with maximum sustained winds of 85 kilometres per hour, the Met Service said.",
                "Forecasters expect Wilfred to pass just south of the island on Sunday, bringing between 150 and 250 millimetres of rain to eastern and central parishes, with higher amounts over the Blue Mountains.",
                "FIG: Satellite image of Tropical Storm Wilfred | Tropical Storm Wilfred over the central Caribbean on Friday afternoon. (Photo: NOAA)",
                "## Shelters on standby",
                "The Office of Disaster Preparedness and Emergency Management (ODPEM) said 812 shelters across the island had been inspected and that 96 of them, mostly in St Thomas and Portland, would be opened on Saturday morning if conditions worsened.",
                "“We are asking persons who live near rivers and gullies, and in low-lying communities, to make their preparations now and not wait until the rain starts,” said ODPEM’s deputy director general, Marlon Gayle.",
                "The Met Service advised:",
                "- Fishers on the cays and banks to return to port before Saturday midday.",
                "- Small-craft operators along the south coast to remain in port until further notice.",
                "- Residents of flood-prone areas to monitor bulletins and be ready to move to higher ground.",
                "In Port Antonio, vendors at the Musgrave Market began packing up early. “Mi see weh di river do inna October, so mi nah tek no chance,” said Merlene Clarke, who sells produce at the market. “Mi a go home go tie down di zinc.”",
                "The National Works Agency said crews had been deployed to clear drains in Morant Bay, Yallahs and Annotto Bay, and that heavy equipment was in place at the Harbour View roundabout and along the Junction main road.",
                "Forecasters said storms forming after the official end of the hurricane season on November 30 are uncommon, but that sea temperatures in the western Caribbean remain well above normal for the time of year.",
                "The Met Service’s next bulletin is due at 11:00 p.m.",
            ],
            "caps-byline-field-utc-jsonld-next-day", section="News", ld="utc",
            related=["bulletin", "letter", "notfound", "boj"],
        ))  # fmt: skip
        add(story(
            "bulletin", "/article/news/20261205/met-service-tropical-storm-warning-now-effect-jamaica",
            "Met Service: Tropical storm warning now in effect for Jamaica",
            "2026-12-05", None, "2026-12-05 05:20", [],
            [
                "The following is the 5:00 a.m. bulletin issued by the Meteorological Service of Jamaica on Saturday, December 5, 2026.",
                "> A Tropical Storm Warning is now in effect for Jamaica. The Tropical Storm Watch issued on Friday has been discontinued.",
                "> At 4:00 a.m., the centre of Tropical Storm Wilfred was located near Latitude 15.9 degrees North, Longitude 74.6 degrees West. This is about 330 kilometres south-east of Kingston.",
                "> Wilfred is moving towards the west-north-west near 13 kilometres per hour, and this general motion is expected to continue through Sunday. On the forecast track, the centre of the system is expected to pass about 80 kilometres south of the island late Sunday.",
                "> Maximum sustained winds are near 95 kilometres per hour, with higher gusts. Some strengthening is possible during the next 24 hours and Wilfred could become a hurricane by Sunday.",
                "> Rainfall accumulations of 150 to 300 millimetres are possible over eastern and central parishes, which could result in life-threatening flash flooding and landslides.",
                "> A Flash Flood Warning remains in effect for St Thomas, Portland, St Mary, St Andrew and Kingston. A Flash Flood Watch remains in effect for all other parishes.",
                "> A Small Craft Warning is in effect. Fishers on the cays and banks are urged to return to port immediately.",
                "> The next bulletin will be issued at 11:00 a.m.",
                "## What a tropical storm warning means",
                "A tropical storm warning means that tropical storm conditions, with sustained winds of 63 to 118 kilometres per hour, are expected somewhere within the warning area within 36 hours. Preparations to protect life and property should be completed as soon as possible.",
                "The ODPEM said 96 shelters in St Thomas, Portland, St Mary and St Andrew would open at 8:00 a.m. Persons needing transport to a shelter should contact their municipal corporation.",
                "NOTE: This story was updated at 8:10 a.m. with the opening of shelters.",
            ],
            "desk-credit-bulletin-blockquote-no-jsonld", section="News", credit="Courier Online",
            updated="2026-12-05 08:10", related=["storm", "letter", "manning"],
        ))  # fmt: skip
        add(story(
            "protest", "/article/news/20261203/wi-cyaan-tek-nuh-more-august-town-residents-block-roads-over-water-lock-offs",
            "‘Wi cyaan tek nuh more’: August Town residents block roads over water lock-offs",
            "2026-12-03", None, "2026-12-03 00:11", ["Alecia Smith-Edwards"],
            [
                "Scores of residents of August Town in St Andrew blocked sections of the main road with debris and burning tyres on Wednesday morning, protesting what they said was a month without reliable piped water.",
                "Commuters travelling to the University of the West Indies, Mona campus, and to Papine were forced to take detours through Hope Pastures as police worked to clear the roadway.",
                "“Wi cyaan tek nuh more. Di pipe dem dry from November, and when di water come it come three o’clock a morning fi one hour,” said Paulette Grant, a mother of four who lives on Hermitage Road. “Mi haffi buy water fi bathe di pickney dem fi go school.”",
                "Another resident, who gave his name only as Fitzroy, said the community had been promised a new pumping station more than two years ago. “Every election dem come wid di same promise. Wi nuh see nutten,” he said.",
                "## NWC blames ageing pumps",
                "The National Water Commission (NWC) said in a statement that supply to August Town, Hermitage and parts of Papine had been disrupted by repeated failures at a booster station serving the area, where two of three pumps were out of service.",
                "“We regret the inconvenience to our customers and we are working around the clock to restore a regular supply,” the statement said. The commission said a replacement pump had arrived in the island and would be installed by the middle of December, and that trucks would deliver water to the community on Thursday and Friday.",
                "The councillor for the Mona division, Dwayne Lewis, said he had written to the NWC three times since October. “The people are not being unreasonable. Water is a basic need,” he said.",
                "Police from the Matilda’s Corner station said the road was cleared by midday and no arrests were made.",
            ],
            "caps-byline-first-body-paragraph-print-import", section="News", byline_in_body=True,
            related=["storm", "boj", "letter"],
        ))  # fmt: skip
        add(story(
            "obit", "/article/entertainment/20261204/mento-great-lennox-count-lenny-barrett-dies-91",
            "Mento great Lennox ‘Count Lenny’ Barrett dies at 91",
            "2026-12-04", local_iso("2026-12-04 00:05", TZ), "2026-12-04 00:05", ["Richard Hylton"],
            [
                "Lennox Barrett, the banjo player and singer known to generations of hotel guests on the north coast as Count Lenny, died at his home in Ocho Rios, St Ann, on Tuesday. He was 91.",
                "His daughter, Sonia Barrett-Walker, said he had been ill for several months. “Daddy played right up until September. Him used to say, ‘Music keep mi young,’ and it did,” she told the Courier.",
                "Born in Brown’s Town in 1935, Barrett learned the banjo from his uncle and formed his first band, the Rhythm Aces, at 17. For more than 40 years the group performed mento, the rural folk music that came before ska and reggae, at hotels from Negril to Port Antonio.",
                "FIG: Lennox Barrett with his banjo | Lennox ‘Count Lenny’ Barrett performing in Ocho Rios in 2019. (File photo)",
                "## ‘A living library’",
                "He recorded three albums, the best known of which, Banana Walk, was reissued in 2011 and introduced his music to listeners in Europe and Japan. In 2018 he was made an Officer of the Order of Distinction for his contribution to Jamaican music.",
                "In the 1970s, when many hotels replaced live folk bands with sound systems and reggae acts, Barrett kept the Rhythm Aces together by playing weddings, church harvests and political meetings across St Ann. “People told him mento was dead. He just kept playing,” his daughter said.",
                "Musicologist Herbert Campbell described Barrett as “a living library” of songs that were never written down. “When Count Lenny sang, you heard the Jamaica of the 1940s and 1950s, the humour, the double meanings, the country life,” he said.",
                "The culture ministry paid tribute in a statement on Wednesday, calling him “one of the last links to the roots of our popular music”.",
                "Barrett is survived by his wife of 64 years, Icilda, five children, 14 grandchildren and nine great-grandchildren. Funeral arrangements are to be announced.",
            ],
            "obituary-caps-byline-jsonld-local-offset", section="Entertainment", ld="local",
            related=["protest", "manning", "storm"],
        ))  # fmt: skip
        add(story(
            "cmc", "/article/caribbean/20261204/caricom-leaders-meet-georgetown-haiti-security-mission",
            "CARICOM leaders to meet in Georgetown on Haiti security mission",
            "2026-12-04", utc_iso("2026-12-04 14:30", TZ), "2026-12-04 14:30", [],
            [
                "GEORGETOWN, Guyana (CMC) — Caribbean Community (CARICOM) heads of government will hold a special meeting here next week to discuss the future of the multinational security support mission in Haiti, the regional secretariat announced on Friday.",
                "The one-day meeting on December 11 is expected to be attended by at least 10 leaders, as well as representatives of the United Nations and the Organization of American States.",
                "In a statement, the secretariat said leaders would review “the security, humanitarian and political situation in Haiti” and consider proposals to extend the mandate of the mission, which is due to expire in March.",
                "Jamaica, The Bahamas and Belize are among the Caribbean countries that have sent police and soldiers to Haiti since 2024.",
                "“The region cannot look away. What happens in Haiti affects all of us, from migration to the trade in guns and drugs,” the secretariat quoted one of the leaders as saying during a preparatory call on Thursday.",
                "The meeting comes amid renewed concern over gang violence in the Artibonite region, where aid agencies say more than 40,000 people have been displaced since September.",
                "Foreign affairs officials in Kingston said Jamaica’s delegation would be led by the prime minister.",
                "The special meeting will be followed by a meeting of CARICOM foreign ministers, who are expected to agree on the region’s position ahead of a UN Security Council debate on Haiti later in December.",
            ],
            "agency-cmc-dateline-jsonld-person-cmc", section="Caribbean", ld="cmc", credit="",
            related=["storm", "boj", "obit"],
        ))  # fmt: skip
        add(story(
            "manning", "/article/sports/20261205/jamaica-college-edge-kingston-college-2-1-win-manning-cup",
            "Jamaica College edge Kingston College 2-1 to win Manning Cup",
            "2026-12-05", utc_iso("2026-12-05 00:30", TZ), "2026-12-05 00:30", ["Orville Clarke"],
            [
                "Substitute Javaughn Reid scored in the 88th minute as Jamaica College (JC) came from behind to beat Kingston College (KC) 2-1 in the ISSA Manning Cup final at the National Stadium on Friday night.",
                "KC, who were chasing a third straight title, went ahead in the 31st minute through captain Tyreek Morgan, who headed in a corner from Shamar Edwards.",
                "JC drew level two minutes after the break when Romario Brown’s low shot from the edge of the penalty area squeezed under goalkeeper Dushane Hylton.",
                "With extra time looming, Reid, who had been on the field for only 11 minutes, ran on to a long ball from defender Akeem Francis and lifted his shot over the advancing Hylton.",
                "“Mi just tell miself fi stay calm and finish it. A dis mi dream bout from mi inna first form,” said a jubilant Reid after the trophy presentation.",
                "## Coach praises character",
                "“At half-time I told them the game was not over. They showed great character tonight,” said JC head coach Neville Bryan, whose team lost last year’s final on penalties.",
                "KC coach Donovan Pinnock said his team had been undone by fatigue. “We played three games in eight days. That is not an excuse, the boys gave everything,” he said.",
                "The final drew a crowd of more than 25,000, with supporters of both schools filling the stands well before kick-off. Police reported no major incidents.",
                "JC will now face the DaCosta Cup champions in the Olivier Shield final next Saturday.",
            ],
            "sports-caps-byline-utc-jsonld", section="Sports", ld="utc",
            related=["obit", "storm", "protest"],
        ))  # fmt: skip
        add(story(
            "letter", "/article/letters/20261204/letter-day-stop-building-gully-courses",
            "Stop building in gully courses",
            "2026-12-04", local_iso("2026-12-04 00:00", TZ), "2026-12-04 00:00", ["Marvin Campbell"],
            [
                "THE EDITOR, Sir:",
                "Every time heavy rain is forecast, we hear the same warnings from the authorities: persons living near gullies and rivers should prepare to leave their homes. Yet every year more houses go up in the very same gully courses and on the very same riverbanks.",
                "In my own community of Old Harbour, I have watched at least six structures being built along the gully behind the market in the last two years. Nobody from the municipal corporation has come to ask for building approvals, and nobody has stopped the work.",
                "When the water comes down, as it may again this weekend with Tropical Storm Wilfred, these families will be the first to lose everything. And then the State will be asked to pay for shelters, food packages and new zinc.",
                "I am not blaming the poor for wanting a roof over their heads. I am blaming a system that looks the other way until there is a disaster. The municipal corporations must enforce the building regulations, and the Government must offer real alternatives in safe areas, with proper titles.",
                "Until we do both, we will keep counting losses every hurricane season — and now, it seems, even in December.",
                "RAW:<p class=\"letter-signoff\">Marvin Campbell<br />Old Harbour, St Catherine<br />marvcamp@mailbox.test</p>",
            ],
            "letter-of-the-day-kicker-in-title-signoff-jsonld-site-author", section="Letters", ld="site",
            printed_title="LETTER OF THE DAY | Stop building in gully courses", credit="Letter of the Day",
            related=["storm", "bulletin", "protest"],
        ))  # fmt: skip
        add(story(
            "boj", "/article/business/20261203/boj-holds-policy-rate-575-cent-flags-storm-risk-inflation",
            "BOJ holds policy rate at 5.75 per cent, flags storm risk to inflation",
            "2026-12-03", utc_iso("2026-12-03 16:10", TZ), "2026-12-03 16:10", ["Devon Bailey", "Kimone Thompson"],
            [
                "The Bank of Jamaica (BOJ) on Thursday kept its policy interest rate unchanged at 5.75 per cent for the fourth consecutive meeting, saying inflation was expected to remain within its target range of four to six per cent over the next two years.",
                "Deputy Governor Camille Francis told journalists at the bank’s quarterly press briefing that annual inflation had eased to 4.8 per cent in October, from 5.1 per cent in September, helped by lower prices for imported fuel.",
                "T: Indicator | October 2026 | September 2026",
                "T: Annual inflation | 4.8% | 5.1%",
                "T: Core inflation | 4.2% | 4.3%",
                "T: Food inflation | 6.9% | 7.4%",
                "T: Net international reserves | US$6.41b | US$6.37b",
                "## Weather risk",
                "Francis said the main risk to the outlook was the weather. A tropical storm or heavy rains affecting farming parishes in December could push up food prices in the first quarter of next year, she said.",
                "Agricultural output grew by an estimated 3.2 per cent in the July to September quarter, the bank said, but farmers in St Elizabeth, Manchester and Clarendon have warned that heavy rain at this stage could damage crops of scallion, thyme and Irish potato planted for the Christmas market.",
                "“If the rain mash up di crops dem, price a go go up again. Mi see it every time,” said Hyacinth Morgan, who sells vegetables at the Coronation Market in downtown Kingston.",
                "Private-sector economists said the decision was widely expected. “The bank is in wait-and-see mode. Inflation is where it wants it to be, so there is no reason to move until the weather risk is clearer,” said Tricia Henry, head of research at a Kingston brokerage.",
                "The bank said it would keep buying and selling foreign currency through its B-FXITT auctions to limit swings in the exchange rate, which has traded between $156 and $158 to the US dollar since August.",
                "The next policy decision is scheduled for February 18, 2027.",
            ],
            "two-caps-bylines-table-updated-utc-jsonld", section="Business", ld="utc",
            updated="2026-12-04 07:45", modified=utc_iso("2026-12-04 07:45", TZ),
            related=["storm", "cmc", "protest"],
        ))  # fmt: skip

    # --- templates -------------------------------------------------------------------------------------------

    def nid(self, doc: Doc) -> int:
        return NIDS.get(doc.key, 80000 + sum(map(ord, doc.key)))

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        shown = doc.extra.get("printed_title", doc.title)
        title = (
            "The Jamaica Courier | Jamaica News, Sports, Business"
            if doc.key == "home"
            else f"{shown} | The Jamaica Courier"
        )
        out = [
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title + " - The Jamaica Courier")}" />',
            '<meta name="generator" content="Drupal 7 (http://drupal.org)" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            f'<link rel="shortlink" href="/node/{self.nid(doc)}" />',
            '<meta property="og:site_name" content="The Jamaica Courier" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:title" content="{esc(shown)}" />',
            '<meta name="twitter:card" content="summary_large_image" />',
            f"<title>{esc(title)}</title>",
        ]
        if not doc.is_article:
            return "\n".join(out)
        out.append(f'<meta property="article:published_time" content="{local_iso(doc.stamp, TZ)}" />')
        if doc.extra.get("updated"):
            out.append(f'<meta property="article:modified_time" content="{local_iso(doc.extra["updated"], TZ)}" />')
        mode = doc.extra.get("ld")
        if mode:
            if mode == "cmc":
                author: object = {"@type": "Person", "name": "CMC"}
            elif mode == "site":
                author = {"@type": "Organization", "name": "The Jamaica Courier", "url": ORIGIN + "/"}
            else:
                author = [
                    {"@type": "Person", "name": a, "url": f"{ORIGIN}/authors/{WRITERS[a][0]}"} for a in doc.authors
                ]
            ld = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "NewsArticle",
                        "@id": url,
                        "headline": doc.extra.get("printed_title", doc.title),
                        "name": doc.extra.get("printed_title", doc.title),
                        "description": self.lede(doc),
                        "author": author,
                        "publisher": {
                            "@type": "Organization",
                            "name": "The Jamaica Courier",
                            "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/sites/all/themes/courier/logo.png"},
                        },
                        "datePublished": doc.iso,
                        "dateModified": doc.extra.get("modified", doc.iso),
                        "mainEntityOfPage": url,
                        "articleSection": doc.section,
                    }
                ],
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False, indent=2)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="leaf{" first" if i == 0 else ""}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(
                (
                    ("home", "Home"),
                    ("news", "News"),
                    ("https://www.jamaicacourier.test/business", "Business"),
                    ("sports", "Sports"),
                    ("https://www.jamaicacourier.test/entertainment", "Entertainment"),
                    ("https://www.jamaicacourier.test/commentary", "Commentary"),
                    ("https://www.jamaicacourier.test/letters", "Letters"),
                    ("https://www.jamaicacourier.test/caribbean", "Caribbean"),
                    ("lotto", "Lottery Results"),
                    ("deaths", "Death Notices"),
                )
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].extra.get('printed_title', self.docs[k].title), 'aside')}</li>"
            for k in ["bulletin", "storm", "manning", "protest", "obit"]
        )
        body_class = "html front" if doc.key == "home" else "html not-front"
        if doc.is_article:
            body_class += f" not-logged-in one-sidebar sidebar-second page-node page-node- page-node-{self.nid(doc)} node-type-article"
        elif doc.kind == "not-found":
            body_class += " not-logged-in one-sidebar sidebar-second page-article"
        else:
            body_class += f" not-logged-in one-sidebar sidebar-second page-{doc.kind}"
        settings = {
            "basePath": "/",
            "pathPrefix": "",
            "ajaxPageState": {"theme": "courier", "theme_token": f"x{self.nid(doc) * 7919 % 999983:06d}"},
            "eu_cookie_compliance": {"popup_enabled": 1, "popup_agreed_enabled": 0, "popup_position": 0},
            "dfp": {"adunit": "/21823487/courier/" + (doc.section.lower() or doc.kind)},
        }
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML+RDFa 1.0//EN"
  "http://www.w3.org/MarkUp/DTD/xhtml-rdfa-1.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" version="XHTML+RDFa 1.0" dir="ltr"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/terms/"
  xmlns:foaf="http://xmlns.com/foaf/0.1/"
  xmlns:sioc="http://rdfs.org/sioc/ns#"
  xmlns:xsd="http://www.w3.org/2001/XMLSchema#">
<head profile="http://www.w3.org/1999/xhtml/vocab">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link rel="shortcut icon" href="{ORIGIN}/sites/default/files/favicon_0.ico" type="image/vnd.microsoft.icon" />
{self.head(doc)}
<style type="text/css" media="all">
@import url("{ORIGIN}/modules/system/system.base.css?r4x2kq");
@import url("{ORIGIN}/sites/all/themes/courier/css/style.css?r4x2kq");
</style>
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="{ORIGIN}/misc/jquery.js?v=1.4.4"></script>
<script type="text/javascript" src="{ORIGIN}/misc/drupal.js?r4x2kq"></script>
<script type="text/javascript">
<!--//--><![CDATA[//><!--
jQuery.extend(Drupal.settings, {json.dumps(settings)});
//--><!]]>
</script>
<script type="text/javascript">var googletag = googletag || {{}}; googletag.cmd = googletag.cmd || [];</script>
</head>
<body class="{body_class}">
<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Skip to main content</a></div>
<div id="page-wrapper"><div id="page">
<div id="header"><div class="section clearfix">
<div class="header-date">Saturday | December 5, 2026</div>
<a href="/" title="Home" rel="home" id="logo"><img src="{ORIGIN}/sites/all/themes/courier/logo.png" alt="The Jamaica Courier" /></a>
<div class="region region-header"><div id="block-block-3" class="block block-block"><div class="content"><a href="/epaper">E-Paper</a> | <a href="/subscribe">Subscribe</a> | <a href="/user/login">Log in</a></div></div>
<div id="block-search-form" class="block block-search"><div class="content"><form action="/search/node" method="post" id="search-block-form" accept-charset="UTF-8"><div><input type="text" name="search_block_form" value="" size="15" maxlength="128" class="form-text" /><input type="submit" value="Search" class="form-submit" /></div></form></div></div></div>
<div id="navigation"><div class="section"><ul class="menu">{menu}</ul></div></div>
</div></div>
<div class="region region-leaderboard"><div id="block-dfp-leaderboard" class="block block-dfp"><div class="content"><div id="dfp-ad-leaderboard" class="dfp-tag-wrapper"><script type="text/javascript">googletag.cmd.push(function(){{googletag.display("dfp-ad-leaderboard");}});</script></div></div></div></div>
<div id="breaking-news" class="breaking">BREAKING: {self.a("bulletin", "Tropical storm warning now in effect for Jamaica", "aside")}</div>
<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix">
<div id="content" class="column"><div class="section">
<a id="main-content"></a>
{main}
</div></div>
<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">
<div id="block-views-most-read-block" class="block block-views"><h2>Most Read</h2><div class="content"><div class="item-list"><ol>{most}</ol></div></div></div>
<div id="block-dfp-sidebar-1" class="block block-dfp"><div class="content"><div id="dfp-ad-mpu1" class="dfp-tag-wrapper"></div></div></div>
<div id="block-block-9" class="block block-block"><h2>Daily Services</h2><div class="content"><ul><li>{self.a("lotto", "Lottery Results", "aside")}</li><li>{self.a("deaths", "Death Notices", "aside")}</li><li><a href="/weather">Weather</a></li><li><a href="/classifieds">Classifieds</a></li></ul></div></div>
<div id="block-block-12" class="block block-block"><h2>Trending</h2><div class="content"><p>{self.a("search", "Tropical Storm Wilfred", "aside")} · <a href="/tags/manning-cup">Manning Cup</a> · <a href="/tags/nwc">NWC</a></p></div></div>
</div></div></div>
</div></div>
<div id="footer-wrapper"><div class="section">
<div class="region region-footer"><div id="block-menu-menu-footer" class="block block-menu"><div class="content"><ul class="menu"><li class="first leaf"><a href="/about-us">About Us</a></li><li class="leaf"><a href="/contact-us">Contact Us</a></li><li class="leaf"><a href="/advertise">Advertise</a></li><li class="leaf"><a href="/privacy-policy">Privacy Policy</a></li><li class="leaf"><a href="/terms-of-use">Terms of Use</a></li><li class="last leaf"><a href="/rss.xml">RSS</a></li></ul></div></div>
<div id="block-block-1" class="block block-block"><div class="content"><p>The Jamaica Courier, 40-42 Harbour Street, Kingston, Jamaica W.I. Tel: 876-555-0100</p><p>© 2026 Courier Publishing Company Limited. All rights reserved.</p><p><a href="https://www.facebook.com/jamaicacourier.test">Facebook</a> · <a href="https://x.com/jacourier_test">X</a> · <a href="https://www.instagram.com/jamaicacourier.test">Instagram</a></p></div></div></div>
</div></div>
</div></div>
<div id="sliding-popup" class="sliding-popup-bottom" style="display:none"><div class="popup-content info"><div id="popup-text"><h2>We use cookies on this site to enhance your user experience</h2><p>By clicking any link on this page you are giving your consent for us to set cookies.</p></div><div id="popup-buttons"><button type="button" class="agree-button">OK, I agree</button><button type="button" class="find-more-button">No, give me more info</button></div></div></div>
<script type="text/javascript" src="{ORIGIN}/sites/all/modules/eu_cookie_compliance/js/eu_cookie_compliance.js?r4x2kq"></script>
<script type="text/javascript">(function(i,s,o,g,r,a,m){{i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){{(i[r].q=i[r].q||[]).push(arguments)}}}})(window,document,'script','//www.google-analytics.com/analytics.js','ga');ga("create","UA-2231190-1",{{"cookieDomain":"auto"}});ga("send","pageview");</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.key == "letter":
            return '<div class="field field-name-field-byline field-type-text field-label-hidden"><div class="field-items"><div class="field-item even">Letter of the Day</div></div></div>'
        if doc.extra.get("credit") is not None and not doc.authors:
            credit = doc.extra["credit"]
            if not credit:
                return ""
            return f'<div class="field field-name-field-byline field-type-text field-label-hidden"><div class="field-items"><div class="field-item even">{esc(credit)}</div></div></div>'
        return f'<div class="field field-name-field-byline field-type-text field-label-hidden"><div class="field-items"><div class="field-item even">{self.caps_byline(doc)}</div></div></div>'

    def caps_byline(self, doc: Doc) -> str:
        names = " and ".join(a.upper() for a in doc.authors)
        roles = {WRITERS[a][1] for a in doc.authors}
        role = "Staff reporters" if len(doc.authors) > 1 else next(iter(roles))
        mails = "<br />".join(
            f'<a href="mailto:{WRITERS[a][2]}@jamaicacourier.test">{WRITERS[a][2]}@jamaicacourier.test</a>'
            for a in doc.authors
        )
        return f"BY {esc(names)}<br />{esc(role)}<br />{mails}"

    def author_boxes(self, doc: Doc) -> str:
        if doc.key == "letter":
            return ""
        out = []
        for a in doc.authors:
            slug, role, _ = WRITERS[a]
            name = (
                self.a("author", a, "byline")
                if slug == "kimone-thompson"
                else f'<a href="/authors/{slug}">{esc(a)}</a>'
            )
            out.append(
                f'<div class="author-box"><img typeof="foaf:Image" src="{ORIGIN}/sites/default/files/styles/author_thumb/public/authors/{slug}.jpg" width="60" height="60" alt="" /><div class="author-name">{name}</div><div class="author-role">{esc(role)}</div></div>'
            )
        return "".join(out)

    def story_main(self, doc: Doc) -> str:
        nid = self.nid(doc)
        shown = doc.extra.get("printed_title", doc.title)
        body = self.blocks(doc)
        byline = self.byline(doc)
        if doc.extra.get("byline_in_body"):
            body = f"<p><strong>{self.caps_byline(doc)}</strong></p>\n{body}"
            byline = ""
        updated = (
            f'<div class="field field-name-field-updated"><span class="label">Updated:</span> {published(doc.extra["updated"])}</div>'
            if doc.extra.get("updated")
            else ""
        )
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].extra.get('printed_title', self.docs[k].title) if k != 'notfound' else 'KPH emergency room expansion delayed', 'related')}</li>"
            for k in doc.extra.get("related", [])
        )
        tags = ""
        if doc.key in ("storm", "bulletin", "letter", "boj"):
            tags = f'<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Tags:&nbsp;</div><div class="field-items"><div class="field-item even">{self.a("tag", "Weather", "tag")}</div><div class="field-item odd"><a href="/tags/hurricane-season">Hurricane Season</a></div><div class="field-item even"><a href="/tags/odpem">ODPEM</a></div></div></div>'
        elif doc.key == "manning":
            tags = '<div class="field field-name-field-tags field-label-above"><div class="field-label">Tags:&nbsp;</div><div class="field-items"><div class="field-item even"><a href="/tags/issa">ISSA</a></div><div class="field-item odd"><a href="/tags/schoolboy-football">Schoolboy Football</a></div></div></div>'
        u = quote(self.url(doc.key), safe="")
        section = doc.path.split("/")[2]
        crumb_target = {"news": "news", "sports": "sports"}.get(section, f"https://www.jamaicacourier.test/{section}")
        return f"""<div class="breadcrumb">{self.a("home", "Home", "breadcrumb")} » {self.a(crumb_target, doc.section, "breadcrumb")}</div>
<h1 class="title" id="page-title">{esc(shown)}</h1>
<div class="tabs"></div>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<div id="node-{nid}" class="node node-article node-promoted clearfix" about="{doc.path}" typeof="sioc:Item foaf:Document">
<span property="dc:title" content="{esc(shown)}" class="rdf-meta element-hidden"></span>
<div class="submitted"><span property="dc:date dc:created" content="{local_iso(doc.stamp, TZ)}" datatype="xsd:dateTime">Published:{published(doc.stamp)}</span></div>
{updated}
{byline}
<div class="share-buttons"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Share</a> <a href="https://x.com/intent/tweet?url={u}">Tweet</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a></div>
<div class="content">
<div class="field field-name-field-image field-type-image field-label-hidden"><div class="field-items"><div class="field-item even" rel="og:image rdfs:seeAlso" resource="{ORIGIN}/sites/default/files/styles/jcn_main/public/media/article_images/2026/12/{nid}.jpg"><img typeof="foaf:Image" src="{ORIGIN}/sites/default/files/styles/jcn_main/public/media/article_images/2026/12/{nid}.jpg" width="700" height="394" alt="" /></div></div></div>
<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{body}</div></div></div>
{tags}
{self.author_boxes(doc)}
<div class="field field-name-field-related-stories"><div class="field-label">Related Stories</div><ul>{rel}</ul></div>
<div id="dfp-ad-in-article" class="dfp-tag-wrapper"></div>
</div>
<ul class="links inline"><li class="comment-add first last"><a href="/comment/reply/{nid}#comment-form" title="Share your thoughts and opinions related to this posting.">Add new comment</a></li></ul>
<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2><p>Comments are moderated. The Jamaica Courier reserves the right not to publish comments.</p></div>
</div>
</div></div></div>"""

    def teaser(self, k: str, i: int) -> str:
        d = self.docs[k]
        odd = "odd" if i % 2 == 0 else "even"
        shown = d.extra.get("printed_title", d.title)
        return (
            f'<div class="views-row views-row-{i + 1} views-row-{odd}"><div class="views-field views-field-field-image"><div class="field-content"><img src="{ORIGIN}/sites/default/files/styles/teaser/public/media/article_images/2026/12/{self.nid(d)}.jpg" width="220" height="124" alt="" /></div></div>'
            f'<div class="views-field views-field-title"><span class="field-content">{self.a(k, shown, "content")}</span></div>'
            f'<div class="views-field views-field-body"><span class="field-content">{esc(self.lede(d))}</span></div>'
            f'<div class="views-field views-field-created"><span class="field-content">{EN_MONTHS[int(d.stamp[5:7]) - 1][:3]} {int(d.stamp[8:10])}, {d.stamp[:4]}</span></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        rows = [self.teaser(k, i) for i, k in enumerate(doc.extra["list"])]
        n = len(rows)
        for j, (title, path, stamp) in enumerate(doc.extra.get("older", [])):
            rows.append(
                f'<div class="views-row views-row-{n + j + 1}"><div class="views-field views-field-title"><span class="field-content"><a href="{path}">{esc(title)}</a></span></div><div class="views-field views-field-created"><span class="field-content">{EN_MONTHS[int(stamp[5:7]) - 1][:3]} {int(stamp[8:10])}, {stamp[:4]}</span></div></div>'
            )
        title = doc.title
        head = f'<h1 class="title" id="page-title">{esc(title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="element-invisible">The Jamaica Courier</h1>'
            extra = f'<div class="home-services"><h2>Services</h2>{self.a("lotto", "Lottery results", "content")} · {self.a("deaths", "Death notices", "content")} · {self.a("sports", "Sports", "content")}</div>'
        elif doc.kind == "tag":
            head += f'<div class="taxonomy-term-description"><p>{esc(doc.extra["description"])}</p></div>'
            extra = '<a href="/taxonomy/term/212/feed" class="feed-icon" title="Subscribe to Weather"><img src="/misc/feed.png" width="16" height="16" alt="Subscribe to Weather" /></a>'
        elif doc.kind == "author":
            head += f'<div class="author-profile"><img src="{ORIGIN}/sites/default/files/authors/kimone-thompson.jpg" width="120" height="120" alt="Kimone Thompson" /><p class="author-role">Staff reporter</p><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            results = []
            for k in doc.extra["list"]:
                d = self.docs[k]
                who = d.authors[0] if d.authors else "courier_online"
                mm, dd, yy = d.stamp[5:7], d.stamp[8:10], d.stamp[:4]
                results.append(
                    f'<li class="search-result"><h3 class="title">{self.a(k, d.extra.get("printed_title", d.title), "content")}</h3><div class="search-snippet-info"><p class="search-snippet">… {esc(self.lede(d))} …</p><p class="search-info">Article - {esc(who)} - {mm}/{dd}/{yy} - {d.stamp[11:]} - 0 comments</p></div></li>'
                )
            return f"""<h1 class="title" id="page-title">Search</h1>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<form action="/search/node/storm" method="post" id="search-form" accept-charset="UTF-8"><div class="form-item form-type-textfield"><label for="edit-keys">Enter your keywords </label><input type="text" id="edit-keys" name="keys" value="storm" size="40" maxlength="255" class="form-text" /></div><input type="submit" value="Search" class="form-submit" /></form>
<h2>Search results</h2>
<ol class="search-results node-results">{"".join(results)}</ol>
<h2 class="element-invisible">Pages</h2><div class="item-list"><ul class="pager"><li class="pager-current first">1</li><li class="pager-item"><a href="/search/node/storm?page=1">2</a></li><li class="pager-next last"><a href="/search/node/storm?page=1">next ›</a></li></ul></div>
</div></div></div>"""
        pager = ""
        go = {n: f'title="Go to {n}"' for n in ("page 1", "page 2", "first page", "previous page", "next page")}
        if doc.key == "news":
            pager = f'<h2 class="element-invisible">Pages</h2><div class="item-list"><ul class="pager"><li class="pager-current first">1</li><li class="pager-item">{self.a("news2", "2", "pagination", go["page 2"])}</li><li class="pager-item"><a title="Go to page 3" href="/news?page=2">3</a></li><li class="pager-next">{self.a("news2", "next ›", "pagination", go["next page"])}</li><li class="pager-last last"><a title="Go to last page" href="/news?page=48">last »</a></li></ul></div>'
        elif doc.key == "news2":
            pager = f'<h2 class="element-invisible">Pages</h2><div class="item-list"><ul class="pager"><li class="pager-first first">{self.a("news", "« first", "pagination", go["first page"])}</li><li class="pager-previous">{self.a("news", "‹ previous", "pagination", go["previous page"])}</li><li class="pager-item">{self.a("news", "1", "pagination", go["page 1"])}</li><li class="pager-current">2</li><li class="pager-item"><a title="Go to page 3" href="/news?page=2">3</a></li><li class="pager-next last"><a title="Go to next page" href="/news?page=2">next ›</a></li></ul></div>'
        elif doc.key == "home":
            pager = f'<div class="more-link">{self.a("news", "More news", "content")}</div>'
        view = "front" if doc.key == "home" else doc.kind
        return f"""{head}
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<div class="view view-{view} view-id-{view} view-display-id-page view-dom-id-{zlib.crc32(doc.key.encode()):08x}">
<div class="view-content">
{"".join(rows)}
</div>
{pager}
</div>
{extra}
</div></div></div>"""

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            return f"""<h1 class="title" id="page-title">Page not found</h1>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
{html}
<p>You may have followed an outdated link, or the story may have been moved. Try searching the site or return to the {self.a("home", "home page", "content")}.</p>
</div></div></div>"""
        cls = {"lottery-results": "lottery", "death-notices": "death-notices"}.get(doc.kind, "page")
        html = html.replace('<table class="data">', '<table class="lottery sticky-enabled">')
        if doc.kind == "death-notices":
            html = html.replace("<p>", '<p class="notice">')
        return f"""<h1 class="title" id="page-title">{esc(doc.title)}</h1>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<div class="node node-page {cls}">{html}</div>
</div></div></div>"""
