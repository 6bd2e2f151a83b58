# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic dashes and quotes are deliberate)
"""SciWire: a EurekAlert!-like portal of research news releases (US, Washington DC: dates are US Eastern, -05:00 in
December), English, UTF-8. URLs `/news-releases/<id>`, `/news-releases/browse/all?page=2`,
`/news-releases/browse/keyword/<kw>`, `/institutions/<slug>`, `/multimedia/<id>`, `/meetings`, `/search?q=`.

A release page prints its kind ("NEWS RELEASE 2-Dec-2026") or, on the older template, "Public Release: 3-Dec-2026";
the issuing institution under the headline (an issuer, not an author); a sidebar with Journal, DOI, Article Title,
Article Publication Date, COI statement and the **Media Contact** box (a press officer, not an author, not body);
a funder paragraph at the end of the text (body). Quirks: one release opens its text with an "EMBARGOED UNTIL …"
line (not body); one prints "Journal: …" and "DOI: …" as the last lines of its text (not body); one ends with an
"About <university>" boilerplate (not body); one is written by a named science writer ("By Hannah Castillo", the
only author in this site). JSON-LD `NewsArticle` with the institution as `author` (Organization) on most; the soil
release's `datePublished` is **UTC** (00:00Z on 4 Dec = 19:00 on 3 Dec in Washington; printed 3-Dec-2026); the
glacier and award releases carry no JSON-LD. The Multimedia page (one image, caption, credit, usage terms) and
the Meetings calendar are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["award", "heatwave", "soil", "batteries", "coral", "glacier", "sleep", "antibiotic"]
INST = {
    "cpu": ("Coastal Pacific University", "/institutions/coastal-pacific-university"),
    "psu": ("Prairie State University", "/institutions/prairie-state-university"),
    "sev": ("Severn University", "/institutions/severn-university"),
    "lsph": ("Lakeshore School of Public Health", "/institutions/lakeshore-school-of-public-health"),
    "aisg": ("Alpine Institute for Snow and Glacier Research", "/institutions/alpine-institute-snow-glacier"),
    "nit": ("Northbay Institute of Technology", "/institutions/northbay-institute-of-technology"),
    "fru": ("Front Range University", "/institutions/front-range-university"),
    "hfes": ("Hartwell Foundation for Environmental Science", "/institutions/hartwell-foundation"),
}
KW = {"climate": ("Climate change", "/news-releases/browse/keyword/climate-change")}


class SciWire(Base):
    origin = "https://www.sciwire.test"
    name = "SciWire"
    prefix = "scw"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "scw",
            [
                ".header .logo",
                ".main-content .page_title",
                ".entry p",
                ".sidebar .widget",
                ".contact-info",
                ".release-list article",
                ".footer-nav",
                ".article-disclaimer",
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
                "SciWire",
                "portal-home",
                list=ARTS,
                more="all2",
            )
        )
        add(
            page(
                "all",
                "/news-releases/browse/all",
                "section",
                "Latest News Releases",
                "release-list",
                list=["award", "heatwave", "soil", "batteries"],
                more="all2",
            )
        )
        add(
            page(
                "all2",
                "/news-releases/browse/all?page=2",
                "section",
                "Latest News Releases",
                "release-list-page2",
                list=["coral", "glacier", "sleep", "antibiotic"],
                prev="all",
            )
        )
        add(
            page(
                "keyword",
                KW["climate"][1],
                "tag",
                "Keyword: Climate change",
                "keyword-list",
                list=["heatwave", "soil", "coral", "glacier"],
            )
        )
        add(
            page(
                "inst",
                INST["cpu"][1],
                "author",
                "Coastal Pacific University",
                "institution-archive",
                [
                    "Coastal Pacific University is a public research university in Hilo, Hawaii, with about 9,000 students and a marine laboratory on Kaneohe Bay.",
                    "Public Information Officer: Leilani Akana, lakana@coastalpacific.test",
                ],
                list=["coral"],
                older=[
                    ("1103876", "Native limpets return to restored tide pools within three years", "18-Nov-2026"),
                    ("1102954", "Volcanic smog linked to more asthma visits in Hilo schoolchildren", "28-Oct-2026"),
                    ("1102211", "Hawaiian monk seals dive deeper when fishing boats are near", "9-Oct-2026"),
                    ("1101530", "Students map 40 years of shoreline loss on the Big Island", "22-Sep-2026"),
                ],
            )
        )
        add(
            page(
                "search",
                "/search?q=microplastics",
                "search",
                "Search results for “microplastics”",
                "search-results",
                list=["soil", "coral"],
            )
        )
        add(
            page(
                "multimedia",
                "/multimedia/1104533",
                "gallery",
                "Recovering rice coral on a study frame in Kaneohe Bay",
                "multimedia-image",
                [
                    "FIG: Rice coral fragments on a steel frame | Fragments of rice coral on one of the study frames in Kaneohe Bay, photographed four months after the 2025 bleaching event. The brown fragments host heat-tolerant algae; the pale ones do not.",
                ],
                rel="coral",
                credit="Keona Makoa / Coastal Pacific University",
                usage="Restricted: may be used only with news coverage of the linked release, with credit.",
                license="Original content",
            )
        )
        add(
            page(
                "meetings",
                "/meetings",
                "calendar",
                "Meetings",
                "meetings-calendar",
                [
                    "Upcoming scientific meetings with press programs. Registered reporters can request press badges through the meeting organizers.",
                    "T: Dates | Meeting | Location | Press registration",
                    "T: 6–10 Dec 2026 | Winter Conference of the Society for Environmental Health | Atlanta, GA | Open until 1 Dec",
                    "T: 14–18 Dec 2026 | Fall Meeting of the Pacific Geophysical Union | San Francisco, CA | Open",
                    "T: 7–10 Jan 2027 | Annual Meeting of the Society for Integrative Marine Biology | Tampa, FL | Open",
                    "T: 12–16 Feb 2027 | Annual Meeting of the Science Advancement Association | Boston, MA | Opens 4 Jan",
                    "T: 3–6 Mar 2027 | International Soil Carbon Symposium | Lincoln, NE | Open",
                    "T: 22–25 Mar 2027 | Spring Meeting of the Chemical Research Society | Denver, CO | Opens 15 Jan",
                    "Meeting organizers can submit their event to the calendar by writing to meetings@sciwire.test.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About SciWire",
                "about-page",
                [
                    "SciWire is an online news service operated by the nonprofit Science Press Trust in Washington, DC. Since 2009 it has distributed news releases from universities, medical centers, journals, government agencies and research institutes to reporters and the public.",
                    "Releases are written and submitted by the issuing institutions. SciWire staff review submissions for relevance and format but do not edit them or check their accuracy.",
                    "Reporters can register for free access to embargoed releases. Registration is limited to working journalists and freelancers with recent published work.",
                    "## Contact",
                    "Science Press Trust, 1200 New York Avenue NW, Washington, DC 20005. Email: help@sciwire.test",
                ],
            )
        )
        add(
            page(
                "terms",
                "/terms",
                "policy",
                "Terms and Conditions",
                "policy-updated",
                [
                    "Last updated: 1 July 2026",
                    "By using SciWire you agree to these terms. Embargoed material is provided to registered reporters on the condition that it is not published, broadcast or shared before the embargo lifts.",
                    "Violations of an embargo may lead to suspension of reporter access. Repeated violations lead to permanent removal.",
                    "News releases remain the property of the submitting institutions. Images and videos may only be used under the terms shown with each item.",
                    "SciWire is not responsible for the accuracy of news releases posted by contributing institutions or for the use of any information through the SciWire system.",
                ],
            )
        )
        add(
            story(
                "coral",
                "/news-releases/1104521",
                "Heat-tolerant algae help bleached corals recover twice as fast",
                "2026-12-02",
                "2026-12-02T11:00:00-05:00",
                "2-Dec-2026",
                [],
                [
                    "RAW:<p><strong>EMBARGOED UNTIL 11:00 US ET (16:00 GMT), WEDNESDAY, 2 DECEMBER 2026</strong></p>",
                    "HILO, Hawaii — Corals that took up heat-tolerant algae before a bleaching event regained their color and growth nearly twice as fast as corals that did not, according to a two-year field study led by marine biologists at Coastal Pacific University.",
                    "The researchers tracked 1,200 fragments of rice coral, Montipora capitata, on underwater frames in Kaneohe Bay on Oahu. Half of the fragments had been exposed in the laboratory to a strain of symbiotic algae from the genus Durusdinium, which is known to tolerate warmer water. The other half kept the algae they were collected with. When a marine heat wave pushed water temperatures above 30 degrees Celsius for six weeks in the summer of 2025, both groups bleached.",
                    "What happened next surprised the team. Within four months, 71 percent of the fragments carrying the heat-tolerant algae had regained normal color, compared with 38 percent of the untreated fragments. The treated corals also resumed growing sooner, adding an average of 2.4 millimeters of skeleton per month by the end of the study.",
                    "“We expected the treated corals to bleach less. Instead they bleached just as badly, but they bounced back much faster,” said Keona Makoa, an assistant professor of marine biology at Coastal Pacific University and the study’s lead author. “Recovery speed matters, because reefs are now getting hit again before they have healed from the last event.”",
                    "Corals depend on microscopic algae living inside their tissues for most of their food. Under heat stress the partnership breaks down and the coral expels the algae, turning white. If temperatures stay high for too long, the coral starves.",
                    "The study also found a cost. In cooler months, corals hosting the heat-tolerant strain grew about 15 percent more slowly than those with their original partners, probably because the hardier algae pass less of the sugar they make to their host.",
                    "“There is no free lunch here,” said co-author Rosa Delgado-Finch, a reef ecologist at the Institute for Tropical Marine Science in Puerto Rico, who analyzed the growth data. “A reef stocked with these corals might survive a bad summer better but grow more slowly in a normal year. Managers will have to weigh that trade-off site by site.”",
                    "The authors caution that the approach is no substitute for cutting greenhouse gas emissions. Even the treated corals died when water temperatures stayed above 32 degrees for more than two weeks at one of the study sites, and no algal partner is known that would protect corals from the warming projected for the end of the century.",
                    "The team is now testing whether the algae can be delivered to corals in nurseries on a larger scale, and whether the new partnership persists when treated colonies spawn.",
                    "The research was funded by the National Science Foundation (award OCE-2612044) and the Hawaii Coral Reef Initiative. The funders had no role in study design, data analysis or the decision to publish.",
                ],
                "release-embargo-line",
                dek="Field trial on Hawaiian reefs suggests symbiont swaps could buy reefs time, but not replace emissions cuts",
                inst="cpu",
                rtype="Peer-Reviewed Publication",
                journal="Marine Ecology Progress Reports",
                doi="10.5555/mepr.2026.1187",
                method="Experimental study",
                subject="Animals",
                art_title="Symbiont shuffling accelerates post-bleaching recovery in Montipora capitata",
                contact=("Leilani Akana", "lakana@coastalpacific.test", "808-555-0143"),
                img=(
                    "Rice coral fragments on a steel frame",
                    "Fragments of rice coral on a study frame in Kaneohe Bay.",
                ),
                kw=True,
            )
        )
        add(
            story(
                "soil",
                "/news-releases/1104688",
                "Microplastics slow earthworms and cut soil carbon storage, field study finds",
                "2026-12-03",
                "2026-12-04T00:00:00Z",
                "3-Dec-2026",
                [],
                [
                    "LINCOLN, Neb. — Farm fields that receive sewage sludge as fertilizer can accumulate enough microplastic to slow earthworms down and reduce how much carbon the soil stores, according to a five-year field experiment by researchers at Prairie State University.",
                    "Sewage sludge, also called biosolids, is spread on millions of acres of U.S. farmland each year because it is rich in nitrogen and phosphorus. It also carries tiny fragments of plastic that wastewater plants cannot remove, from synthetic clothing fibers to bits of packaging.",
                    "To measure what those particles do over time, soil scientist Tomasz Wierzbicki and colleagues divided a research farm near Mead, Nebraska, into 48 plots. Some received ordinary biosolids, some received biosolids spiked with extra polyethylene fragments to simulate 20 years of application, and some received only mineral fertilizer.",
                    "After five growing seasons, plots with the highest plastic loads had 27 percent fewer earthworms than the mineral-fertilizer plots, and the worms that remained burrowed less deeply. Soil organic carbon in the top 30 centimeters was 8 percent lower in those plots, a difference the team attributes largely to reduced worm activity, which normally drags crop residue underground where it can be stored for decades.",
                    "“Earthworms are the engineers of these soils,” Wierzbicki said. “When they slow down, the whole system for locking carbon into the ground slows down with them. We did not expect to see a measurable carbon effect this quickly.”",
                    "Corn and soybean yields did not differ significantly between treatments over the five years, which the authors say may explain why the problem has received little attention from growers.",
                    "Plots that received ordinary biosolids without added plastic showed smaller changes — an 11 percent drop in earthworm numbers and no statistically significant change in carbon — but the researchers note that plastic concentrations in sludge have risen steadily since the 1990s.",
                    "“This is not an argument against recycling biosolids, which return valuable nutrients to farmland,” said co-author Danielle Okwu, an agricultural economist at the university. “It is an argument for stopping plastic before it reaches the treatment plant, through better filters on washing machines and limits on products that shed particles.”",
                    "The team plans to continue the experiment for another five years and to add plots treated with biodegradable plastics, which are often marketed as a safer alternative but have rarely been tested under field conditions.",
                    "The study was supported by the U.S. Department of Agriculture’s National Institute of Food and Agriculture (grant 2023-67019-40112) and the Nebraska Soil Health Fund. Co-author Danielle Okwu has received consulting fees from a wastewater utility; the other authors declare no competing interests.",
                ],
                "release-legacy-utc-jsonld",
                inst="psu",
                rtype="Peer-Reviewed Publication",
                journal="Soil Biology and Ecosystem Letters",
                doi="10.5555/sbel.2026.0093",
                method="Experimental study",
                subject="Not applicable",
                art_title="Five years of biosolid-borne microplastics reduce earthworm activity and topsoil organic carbon",
                contact=("Brent Halvorsen", "bhalvorsen@prairiestate.test", "402-555-0178"),
                legacy=True,
                kw=True,
            )
        )
        add(
            story(
                "antibiotic",
                "/news-releases/1104302",
                "New class of antibiotic found in bacteria from a Welsh cave",
                "2026-12-01",
                "2026-12-01T06:00:00-05:00",
                "1-Dec-2026",
                [],
                [
                    "Bacteria living in the clay of a limestone cave in south Wales produce a molecule that kills several drug-resistant pathogens by a mechanism not seen in any antibiotic on the market, scientists at Severn University report.",
                    "The compound, which the team has named cavernomycin, attacks the machinery bacteria use to build their outer membrane. In laboratory tests it killed multidrug-resistant strains of Acinetobacter baumannii and Klebsiella pneumoniae, two pathogens the World Health Organization lists among the most urgent threats.",
                    "No new class of antibiotic that works against these so-called Gram-negative bacteria has reached patients in more than five decades. Their double membrane keeps most drugs out, and they readily swap resistance genes with one another.",
                    "The discovery began with a sampling trip by volunteer cave divers, who collected clay from passages in the Brecon Beacons that had been cut off from the surface for thousands of years. Back in the laboratory, microbiologist Ffion Pritchard and her team grew more than 3,000 bacterial isolates and tested their extracts against a panel of resistant pathogens.",
                    "“Caves are isolated, nutrient-poor places where microbes have been fighting each other for food for a very long time,” Pritchard said. “That competition is exactly what makes them good at producing chemical weapons.”",
                    "One isolate, a previously undescribed species of Streptomyces, produced a compound that stopped Acinetobacter growth at very low concentrations. Using cryo-electron microscopy, the team showed that cavernomycin binds to a protein complex known as BAM, which inserts new proteins into the outer membrane. Without it, the membrane falls apart.",
                    "In mice with thigh infections caused by a resistant Klebsiella strain, a single dose reduced bacterial counts by 99.9 percent within 24 hours. The researchers did not see resistance emerge in the laboratory over 30 days of repeated exposure, although they caution that bacteria are likely to find a way around the drug eventually.",
                    "The compound is still years from clinical use. It is toxic to kidney cells at high doses, and the team is working with medicinal chemists to design safer variants.",
                    "“This is an early-stage finding, and most antibiotic candidates fail,” said co-author Rhys Vaughan-Ellis, a professor of medicinal chemistry at the university. “But a new target in Gram-negative bacteria is rare enough that it is worth pursuing hard.”",
                    "The work was funded by the Medical Research Council (grant MR/Z503187/1) and the Wellcome Trust. The university has filed a patent application covering cavernomycin and related compounds.",
                    "RAW:<p><strong>About Severn University</strong></p>",
                    "RAW:<p>Severn University is a research-intensive university in Cardiff with more than 24,000 students. Its School of Biosciences hosts the National Centre for Antimicrobial Discovery, founded in 2019.</p>",
                ],
                "release-about-boilerplate",
                dek="Cavernomycin attacks the outer membrane of drug-resistant Gram-negative pathogens",
                inst="sev",
                rtype="Peer-Reviewed Publication",
                journal="Nature Microbial Chemistry",
                doi="10.5555/nmc.2026.412",
                method="Experimental study",
                subject="Cells",
                art_title="A cave-derived Streptomyces metabolite targets the BAM complex of Gram-negative bacteria",
                contact=("Gareth Llewellyn", "press@severn.test", "+44 29 5550 0199"),
                img=("Cave divers sampling clay", "Volunteer divers collect clay samples in a flooded cave passage."),
            )
        )
        add(
            story(
                "heatwave",
                "/news-releases/1104790",
                "Hot nights, not hot days, drive spike in hospital admissions among older adults",
                "2026-12-04",
                "2026-12-04T09:00:00-05:00",
                "4-Dec-2026",
                [],
                [
                    "CHICAGO — Nights that stay above 75 degrees Fahrenheit (24 degrees Celsius) raise the risk of hospital admission among adults over 65 more than daytime highs do, according to an analysis of 20 years of Medicare records that will be presented next week at the Winter Conference of the Society for Environmental Health in Atlanta.",
                    "Researchers at the Lakeshore School of Public Health linked 11.2 million hospital admissions in 140 U.S. counties between 2004 and 2023 to local weather records. They compared the effect of hot days with that of hot nights, while accounting for humidity, air pollution and the day of the week.",
                    "Each additional night above the threshold during a heat wave raised admissions for acute kidney failure by 6 percent and for heart failure by 3.5 percent. Hot days on their own, when followed by cooler nights, had about half that effect.",
                    "“The body needs the cool of the night to recover,” said epidemiologist Marguerite Osei, who led the analysis. “When the night never cools down, older people start the next day already dehydrated and with their heart working harder, and that is when they end up in the emergency room.”",
                    "### A hidden risk in cities",
                    "The effect was strongest in dense urban counties, where buildings and pavement release stored heat after sunset, and in neighborhoods where fewer than half of homes have central air conditioning. In those areas the increase in kidney-related admissions per hot night was nearly twice the national average.",
                    "The number of hot nights has grown faster than the number of hot days in most of the counties studied. In Phoenix, Las Vegas and Houston, nights above 75 degrees have roughly doubled since 2004.",
                    "Osei said heat warnings and cooling centers are usually planned around daytime highs. “Most cooling centers close at 6 or 8 p.m., which is exactly when the risk we are describing begins,” she said. “Cities could save lives by keeping some of them open overnight during long heat waves, or by checking on isolated older residents in the evening.”",
                    "The team is now studying whether cheap interventions such as window fans and reflective blinds reduce night-time indoor temperatures enough to make a difference.",
                    "The analysis was supported by the National Institute on Aging (grant R01AG081234). The findings are preliminary and have not yet been published in a peer-reviewed journal.",
                ],
                "release-meeting-subhead",
                inst="lsph",
                rtype="Meeting Announcement",
                meeting="Winter Conference of the Society for Environmental Health, Atlanta, 6–10 Dec 2026",
                method="Observational study",
                subject="People",
                contact=("Tanya Whitfield", "twhitfield@lakeshore-sph.test", "312-555-0126"),
                kw=True,
            )
        )
        add(
            story(
                "glacier",
                "/news-releases/1104577",
                "Saharan dust darkens Alpine glaciers and speeds melt by up to a fifth",
                "2026-12-02",
                None,
                "2-Dec-2026",
                [],
                [
                    "DAVOS, Switzerland — Dust blown from the Sahara onto Alpine glaciers made them melt up to 21 percent faster in summers with strong dust events, according to a study by the Alpine Institute for Snow and Glacier Research.",
                    "Dust storms in North Africa regularly lift fine mineral particles high into the atmosphere, and southerly winds can carry them across the Mediterranean to the Alps within days. When the dust settles on snow, it turns the surface a yellowish or reddish brown. The darker surface absorbs more sunlight, which makes the snow melt earlier and exposes the even darker glacier ice beneath.",
                    "The team combined satellite images from 2017 to 2025 with measurements from automatic weather stations on four glaciers in the Swiss and Austrian Alps. On the Rhone Glacier, the snow cover disappeared 17 days earlier in 2022, a year with several large dust events, than the model predicted for clean snow.",
                    "“A single dust event in spring can shape the whole melt season,” said glaciologist Nadia Brunner, who led the study. “Once the snow is gone, the bare ice absorbs up to three times as much solar energy, so the early start adds up over the summer.”",
                    "Dust events reaching the Alps have become more frequent over the past two decades, the authors note, although it is not yet clear whether this is a lasting trend linked to climate change or part of natural variability in North African weather patterns.",
                    "The findings matter for forecasts of water supply. Alpine glaciers feed the Rhine, Rhone, Po and Danube rivers, and their meltwater keeps river levels up in late summer, when rainfall is low. Models that ignore dust tend to overestimate how long the snowpack lasts, Brunner said.",
                    "The institute plans to add dust forecasts from European weather services to its seasonal melt outlook, which is used by hydropower operators and water authorities.",
                    "The study was funded by the Swiss National Science Foundation (grant 200021_219877) and the Federal Office for the Environment. The authors declare no competing interests.",
                    "RAW:<p>Journal: Cryosphere Letters</p>",
                    "RAW:<p>DOI: 10.5555/cryl.2026.0412</p>",
                ],
                "release-legacy-inline-journal-nold",
                inst="aisg",
                rtype="Peer-Reviewed Publication",
                contact=("Matthias Keller", "media@aisg.test", "+41 81 555 02 40"),
                legacy=True,
                nold=True,
                kw=True,
            )
        )
        add(
            story(
                "batteries",
                "/news-releases/1104702",
                "Sodium battery built with seaweed waste passes 5,000 charge cycles",
                "2026-12-03",
                "2026-12-03T10:00:00-05:00",
                "3-Dec-2026",
                [],
                [
                    "PORTLAND, Maine — Engineers at the Northbay Institute of Technology have built a sodium-ion battery cell whose negative electrode is made from the waste left over after seaweed is processed for food additives. The cell kept 88 percent of its capacity after 5,000 full charge and discharge cycles.",
                    "Sodium-ion batteries are seen as a cheaper and less resource-intensive alternative to lithium-ion for storing solar and wind power, but they need an electrode material called hard carbon, which is usually made from coconut shells or petroleum products.",
                    "The Northbay team heated the brown seaweed residue, which processors in Maine and Canada currently pay to dispose of, to 1,300 degrees Celsius in an oxygen-free furnace. The natural structure of the seaweed cells left behind a carbon with many small pores that store sodium ions efficiently.",
                    "“The seaweed does most of the design work for us,” said materials engineer Priya Natarajan, who leads the project. “We tried a dozen other waste materials, and none of them gave us this pore structure without extra chemical treatment.”",
                    "The prototype cells are the size of a coin and store less energy per kilogram than comparable lithium-ion cells, which makes them better suited to stationary storage than to cars. The team estimates that the material could be produced for about a third of the cost of commercial hard carbon.",
                    "A Portland start-up, Tidewater Energy Materials, has licensed the process and plans to build a pilot furnace in 2027.",
                    "The research was funded by the U.S. Department of Energy’s Vehicle Technologies Office and the Maine Technology Institute. Priya Natarajan is a scientific adviser to Tidewater Energy Materials and holds equity in the company.",
                ],
                "release-business-short",
                inst="nit",
                rtype="Business Announcement",
                method="Experimental study",
                subject="Not applicable",
                contact=("Owen Marchetti", "omarchetti@northbay.test", "207-555-0112"),
            )
        )
        add(
            story(
                "sleep",
                "/news-releases/1104498",
                "A week of camping without screens shifts teenagers’ sleep clocks by an hour",
                "2026-12-02",
                "2026-12-02T14:00:00-05:00",
                "2-Dec-2026",
                ["Hannah Castillo"],
                [
                    "Teenagers who spent a week camping in the Colorado Rockies without phones or electric light went to sleep about an hour earlier, and their internal clocks moved by a similar amount, a study from Front Range University shows.",
                    "Adolescents are notorious for staying up late and struggling to get up for school. Part of this is biology: during puberty the body clock naturally shifts later. But researchers have long suspected that evening light from screens and lamps makes the shift worse.",
                    "To test that idea, sleep researcher Marcus Ellery and his team recruited 42 high school students aged 14 to 17 from the Denver area. The students wore wrist monitors that recorded light exposure and sleep for two weeks at home. Then 24 of them spent a week at a mountain camp with no electronic devices and only campfires and small red headlamps after sunset. The remaining 18 stayed home as a comparison group.",
                    "At the start and the end of the week, the researchers measured the time at which each student’s body began to release melatonin, the hormone that signals the start of the biological night.",
                    "In the camping group, melatonin onset moved 58 minutes earlier on average, from about 10:40 p.m. to 9:40 p.m. The students fell asleep 67 minutes earlier and slept 42 minutes longer per night. In the comparison group, nothing changed.",
                    "“What struck me is how quickly it happened,” Ellery said. “Most of the shift was there after three nights. Teenagers’ clocks are later than adults’, but they are not stuck. They respond to light like everyone else’s.”",
                    "The effect did not last. Two weeks after returning home, the campers’ sleep times had drifted back to where they started.",
                    "Ellery said the results support moving school start times later, as several U.S. states have done, but also suggest that families can help by dimming lights in the evening and getting teenagers outside in the morning. “You do not have to go camping,” he said. “Bright light in the morning and dim light at night will move the clock in the same direction, just less dramatically.”",
                    "The study was supported by the National Heart, Lung, and Blood Institute (grant R21HL170345) and a gift from the Boulder Valley Family Foundation. The authors declare no competing interests.",
                ],
                "release-science-writer-byline",
                inst="fru",
                rtype="Peer-Reviewed Publication",
                journal="Journal of Adolescent Sleep Research",
                doi="10.5555/jasr.2026.0277",
                method="Experimental study",
                subject="People",
                art_title="Natural light-dark exposure advances circadian timing in adolescents",
                contact=("Jordan Pike", "jordan.pike@frontrange.test", "303-555-0190"),
                writer=True,
            )
        )
        add(
            story(
                "award",
                "/news-releases/1104801",
                "Wetland ecologist Amara Okonjo wins 2026 Hartwell Prize",
                "2026-12-04",
                None,
                "4-Dec-2026",
                [],
                [
                    "NEW YORK — The Hartwell Foundation for Environmental Science has awarded its 2026 Hartwell Prize to Amara Okonjo, a wetland ecologist at Coastal Pacific University, for two decades of research on restoring coastal marshes and mangroves.",
                    "Okonjo’s field experiments in Hawaii, the Gulf of Mexico and the Niger Delta showed that replanting native marsh grasses in patterns that mimic natural clumps, rather than in evenly spaced rows, roughly doubles the survival of young plants. The method is now part of restoration guidelines in several U.S. states.",
                    "“Amara has changed how restoration is done on the ground, not just how it is studied,” said foundation president Walter Greaves. “Her work is cited in permits and planting plans as often as in journals.”",
                    "The prize comes with $250,000 in unrestricted research funding. Okonjo said she would use part of it to train young restoration ecologists from West Africa.",
                    "The prize will be presented at a ceremony in New York on 28 January 2027.",
                ],
                "release-award-short-nold",
                inst="hfes",
                rtype="Grant and Award Announcement",
                contact=("Celeste Moreau", "press@hartwellfoundation.test", "212-555-0104"),
                nold=True,
            )
        )

    # the templates -------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        desc = self.lede(doc) if doc.is_article else doc.title
        meta = [
            "<title>SciWire – Research news releases from universities and institutes</title>"
            if doc.key == "home"
            else f"<title>{esc(doc.title)} | SciWire</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="SciWire">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@SciWireNews">',
        ]
        if doc.is_article:
            inst = INST[doc.extra["inst"]][0]
            meta.append(f'<meta name="dc.publisher" content="{esc(inst)}">')
            if not doc.extra.get("nold"):
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "url": self.url(doc.key),
                    "datePublished": doc.iso,
                    "author": {"@type": "Organization", "name": inst},
                    "publisher": {
                        "@type": "Organization",
                        "name": "SciWire",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/images/sciwire-logo.png"},
                    },
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(meta)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("all", "News Releases"),
                ("/multimedia", "Multimedia"),
                ("meetings", "Meetings"),
                ("about", "About"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/css/main.min.css?v=5.4.2">
<link rel="alternate" type="application/rss+xml" title="SciWire: Latest News Releases" href="/rss/news-releases.xml">
<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});}})(window,document,'script','dataLayer','GTM-SW4K2Q');</script>
<style>/*PAD*/</style>
</head>
<body class="{"release" if doc.is_article else "page"} page-{doc.kind}">
<a class="skip-link" href="#main">Skip to main content</a>
<header class="header">
<div class="container">
<div class="logo">{self.a("home", "SciWire", "nav")}<span class="tagline">Research news, straight from the source</span></div>
<nav class="main-nav"><ul>{nav}</ul></nav>
<form class="search-form" action="/search" method="get"><label for="q" class="sr-only">Search</label><input id="q" name="q" type="search" placeholder="Search news releases"><button type="submit">Search</button></form>
<div class="account"><a href="/reporter/login">Log in</a> <a href="/reporter/register">Register for reporter access</a></div>
</div>
</header>
<main id="main" class="main-content">
<div class="container"><div class="row">
{main}
</div></div>
</main>
<footer class="footer">
<div class="container">
<nav class="footer-nav"><ul>
<li>{self.a("about", "About SciWire", "footer")}</li>
<li>{self.a("terms", "Terms and Conditions", "footer")}</li>
<li><a href="/privacy">Privacy Policy</a></li>
<li>{self.a("meetings", "Meetings calendar", "footer")}</li>
<li><a href="/rss">RSS feeds</a></li>
<li><a href="mailto:help@sciwire.test">Contact us</a></li>
</ul></nav>
<p class="social"><a href="https://twitter.com/SciWireNews">X/Twitter</a> · <a href="https://www.facebook.com/SciWireNews">Facebook</a> · <a href="https://www.linkedin.com/company/sciwire">LinkedIn</a></p>
<p class="copyright">Copyright © 2026 by the Science Press Trust. SciWire is a service of the Science Press Trust, a nonprofit organization.</p>
</div>
</footer>
<div id="cookie-consent" class="cookie-banner" role="dialog" aria-live="polite">
<p>We use cookies to analyze traffic and remember your preferences. See our <a href="/privacy#cookies">Privacy Policy</a>.</p>
<button class="btn accept">Accept all</button> <button class="btn reject">Only necessary</button>
</div>
<script src="/js/vendor/jquery-3.7.1.min.js"></script>
<script src="/js/main.min.js?v=5.4.2"></script>
</body>
</html>"""

    def sidebar(self, doc: Doc) -> str:
        x = doc.extra
        rows = []
        for label, key in (
            ("Journal", "journal"),
            ("DOI", "doi"),
            ("Meeting", "meeting"),
            ("Method of Research", "method"),
            ("Subject of Research", "subject"),
            ("Article Title", "art_title"),
        ):
            if key not in x:
                continue
            val = f'<a href="https://doi.org/{x[key]}">{esc(x[key])}</a>' if key == "doi" else esc(x[key])
            rows.append(f"<h3>{label}</h3><p>{val}</p>")
        if "journal" in x:
            rows.append(f"<h3>Article Publication Date</h3><p>{doc.stamp}</p>")
            rows.append("<h3>COI Statement</h3><p>See the funding statement in the release.</p>")
        meta = f'<div class="widget release-meta">{"".join(rows)}</div>' if rows else ""
        name, mail, tel = x["contact"]
        inst = INST[x["inst"]][0]
        contact = (
            f'<div class="widget contact-info"><h3>Media Contact</h3><p class="contact-name">{esc(name)}</p>'
            f"<p>{self.a('inst', inst, 'aside') if x['inst'] == 'cpu' else esc(inst)}</p>"
            f'<p><a href="mailto:{mail}">{mail}</a></p><p>Office: {tel}</p></div>'
        )
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        kws = (
            f'<div class="widget keywords"><h3>Keywords</h3><ul><li>{self.a("keyword", "Climate change", "aside")}</li><li><a href="/news-releases/browse/keyword/earth-sciences">Earth sciences</a></li></ul></div>'
            if x.get("kw")
            else '<div class="widget keywords"><h3>Keywords</h3><ul><li><a href="/news-releases/browse/keyword/health-and-medicine">Health and medicine</a></li></ul></div>'
        )
        return f"""<aside class="sidebar col-lg-4">
{meta}
{contact}
{kws}
<div class="widget more-releases"><h3>Trending News Releases</h3><ul>{related}</ul></div>
</aside>"""

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        inst, _ = INST[x["inst"]]
        inst_html = self.a("inst", inst, "byline") if x["inst"] == "cpu" else esc(inst)
        date_line = (
            f'<p class="release_date">Public Release: {doc.stamp}</p>'
            if x.get("legacy")
            else f'<p class="type">NEWS RELEASE <span>{doc.stamp}</span></p>'
        )
        dek = f'<h2 class="subtitle">{esc(doc.dek)}</h2>' if doc.dek else ""
        writer = '<p class="byline"><em>By Hannah Castillo</em></p>' if x.get("writer") else ""
        img = ""
        if "img" in x:
            alt, cap = x["img"]
            inner = f'<img src="/images/releases/{doc.path.rsplit("/", 1)[1]}_web.jpg" alt="{esc(alt)}">'
            link = self.a("multimedia", alt, "content", inner=inner) if doc.key == "coral" else inner
            img = f'<figure class="thumbnail">{link}<figcaption><p>{esc(cap)}</p><p class="credit">Credit: {esc(inst)}</p></figcaption>{self.a("multimedia", "view more", "content") if doc.key == "coral" else ""}</figure>'
        share = (
            '<div class="share-toolbox"><span>Share</span> '
            f'<a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> '
            f'<a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> '
            f'<a href="https://www.linkedin.com/shareArticle?url={esc(self.url(doc.key))}">LinkedIn</a> '
            '<a href="javascript:window.print()">Print</a> <a href="mailto:?subject=SciWire%20release">Email</a></div>'
        )
        return f"""<article class="main col-lg-8">
{date_line}
<h1 class="page_title">{esc(doc.title)}</h1>
{dek}
<p class="meta_institute">{esc(x["rtype"])}</p>
<h4 class="institution">{inst_html}</h4>
{share}
{img}
<div class="entry">
{writer}
{self.blocks(doc)}
</div>
<div class="article-disclaimer"><p>Disclaimer: SciWire is not responsible for the accuracy of news releases posted to SciWire by contributing institutions or for the use of any information through the SciWire system.</p></div>
</article>
{self.sidebar(doc)}"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        inst = INST[d.extra["inst"]][0]
        return (
            f'<article class="post"><p class="date">{d.stamp}</p><h2 class="post_title">{self.a(k, d.title, "content")}</h2>'
            f'<p class="institution">{esc(inst)}</p><p class="intro">{esc(self.lede(d))}</p></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.item(k) for k in doc.extra["list"])
        for rid, title, date in doc.extra.get("older", []):
            items += (
                f'\n<article class="post"><p class="date">{date}</p><h2 class="post_title"><a href="/news-releases/{rid}">{esc(title)}</a></h2>'
                f'<p class="institution">{esc(doc.title)}</p></article>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination"><span class="current">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Next »", "pagination")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "« Previous", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span class="current">2</span></nav>'
        intro = "".join(f"<p>{esc(b[1])}</p>" for b in doc.blocks if b[0] == "p")
        extra = ""
        if doc.key == "home":
            extra = f"""<section class="home-boxes">
