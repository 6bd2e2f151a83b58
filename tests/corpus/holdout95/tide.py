# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Tobago Tide: a Tobago community weekly on an **old WordPress** (3.9, a Kubrick/Mimbo-era theme: XHTML 1.0
Transitional, `<div class="post" id="post-4512">`, the post title in an `<h2>` under the masthead `<h1>`,
`<div class="entry">`, `postmeta` / `postmetadata` lines, `<abbr class="published">`, default permalinks `/?p=4512`,
`/?cat=3`, page 2 `/?cat=3&paged=2`, `/?tag=carnival`, `/?author=1`, `/?s=parang`, `/?page_id=112`, absolute
`http://` links, Sociable share links, a comment list), English, Port of Spain time (UTC-4).

The pages are served as **`text/html; charset=ISO-8859-1`** (header and `<meta http-equiv>`) but their bytes are
**windows-1252**: curly quotes, dashes, the ellipsis and "½" pasted from Word sit in 0x80-0x9F, as browsers and
Scrapy decode them (labelled `cp1252`). Dates: "December 2nd, 2026 at 9:15 pm" (ordinal suffixes) in the post meta,
and the hAtom `<abbr class="published" title>` in **UTC** with a +00:00 offset (the carnival launch, 9:15 pm on 2 Dec,
is 01:15 on 3 Dec there); the masthead prints this week's issue ("Vol. 19 No. 48 – Thursday, December 3, 2026") on
every page. No JSON-LD, no Open Graph. Every post is "Posted by admin" (the WordPress user); the writer, when there
is one, is named in a bold "By …" first paragraph of the entry ("By Keisha Roberts", "By Tide Reporter", a CMC
dateline, a letter signed "Concerned Commuter, Canaan"). Play Whe results, funeral notices and the carnival calendar
are WordPress pages, not articles."""

from __future__ import annotations

import zlib
from urllib.parse import quote

from common import EN_DAYS, EN_MONTHS, Base, clock12, ordinal, page, story, utc_iso, when
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "http://www.tobagotide.test"
TZ = -4
ARTS = ["carnival", "parang", "obit", "cricket", "weather", "highway", "sargassum", "letter"]
CATS = {"News": 3, "Culture": 4, "Sports": 5, "Letters": 9}


def wp_date(local: str) -> str:
    t = when(local)
    return f"{EN_MONTHS[t.month - 1]} {ordinal(t.day)}, {t.year}"


def wp_time(local: str) -> str:
    return clock12(local[11:], "pm")


class Tide(Base):
    origin = ORIGIN
    name = "The Tobago Tide"
    prefix = "tt"
    language = "en"
    encoding = "cp1252"  # what the bytes are and what Scrapy decodes with
    codec = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tt",
            [
                "#header #masthead h1 a",
                "#nav li a",
                ".post h2.posttitle",
                ".post .entry p",
                ".postmeta",
                ".postmetadata",
                "#sidebar ul li",
                ".commentlist li",
                "#footer",
                ".sociable a",
                "table.playwhe td",
                "#cookie-notice",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Tobago Tide", "wordpress-index-excerpts",
                 list=["letter", "weather", "carnival", "sargassum", "obit", "parang", "cricket", "highway"]))  # fmt: skip
        add(page("news", "/?cat=3", "section", "Archive for the ‘News’ Category", "wordpress-category-cat-id",
                 list=["weather", "carnival", "sargassum", "obit"], more="news2"))  # fmt: skip
        add(page("news2", "/?cat=3&paged=2", "section", "Archive for the ‘News’ Category", "wordpress-category-paged-2",
                 list=["highway"],
                 older=[("Scarborough market vendors get new stalls", "/?p=4488", "2026-11-26 10:10"),
                        ("TEMA hosts hurricane drill in Roxborough", "/?p=4481", "2026-11-25 15:35"),
                        ("Crown Point residents complain about airport noise", "/?p=4476", "2026-11-24 09:20")]))  # fmt: skip
        add(page("tag", "/?tag=carnival", "tag", "Posts Tagged ‘carnival’", "wordpress-tag-archive",
                 list=["carnival", "parang"],
                 older=[("Tobago Carnival 2026: Sugar Mas wins Band of the Year", "/?p=3921", "2026-02-19 18:00")]))  # fmt: skip
        add(page("author", "/?author=1", "author", "Author Archive", "wordpress-author-admin",
                 list=["letter", "weather", "carnival", "sargassum", "obit", "parang"]))  # fmt: skip
        add(page("search", "/?s=parang", "search", "Search Results", "wordpress-search",
                 list=["parang"],
                 older=[("Parang season opens with Christmas concert in Black Rock", "/?p=4402", "2025-12-04 19:45")]))  # fmt: skip
        add(page("playwhe", "/?page_id=112", "lottery-results", "Play Whe & Lotto Results", "wordpress-page-results-tables",
                 [
                     "Results for Wednesday, December 2, 2026. The Tobago Tide publishes these results as a service to readers. Always check your ticket with an NLCB agent.",
                     "### Play Whe",
                     "T: Draw | Time | Mark | Spirit",
                     "T: Morning | 10:30 am | 14 | Money",
                     "T: Midday | 1:00 pm | 27 | Little Snake",
                     "T: Afternoon | 4:00 pm | 2 | Old Lady",
                     "T: Evening | 7:00 pm | 33 | Spider",
                     "### Lotto Plus",
                     "Winning numbers: 4 – 11 – 19 – 23 – 31. Powerball: 8. Next estimated jackpot: $14.8 million.",
                     "### Pick 2 and Pick 4",
                     "T: Game | Midday | Evening",
                     "T: Pick 2 | 06 – 19 | 22 – 03",
                     "T: Pick 4 | 7 – 1 – 4 – 0 | 3 – 3 – 9 – 5",
                     "Results are updated every Wednesday and Saturday evening. For full results, visit an authorised agent.",
                 ]))  # fmt: skip
        add(page("deaths", "/?page_id=45", "death-notices", "Death & Funeral Notices", "wordpress-page-notices",
                 [
                     "ALFRED – Lucille, 94, of Buccoo, died on Monday November 30, 2026. Wife of the late Cuthbert Alfred; mother of Gloria, Vernon, Michael and Janice. Funeral on Saturday December 5, 2026 at 1 pm at the Buccoo Methodist Church. Interment at the Buccoo public cemetery.",
                     "CHARLES – Winston ‘Skipper’, 68, fisherman of Castara, died on Friday November 27, 2026. Funeral service on Friday December 4, 2026 at 10 am at St Mary’s Anglican Church, Castara.",
                     "DUNCAN – Ethelyn Mavis, 81, retired nurse of Bethel, died on Sunday November 29, 2026. Thanksgiving service on Monday December 7, 2026 at 11 am at the Bethel New Testament Church of God.",
                     "Notices may be placed at our office at Milford Road, Scarborough, or by e-mail to notices@tobagotide.test by Tuesday at noon for publication on Thursday. Rates: $150 for up to 60 words.",
                 ]))  # fmt: skip
        add(page("events", "/?page_id=88", "events", "Tobago Carnival 2027 Calendar of Events", "wordpress-page-events-list",
                 [
                     "All events are subject to change. Check with the Tobago Festivals Commission for updates.",
                     "T: Date | Event | Venue",
                     "T: Saturday January 16 | Calypso tent opening night | Shaw Park Cultural Complex",
                     "T: Friday January 29 | Soca Monarch semi-final | Dwight Yorke Stadium",
                     "T: Saturday February 6 | Children’s Carnival | Scarborough",
                     "T: Sunday February 7 | Dimanche Gras | Shaw Park Cultural Complex",
                     "T: Monday February 8 | J’Ouvert from 4 am; Monday Mas | Scarborough Esplanade",
                     "T: Tuesday February 9 | Parade of the Bands | Scarborough",
                     "Tickets for Shaw Park events go on sale on January 4 at the complex box office.",
                 ]))  # fmt: skip

        add(story(
            "carnival", "/?p=4512",
            "Tobago Carnival 2027 launched with ‘Mas in de Sister Isle’ theme",
            "2026-12-02", utc_iso("2026-12-02 21:15", TZ, "+00:00"), "2026-12-02 21:15", ["Keisha Roberts"],
            [
                "The Tobago Festivals Commission on Tuesday night launched Tobago Carnival 2027 under the theme ‘Mas in de Sister Isle’, promising bigger prizes, a new J’Ouvert route through Scarborough and more support for small mas bands.",
                "Speaking at the launch at the Shaw Park Cultural Complex, commission chairman Kern Jack said the budget for the festival had increased to $14 million, with $2.5 million set aside for prizes.",
                "“We want every village to feel that Carnival belongs to them — from Charlotteville to Crown Point,” Jack said. “This is not a copy of Trinidad Carnival. This is Tobago’s own.”",
                "Among the changes announced:",
                "- J’Ouvert will start at the Scarborough Esplanade at 4 a.m. and end at the Port Mall car park.",
                "- Children’s Carnival moves to the Saturday before Carnival Monday.",
                "- Mas bands with fewer than 50 masqueraders will receive a $15,000 production grant.",
                "Bandleader Marcia Thomas of Roxborough-based Sugar Mas said the grants would make “a real difference” for small bands. “Last year we spent almost $40,000 out of we pocket. Anything helps,” she said.",
                "The commission also announced a new Heritage Mas category for bands that portray traditional characters such as the Speech Band, jab molassie and moko jumbies, with a $50,000 first prize.",
                "Hoteliers welcomed the launch. Tobago Hotel and Tourism Association president Carla Hackett said bookings for the Carnival weekend were already 15 per cent ahead of last year.",
                "Carnival Monday and Tuesday fall on February 8 and 9, 2027. The full list of events is on our [[events|Carnival 2027 calendar]] page.",
            ],
            "by-line-first-entry-paragraph-wp-admin-hatom-utc-next-day", section="News", credit="By Keisha Roberts",
            tags=["carnival", "THA", "Festivals Commission"], comments=[("Tobagonian in Brooklyn", "2026-12-03 08:02", "Can’t wait to come home for Carnival! J’Ouvert in Scarborough is going to be sweet.")],
        ))  # fmt: skip
        add(story(
            "parang", "/?p=4507",
            "Parang returns to Plymouth with 12 groups on Saturday",
            "2026-12-01", utc_iso("2026-12-01 15:40", TZ, "+00:00"), "2026-12-01 15:40", ["Dexter Phillip"],
            [
                "Twelve parang groups from across Trinidad and Tobago will perform at the Plymouth Recreation Ground on Saturday night as the annual Plymouth Parang Fiesta returns after a three-year break.",
                "Organiser Joel Alleyne said the event had been revived with help from the Tobago House of Assembly’s culture division and several businesses in Plymouth and Black Rock.",
                "“Parang is part of we Christmas in Tobago. When we stop the fiesta, people from Plymouth keep asking when it coming back,” Alleyne said.",
                "Groups include Los Alumnos de San Miguel from Plymouth, Voces del Mar from Buccoo and the Black Rock Serenaders, who won the national junior title last year.",
                "Alleyne said the fiesta would also feature a competition for the best homemade pastelles and ponche de crème, judged by a panel of village elders.",
                "Gates open at 6 p.m. Admission is $60 for adults and $20 for children under 12. Food and drink will be on sale, with proceeds going to the Plymouth Anglican Primary School.",
                "Patrons are asked to use the car park at the Plymouth jetty, as the road to the ground will be closed to traffic from 5 p.m.",
            ],
            "by-line-first-entry-paragraph-culture", section="Culture", credit="By Dexter Phillip",
            tags=["parang", "carnival", "Plymouth"], comments=[],
        ))  # fmt: skip
        add(story(
            "obit", "/?p=4510",
            "Tribute: Mother Lucille Alfred, Buccoo goat-race matriarch, dies at 94",
            "2026-12-02", utc_iso("2026-12-02 11:05", TZ, "+00:00"), "2026-12-02 11:05", ["Kathy-Ann Dumas"],
            [
                "Lucille Alfred, who for more than half a century trained goats for the Buccoo Goat Race and was known to everyone in the village as Mother Lucille, died peacefully at her home on Monday. She was 94.",
                "Born in Buccoo in 1932, Alfred raised goats with her late husband, Cuthbert, and entered her first animal in the Easter Tuesday race in 1961. Her goats won the main event seven times, a record still unmatched.",
                "“She used to say a goat is like a child — you have to talk to it, feed it good and never beat it,” said her grandson, jockey Akil Alfred, who rode her last winner in 2019.",
                "Alfred was honoured by the Tobago House of Assembly in 2012 for her contribution to Tobago’s heritage. She also sang with the Buccoo Methodist Church choir for more than 60 years.",
                "Friends remember her as a strict but generous woman who always had a pot on the fire for visitors. “Nobody passed Mother Lucille’s gate hungry,” said her neighbour, Verna Job.",
                "She is survived by four children, 11 grandchildren and 16 great-grandchildren.",
                "The funeral takes place on Saturday, December 5, at 1 p.m. at the Buccoo Methodist Church, followed by interment at the Buccoo public cemetery.",
            ],
            "obituary-tribute-prefix-kept-in-title", section="News", credit="By Kathy-Ann Dumas",
            tags=["obituary", "Buccoo"], comments=[("Marva", "2026-12-02 19:40", "RIP Mother Lucille. A true Tobago icon."), ("Ian from Canaan", "2026-12-03 06:55", "Condolences to the Alfred family.")],
        ))  # fmt: skip
        add(story(
            "cricket", "/?p=4505",
            "Tobago fast bowler Shaquille Daniel earns maiden West Indies call-up",
            "2026-12-01", utc_iso("2026-12-01 18:20", TZ, "+00:00"), "2026-12-01 18:20", [],
            [
                "ST JOHN’S, Antigua, Dec 1, CMC – Tobago fast bowler Shaquille Daniel has earned his first call-up to the West Indies Test squad for next month’s two-match series against Sri Lanka in Galle and Colombo.",
                "The 23-year-old from Mason Hall, who took 38 wickets at an average of 19.4 in the last regional first-class season, is one of two uncapped players in the 15-man squad named by Cricket West Indies on Tuesday.",
                "“Shaquille has genuine pace and he has shown he can bowl long spells. We believe conditions in Sri Lanka will suit his skiddy style,” the chairman of the selection panel said in a statement.",
                "Daniel is the first player from Tobago to be named in a West Indies Test squad in more than a decade.",
                "The squad leaves for Sri Lanka on December 28. The first Test begins on January 7.",
            ],
            "agency-cmc-dateline-wp-admin", section="Sports", credit="",
            tags=["cricket", "West Indies"], comments=[("Mason Hall massive", "2026-12-01 21:13", "Big up Shaq!! Mason Hall proud of you.")],
        ))  # fmt: skip
        add(story(
            "weather", "/?p=4515",
            "Met Office issues Yellow Level adverse weather alert for Tobago",
            "2026-12-03", utc_iso("2026-12-03 06:05", TZ, "+00:00"), "2026-12-03 06:05", [],
            [
                "The Trinidad and Tobago Meteorological Service (TTMS) has issued a Yellow Level adverse weather alert for Tobago, in effect from 10 a.m. today until 6 a.m. on Friday.",
                "According to the bulletin, a trough system and an active Inter-Tropical Convergence Zone are expected to bring periods of showers and isolated thunderstorms, some heavy, to both islands.",
                "The Met Office said residents could expect:",
                "- Rainfall totals of 25 to 50 millimetres, with higher amounts in isolated areas.",
                "- Street or flash flooding in low-lying areas, including parts of Scarborough and Bon Accord.",
                "- Gusty winds in excess of 55 km/h near heavy showers.",
                "- Landslips in hilly areas, particularly along the Windward Road.",
                "The Tobago Emergency Management Agency (TEMA) said it had placed its teams on standby and advised residents to clear drains around their homes and secure loose objects. TEMA can be reached on its 24-hour hotline at 211.",
                "Fishermen are advised to exercise caution, as seas are expected to be moderate to rough, with waves up to 2.5 metres in open waters.",
            ],
            "weather-bulletin-desk-byline-tide-reporter", section="News", credit="By Tide Reporter",
            tags=["weather", "TEMA"], comments=[],
        ))  # fmt: skip
        add(story(
            "highway", "/?p=4503",
            "THA to begin repaving Claude Noel Highway in January",
            "2026-12-01", utc_iso("2026-12-01 10:30", TZ, "+00:00"), "2026-12-01 10:30", ["Dexter Phillip"],
            [
                "The Tobago House of Assembly (THA) will begin repaving the Claude Noel Highway in January, with work on the 6½-kilometre stretch between Bon Accord and Scarborough expected to take about five months.",
                "Infrastructure Secretary Anthony Bishop told reporters on Monday that the $48 million project would be done at night, between 8 p.m. and 5 a.m., to avoid traffic jams during the day.",
                "“We know the road is in a bad state … drivers have been patient with us. This is the first full resurfacing since the highway was widened,” Bishop said.",
                "Work will be carried out in 1½-kilometre sections, starting at the Shirvan Road roundabout. One lane will remain open at all times, with flagmen directing traffic.",
                "Taxi driver Neil Baptiste, who works the Crown Point–Scarborough route, welcomed the news. “Is about time. Every day is a new pothole — and the tyres not cheap,” he said.",
                "The Chamber of Industry and Commerce, Tobago Division, urged the THA to consult businesses along the route on the closures, especially in the busy weeks before Carnival.",
                "The THA said it would publish a schedule of lane closures every Friday on its website and on radio.",
            ],
            "by-line-first-entry-paragraph-cp1252-half-ellipsis", section="News", credit="By Dexter Phillip",
            tags=["THA", "roads"], comments=[],
        ))  # fmt: skip
        add(story(
            "sargassum", "/?p=4509",
            "Charlotteville fishermen count losses after sargassum ‘invasion’",
            "2026-12-02", utc_iso("2026-12-02 16:50", TZ, "+00:00"), "2026-12-02 16:50", ["Kathy-Ann Dumas"],
            [
                "Fishermen in Charlotteville say they have lost more than two weeks of work after thick mats of sargassum seaweed filled Man-O-War Bay, making it impossible for boats to leave the jetty.",
                "“Boy, it bad. De boats cyah go out when de weed thick so, and when yuh reach outside it in de engine,” said fisherman Leroy Baptiste, who has fished from the village for 30 years.",
                "Baptiste said he had been forced to borrow money to pay for repairs after seaweed clogged the cooling system of his boat’s engine. “One day alone I spend $3,000. And is not just me,” he said.",
                "At the village beach, piles of rotting seaweed gave off a strong smell, and some residents complained of headaches and sore throats. The Tobago Regional Health Authority said it would send a team to monitor air quality.",
                "The Charlotteville Fishermen’s Association estimates that its 40 members have lost around $120,000 in income since mid-November. Chairman Wendell Roberts said the association had asked the THA for a relief grant.",
                "The THA’s Division of Food Security said a team would visit the village this week to assess the losses, and that a contractor had been hired to remove seaweed from the beach and the jetty area.",
                "Scientists have linked the large sargassum blooms that have hit the Caribbean in recent years to warmer sea temperatures and nutrient run-off from rivers in South America.",
            ],
            "by-line-first-entry-paragraph-creole-quote", section="News", credit="By Kathy-Ann Dumas",
            tags=["sargassum", "Charlotteville", "fishing"], comments=[],
        ))  # fmt: skip
        add(story(
            "letter", "/?p=4516",
            "Fix the inter-island ferry before Carnival",
            "2026-12-03", utc_iso("2026-12-03 08:00", TZ, "+00:00"), "2026-12-03 08:00", [],
            [
                "Dear Editor,",
                "Once again, Tobagonians are being asked to plan their lives around a ferry service that nobody can rely on. Last Sunday, the afternoon sailing from Scarborough was cancelled with less than two hours’ notice, leaving hundreds of passengers — students, patients, workers — stranded at the port.",
                "With Carnival two months away and thousands of visitors expected, I want to ask the Port Authority a simple question: what is the plan? Will we see the same long lines, the same ‘technical difficulties’, the same silence from the officials in charge?",
                "My own daughter, who is studying in Port of Spain, has missed two exams this term because of cancelled sailings. She is not alone. Every week I hear the same story from parents in Canaan, Bon Accord and Lowlands.",
                "Tobago’s economy depends on the sea bridge. It is not a luxury. The authorities must publish a reliable schedule, keep a back-up vessel ready and tell passengers the truth when there is a problem.",
                "We are tired of excuses.",
            ],
            "letter-signed-pseudonym-no-person", section="Letters", credit="", signoff="Concerned Commuter, Canaan",
            tags=["ferry", "letters"], comments=[],
        ))  # fmt: skip

    # --- templates -------------------------------------------------------------------------------------------

    def title_tag(self, doc: Doc) -> str:
        """wp_title() as the theme prints it: texturized, the curly quotes as numeric entities."""
        title = esc(doc.title)
        for ch in "‘’“”–—":
            title = title.replace(ch, f"&#{ord(ch)};")
        if doc.key == "home":
            return "The Tobago Tide"
        if doc.is_article:
            return f"The Tobago Tide &raquo; Blog Archive &raquo; {title}"
        return f"The Tobago Tide &raquo; {title}"

    def frame(self, doc: Doc, main: str) -> str:
        pages = "".join(
            f'<li class="page_item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Home"),
                ("news", "News"),
                ("playwhe", "Play Whe & Lotto"),
                ("deaths", "Death Notices"),
                ("events", "Carnival 2027"),
            )
        )
        recent = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["letter", "weather", "carnival", "sargassum", "obit"]
        )
        cats = self.cats()
        canon = ""
        if doc.is_article:
            canon = f"<link rel='canonical' href='{self.url(doc.key)}' />\n<link rel='shortlink' href='{self.url(doc.key)}' />"
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en-US">
<head profile="http://gmpg.org/xfn/11">
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
<title>{self.title_tag(doc)}</title>
<meta name="generator" content="WordPress 3.9.2" />
<link rel="stylesheet" href="{ORIGIN}/wp-content/themes/mimbo/style.css" type="text/css" media="screen" />
<link rel="alternate" type="application/rss+xml" title="The Tobago Tide RSS Feed" href="{ORIGIN}/?feed=rss2" />
<link rel="pingback" href="{ORIGIN}/xmlrpc.php" />
<link rel='stylesheet' id='contact-form-7-css' href='{ORIGIN}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=3.9.3' type='text/css' media='all' />
<link rel='stylesheet' id='sociable-front-css-css' href='{ORIGIN}/wp-content/plugins/sociable/css/sociable.css?ver=3.9.2' type='text/css' media='all' />
<script type='text/javascript' src='{ORIGIN}/wp-includes/js/jquery/jquery.js?ver=1.11.0'></script>
<script type='text/javascript' src='{ORIGIN}/wp-includes/js/jquery/jquery-migrate.min.js?ver=1.2.1'></script>
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="{ORIGIN}/xmlrpc.php?rsd" />
<link rel="wlwmanifest" type="application/wlwmanifest+xml" href="{ORIGIN}/wp-includes/wlwmanifest.xml" />
{canon}
<style type="text/css">/*PAD*/</style>
</head>
<body>
<div id="page">
<div id="header">
<div id="masthead"><h1><a href="{ORIGIN}/">The Tobago Tide</a></h1><div class="description">Tobago’s Community Weekly — Since 2007</div></div>
<div id="issue">Vol. 19 No. 48 – Thursday, December 3, 2026</div>
<ul id="nav">{pages}</ul>
<div id="banner-top"><a href="{ORIGIN}/?page_id=7"><img src="{ORIGIN}/wp-content/uploads/2026/10/crown-point-hardware-728x90.gif" width="728" height="90" alt="Advertisement" /></a></div>
</div>
<div id="wrapper">
<div id="content">
{main}
</div>
<div id="sidebar">
<ul>
<li id="search"><form method="get" id="searchform" action="{ORIGIN}/"><div><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Search" /></div></form></li>
<li><h2>Recent Posts</h2><ul>{recent}</ul></li>
<li><h2>Categories</h2><ul>{cats}</ul></li>
<li><h2>Popular Searches</h2><ul><li>{self.a("search", "parang", "aside")}</li><li><a href="{ORIGIN}/?s=ferry">ferry</a></li></ul></li>
<li><h2>This Week</h2><ul><li>{self.a("playwhe", "Play Whe & Lotto results", "aside")}</li><li>{self.a("deaths", "Death & Funeral Notices", "aside")}</li><li>{self.a("events", "Carnival 2027 calendar", "aside")}</li></ul></li>
<li><h2>Archives</h2><ul><li><a href="{ORIGIN}/?m=202612">December 2026</a></li><li><a href="{ORIGIN}/?m=202611">November 2026</a></li><li><a href="{ORIGIN}/?m=202610">October 2026</a></li></ul></li>
<li><h2>Blogroll</h2><ul><li><a href="http://www.visittobago.test/">Visit Tobago</a></li><li><a href="http://www.tha.test/">Tobago House of Assembly</a></li></ul></li>
<li><h2>Meta</h2><ul><li><a href="{ORIGIN}/wp-login.php">Log in</a></li><li><a href="{ORIGIN}/?feed=rss2">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="http://wordpress.org/" title="Powered by WordPress, state-of-the-art semantic personal publishing platform.">WordPress.org</a></li></ul></li>
</ul>
</div>
</div>
<div id="footer">
<p>The Tobago Tide is proudly powered by <a href="http://wordpress.org/">WordPress</a><br /><a href="{ORIGIN}/?feed=rss2">Entries (RSS)</a> and <a href="{ORIGIN}/?feed=comments-rss2">Comments (RSS)</a>.</p>
<p>© 2026 Tide Publishing Ltd, Milford Road, Scarborough, Tobago. Tel: 868-555-0148</p>
</div>
</div>
<div id="cookie-notice" class="cn-bottom" style="display:none"><span id="cn-notice-text">We use cookies to ensure that we give you the best experience on our website. If you continue to use this site we will assume that you are happy with it.</span><a href="#" id="cn-accept-cookie" class="button">Ok</a></div>
<script type='text/javascript' src='{ORIGIN}/wp-content/plugins/cookie-notice/js/front.js?ver=1.2.23'></script>
<script type="text/javascript">
var gaJsHost = (("https:" == document.location.protocol) ? "https://ssl." : "http://www.");
document.write(unescape("%3Cscript src='" + gaJsHost + "google-analytics.com/ga.js' type='text/javascript'%3E%3C/script%3E"));
</script>
<script type="text/javascript">
try {{ var pageTracker = _gat._getTracker("UA-5512231-1"); pageTracker._trackPageview(); }} catch(err) {{}}
</script>
</body>
</html>"""

    def cats(self) -> str:
        out = []
        for name, cid in CATS.items():
            if name == "News":
                link = self.a("news", name, "aside", f'title="View all posts filed under {name}"')
            else:
                link = f'<a href="{ORIGIN}/?cat={cid}" title="View all posts filed under {name}">{name}</a>'
            out.append(f'<li class="cat-item cat-item-{cid}">{link}</li>')
        return "".join(out)

    def post_id(self, doc: Doc) -> str:
        return doc.path.split("=")[1]

    def cat_link(self, doc: Doc) -> str:
        if doc.section == "News":
            return self.a("news", "News", "breadcrumb", 'title="View all posts in News" rel="category"')
        return f'<a href="{ORIGIN}/?cat={CATS[doc.section]}" title="View all posts in {doc.section}" rel="category">{doc.section}</a>'

    def tag_links(self, doc: Doc) -> str:
        out = []
        for t in doc.extra.get("tags", []):
            if t == "carnival":
                out.append(self.a("tag", t, "tag", 'rel="tag"'))
            else:
                out.append(f'<a href="{ORIGIN}/?tag={quote(t.lower().replace(" ", "-"))}" rel="tag">{esc(t)}</a>')
        return ", ".join(out)

    def entry(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.extra.get("credit"):
            html = f"<p><strong>{esc(doc.extra['credit'])}</strong></p>\n{html}"
        if doc.extra.get("signoff"):
            html += f"\n<p><em>{esc(doc.extra['signoff'])}</em></p>"
        return html

    def story_main(self, doc: Doc) -> str:
        pid = self.post_id(doc)
        t = when(doc.stamp)
        i = ARTS.index(doc.key)
        newer = ARTS[i - 1] if i > 0 else None
        older = ARTS[i + 1] if i + 1 < len(ARTS) else None
        nav_prev = f"&laquo; {self.a(older, self.docs[older].title, 'related')}" if older else ""
        nav_next = f"{self.a(newer, self.docs[newer].title, 'related')} &raquo;" if newer else ""
        comments = doc.extra.get("comments", [])
        clist = "".join(
            f'<li class="{"alt" if n % 2 == 0 else ""}" id="comment-{2230 + n + int(pid) % 97}"><cite>{esc(who)}</cite> Says:<br /><small class="commentmetadata"><a href="#comment-{2230 + n + int(pid) % 97}">{wp_date(when_)} at {wp_time(when_)}</a></small><p>{esc(text)}</p></li>'
            for n, (who, when_, text) in enumerate(comments)
        )
        ctitle = (
            f"{len(comments)} Response{'s' if len(comments) != 1 else ''} to &#8220;{esc(doc.title)}&#8221;"
            if comments
            else "No Responses Yet"
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<div class="post" id="post-{pid}">
<h2 class="posttitle">{esc(doc.title)}</h2>
<p class="postmeta"><abbr class="published" title="{doc.iso}">{wp_date(doc.stamp)} at {wp_time(doc.stamp)}</abbr> &middot; Posted by <a href="{ORIGIN}/?author=1" title="Posts by admin">admin</a> &middot; Filed under {self.cat_link(doc)}</p>
<div class="entry">
<p><img class="alignleft size-medium wp-image-{int(pid) - 3}" src="{ORIGIN}/wp-content/uploads/2026/12/IMG_{zlib.crc32(doc.key.encode()) % 9000 + 1000}-300x200.jpg" alt="" width="300" height="200" /></p>
{self.entry(doc)}
<p class="tags">Tags: {self.tag_links(doc)}</p>
</div>
<div class="sociable"><div class="sociable_tagline"><strong>Share and Enjoy:</strong></div><ul><li><a rel="nofollow" href="http://www.facebook.com/share.php?u={u}&amp;t={quote(doc.title)}" title="Facebook">Facebook</a></li><li><a rel="nofollow" href="http://twitter.com/home?status={u}" title="Twitter">Twitter</a></li><li><a rel="nofollow" href="mailto:?subject={quote(doc.title)}&amp;body={u}" title="email">email</a></li><li><a rel="nofollow" href="http://www.google.com/bookmarks/mark?op=edit&amp;bkmk={u}" title="Google Bookmarks">Google Bookmarks</a></li></ul></div>
<p class="postmetadata alt"><small>This entry was posted on {EN_DAYS[t.weekday()]}, {wp_date(doc.stamp)} at {wp_time(doc.stamp)} and is filed under {self.cat_link(doc)}. You can follow any responses to this entry through the <a href="{ORIGIN}/?feed=rss2&amp;p={pid}">RSS 2.0</a> feed. You can <a href="#respond">leave a response</a>, or <a href="{ORIGIN}/wp-trackback.php?p={pid}" rel="trackback">trackback</a> from your own site.</small></p>
</div>
<div class="navigation"><div class="alignleft">{nav_prev}</div><div class="alignright">{nav_next}</div></div>
<h3 id="comments">{ctitle}</h3>
<ol class="commentlist">{clist}</ol>
<h3 id="respond">Leave a Reply</h3>
<form action="{ORIGIN}/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" value="" size="22" tabindex="1" /> <label for="author"><small>Name (required)</small></label></p>
<p><input type="text" name="email" id="email" value="" size="22" tabindex="2" /> <label for="email"><small>Mail (will not be published) (required)</small></label></p>
<p><textarea name="comment" id="comment" cols="100%" rows="10" tabindex="4"></textarea></p>
<p><input name="submit" type="submit" id="submit" tabindex="5" value="Submit Comment" /><input type="hidden" name="comment_post_ID" value="{pid}" /></p>
</form>"""

    def auto_excerpt(self, d: Doc) -> str:
        """the_excerpt() of an old WordPress: the first 55 words of the post's text, credit line included, then [...]."""
        texts = [d.extra["credit"]] if d.extra.get("credit") else []
        for b in d.blocks:
            if b[0] in ("p", "h2", "h3"):
                texts.append(plain(b[1]))
            elif b[0] in ("ul", "ol"):
                texts.extend(plain(i) for i in b[1])
        words = " ".join(texts).split()
        return " ".join(words[:55]) + (" [...]" if len(words) > 55 else "")

    def excerpt(self, k: str) -> str:
        d = self.docs[k]
        pid = self.post_id(d)
        permalink = f'rel="bookmark" title="Permanent Link to {esc(d.title)}"'
        return f"""<div class="post" id="post-{pid}">
<h2>{self.a(k, d.title, "content", permalink)}</h2>
<small>{wp_date(d.stamp)} <!-- by admin --></small>
<div class="entry"><p>{esc(self.auto_excerpt(d))}</p></div>
<p class="postmetadata">Posted in {self.cat_link(d)} | <a href="{esc(self.href(k))}#respond" title="Comment on {esc(d.title)}">{len(d.extra.get("comments", [])) or "No"} Comment{"" if len(d.extra.get("comments", [])) == 1 else "s"} &#187;</a></p>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        posts = []
        for k in doc.extra["list"]:
            posts.append(self.excerpt(k))
        for title, path, stamp in doc.extra.get("older", []):
            posts.append(
                f'<div class="post"><h2><a href="{ORIGIN}{path}" rel="bookmark" title="Permanent Link to {esc(title)}">{esc(title)}</a></h2><small>{wp_date(stamp)}</small></div>'
            )
        head = f'<h2 class="pagetitle">{esc(doc.title)}</h2>'
        if doc.key == "home":
            head = ""
        elif doc.kind == "author":
            head = f'<h2 class="pagetitle">{esc(doc.title)}</h2><p class="author-note">Posts by admin</p>'
        elif doc.kind == "search":
            head = f'<h2 class="pagetitle">{esc(doc.title)}</h2><p>You searched for ‘parang’.</p>'
        nav = ""
        if doc.key == "news":
            nav = f'<div class="navigation"><div class="alignleft">{self.a("news2", "« Older Entries", "pagination")}</div><div class="alignright"></div></div>'
        elif doc.key == "news2":
            nav = f'<div class="navigation"><div class="alignleft"><a href="{ORIGIN}/?cat=3&amp;paged=3">&laquo; Older Entries</a></div><div class="alignright">{self.a("news", "Newer Entries »", "pagination")}</div></div>'
        elif doc.key == "home":
            nav = f'<div class="navigation"><div class="alignleft"><a href="{ORIGIN}/?paged=2">&laquo; Older Entries</a></div></div>'
        return f"""{head}
{"".join(posts)}
{nav}"""

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc).replace('<table class="data">', '<table class="playwhe" border="1" cellpadding="4">')
        pid = self.post_id(doc)
        return f"""<div class="post page" id="post-{pid}">
<h2 class="posttitle">{esc(doc.title)}</h2>
<div class="entry">
{html}
</div>
</div>"""