<div class="box">{self.a("multimedia", "Multimedia: recovering corals in Kaneohe Bay", "content")}</div>
<div class="box">{self.a("meetings", "Upcoming meetings with press programs", "content")}</div>
<div class="box">{self.a("keyword", "Browse releases on climate change", "content")}</div>
<div class="box">{self.a("inst", "Featured institution: Coastal Pacific University", "content")}</div>
<div class="box">{self.a("search", "Search: microplastics", "content")}</div>
</section>"""
            heading = '<h1 class="sr-only">SciWire</h1><h2 class="section-title">Latest News Releases</h2>'
        else:
            heading = f'<h1 class="page_title">{esc(doc.title)}</h1>'
        filters = (
            '<form class="filters" action="/news-releases/browse/all"><select name="subject"><option>All subjects</option>'
            "<option>Earth science</option><option>Medicine &amp; health</option><option>Chemistry &amp; physics</option>"
            "<option>Social &amp; behavioral science</option><option>Technology &amp; engineering</option></select>"
            '<select name="type"><option>All release types</option><option>Peer-Reviewed Publication</option><option>Meeting Announcement</option>'
            "<option>Grant and Award Announcement</option><option>Business Announcement</option></select><button>Filter</button></form>"
        )
        return f"""<div class="col-lg-8 release-list">
{heading}
{intro}
{filters}
{items}
{pager}
{extra}
</div>
<aside class="sidebar col-lg-4"><div class="widget"><h3>Get SciWire alerts</h3><p>Daily or weekly e-mail digests of new releases in your subjects.</p><a href="/reporter/register">Sign up</a></div>
<div class="widget"><h3>Subjects</h3><ul><li><a href="/news-releases/browse/subject/earth-science">Earth science</a></li><li><a href="/news-releases/browse/subject/medicine-health">Medicine &amp; health</a></li><li><a href="/news-releases/browse/subject/technology-engineering">Technology &amp; engineering</a></li></ul></div></aside>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            x = doc.extra
            alt, cap = doc.blocks[0][1], doc.blocks[0][2]
            return f"""<article class="main col-lg-8 multimedia">
<p class="type">IMAGE <span>2-Dec-2026</span></p>
<h1 class="page_title">{esc(doc.title)}</h1>
<figure class="multimedia-item"><img src="/images/multimedia/1104533_web.jpg" alt="{esc(alt)}" width="1200" height="800"><figcaption><p>{esc(cap)}</p></figcaption></figure>
<dl class="multimedia-meta"><dt>Credit</dt><dd>{esc(x["credit"])}</dd><dt>Usage Restrictions</dt><dd>{esc(x["usage"])}</dd><dt>License</dt><dd>{esc(x["license"])}</dd></dl>
<p><a href="/images/multimedia/1104533_full.jpg" download>Download original (4.2 MB)</a></p>
<p>Related news release: {self.a("coral", self.docs["coral"].title, "content")}</p>
</article>"""
        return f"""<article class="main col-lg-8 static-page">
<h1 class="page_title">{esc(doc.title)}</h1>
{self.blocks(doc)}
</article>"""
