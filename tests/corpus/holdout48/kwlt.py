# ruff: noqa: E501 (page texts and markup are long literal lines)
"""KWLT 7 News: a Wichita, Kansas, local TV station on a Lakana/WordPress VIP-like broadcast theme (`article-title`,
`article-authors`, `article-featured-media` with a video player above the text, `/news/local-news/<slug>/`,
`/news/local-news/page/2/`, `/tag/…/`, `/author/…/`, `/?s=`, `/weather/`, `/weather/closings-delays/`,
`/contests/`), English, UTF-8, **absolute hrefs** everywhere. Bylines "By: Megan Kessler, Tyler Dunn"; dates printed
"Posted: Dec 4, 2026 / 09:15 PM CST" and "Updated: …" in Central time, while `<time datetime>` and the Yoast-style
JSON-LD carry **UTC** (`+00:00`): the fire and school stories (evening CST), the Old Town shooting (10:40 PM on 3 Dec)
and the football final (9:58 PM on 28 Nov) are the next day in UTC; the label is the Wichita day. The Associated Press story has `"author": {"@type":
"Person", "name": "Associated Press"}` in its JSON-LD (no person). The old parade page is a soft 404 ("Page not
found" served with 200)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["fire", "schools", "derby", "river", "oldtown", "library", "kellogg", "football"]
LINK_CLASS = 'class="article-list__article-link"'
SLUG = {
    "Megan Kessler": "megan-kessler",
    "Tyler Dunn": "tyler-dunn",
    "Jordan Reyes": "jordan-reyes",
    "Ashley Nguyen": "ashley-nguyen",
    "Chris Lawton": "chris-lawton",
}


class Kwlt(Base):
    origin = "https://www.kwlt7.test"
    name = "KWLT 7 News"
    prefix = "kwl"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kwl",
            [
                ".site-header",
                ".article-title",
                ".article-authors",
                ".article-featured-media",
                ".article-content",
                ".article-list__article",
                ".site-footer",
                ".nxs-player-wrapper",
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
                "KWLT 7 News Wichita",
                "broadcast-home",
                list=["fire", "schools", "derby", "oldtown", "library", "kellogg", "football", "river"],
            )
        )
        add(
            page(
                "local",
                "/news/local-news/",
                "section",
                "Local News",
                "category-front",
                list=["fire", "schools", "derby", "oldtown", "kellogg"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/news/local-news/page/2/",
                "section",
                "Local News",
                "category-front-page2",
                list=["library", "football"],
            )
        )
        add(page("tag", "/tag/wichita-police/", "tag", "Wichita Police", "wp-tag", list=["oldtown", "fire"]))
        add(page("author", "/author/megan-kessler/", "author", "Megan Kessler", "wp-author", list=["fire", "schools"]))
        add(
            page(
                "search",
                "/?s=water+main",
                "search",
                "Search Results for: water main",
                "wp-search",
                list=["derby", "kellogg"],
            )
        )
        add(
            page(
                "weather",
                "/weather/",
                "weather",
                "Storm Team 7 Forecast",
                "weather-forecast-7day",
                [
                    "Breezy and colder behind a Saturday front; a few flurries possible Sunday morning in central Kansas.",
                    "T: Day | Conditions | High / Low | Wind",
                    "T: Sat | Partly cloudy, breezy | 51° / 28° | NW 15-25 mph",
                    "T: Sun | Flurries early, then clouds | 37° / 20° | N 10-20 mph",
                    "T: Mon | Sunny and cold | 39° / 19° | NW 5-10 mph",
                    "T: Tue | Sunny | 46° / 25° | S 10-15 mph",
                    "T: Wed | Mostly sunny, milder | 55° / 31° | S 15-25 mph",
                    "T: Thu | Increasing clouds | 52° / 33° | S 10-20 mph",
                    "T: Fri | Chance of rain | 48° / 30° | N 10-15 mph",
                ],
            )
        )
        add(
            page(
                "closings",
                "/weather/closings-delays/",
                "closings",
                "School Closings and Delays",
                "closings-list",
                [
                    "Last updated: Dec 5, 2026 / 05:41 AM CST",
                    "T: Organization | Status",
                    "T: Andale USD 267 | 2 hours late",
                    "T: Clearwater USD 264 | 2 hours late",
                    "T: Goddard USD 265 | 2 hours late, no morning pre-K",
                    "T: Haysville USD 261 | On time",
                    "T: Kingman-Norwich USD 331 | Closed",
                    "T: Pretty Prairie USD 311 | Closed",
                    "T: Sacred Heart Catholic School, Colwich | 2 hours late",
                    "T: Senior Services of Sedgwick County meal sites | Closed",
                    "Schools and businesses can submit a closing through the KWLT 7 closings portal with their registered PIN.",
                ],
            )
        )
        add(
            page(
                "contests",
                "/contests/",
                "contests",
                "Contests",
                "contests-list",
                [
                    "Win a $500 holiday gift card from Riverside Furniture | Enter by Dec 18, 2026",
                    "Four tickets to the Wichita Wind Surge opening weekend | Enter by Jan 15, 2027",
                    "Storm Team 7 Weather Calendar photo contest | Enter by Dec 31, 2026",
                    "Good News Teacher of the Month | Nominate by Dec 12, 2026",
                ],
            )
        )
        add(
            page(
                "gone",
                "/news/local-news/wichita-holiday-parade-route-2025/",
                "error",
                "Page not found",
                "soft-404-200",
                [
                    "Oops! That page can't be found.",
                    "It looks like nothing was found at this location. Maybe try a search or one of the stories below?",
                ],
            )
        )

        add(
            story(
                "fire",
                "/news/local-news/crews-battle-house-fire-in-west-wichita-two-hospitalized/",
                "Crews battle house fire in west Wichita; two people hospitalized",
                "2026-12-04",
                "2026-12-05T03:15:00+00:00",
                "Posted: Dec 4, 2026 / 09:15 PM CST",
                ["Megan Kessler"],
                [
                    "WICHITA, Kan. (KWLT) \u2014 Two people were taken to the hospital Friday night after a fire tore through a home in west Wichita.",
                    "Crews with the Wichita Fire Department were called to the 1100 block of North Tyler Road just before 8:30 p.m. Firefighters arriving on scene found heavy smoke and flames coming from the garage and the roof of the single-story home.",
                    "Battalion Chief Ron Gaskill said two adults had made it out of the house before crews arrived. Both were taken to a local hospital with injuries from smoke inhalation. Their condition was described as stable.",
                    "\u201cThey did exactly the right thing. They heard the smoke alarm, they got out and they stayed out,\u201d Gaskill said. \u201cThat is what saves lives.\u201d",
                    "Firefighters had the fire under control in about 25 minutes. A family dog was rescued from a back bedroom and is expected to be OK, according to the fire department.",
                    "The home is considered a total loss. Investigators estimate the damage at around $180,000. The American Red Cross is helping the family with temporary housing.",
                    "Neighbors told KWLT 7 they heard a loud pop before they saw flames. \u201cI looked out the window and the whole garage was orange,\u201d said Dana Whitfield, who lives across the street. \u201cWithin a couple of minutes the fire trucks were here.\u201d",
                    "The cause of the fire is under investigation. Gaskill said crews are looking at a space heater in the garage as a possible source, but cautioned that nothing had been ruled out.",
                    "The fire department reminds residents to keep space heaters at least three feet from anything that can burn and to plug them directly into a wall outlet rather than an extension cord.",
                    "KWLT 7 will update this story as more information becomes available.",
                ],
                "video-top-late-cst-next-utc-day",
                section="Local News",
                updated="Updated: Dec 5, 2026 / 06:02 AM CST",
                video="Video above: Firefighters battle flames at a home on North Tyler Road Friday night.",
                tag=True,
            )
        )
        add(
            story(
                "schools",
                "/news/local-news/usd-259-board-votes-to-close-three-elementary-schools/",
                "USD 259 board votes to close three elementary schools",
                "2026-12-04",
                "2026-12-05T00:48:00+00:00",
                "Posted: Dec 4, 2026 / 06:48 PM CST",
                ["Megan Kessler", "Tyler Dunn"],
                [
                    "WICHITA, Kan. (KWLT) \u2014 The Wichita school board voted 5-2 Thursday night to close three elementary schools at the end of the school year, a move the district says will save about $4.6 million a year.",
                    "The schools set to close are Garfield, Linwood Park and Mueller Heights. About 820 students will be moved to nearby schools starting next August.",
                    "District leaders say enrollment has dropped by more than 4,000 students over the last decade, leaving many buildings half empty. At the same time, the district faces a budget gap of roughly $21 million next year after federal pandemic relief money ran out.",
                    "\u201cNobody on this board wanted to close a school,\u201d board president Angela Moreno said before the vote. \u201cBut we cannot keep heating and staffing buildings that are 40 percent full while we cut teachers in the classroom.\u201d",
                    "More than 200 people packed the meeting at the district's administrative center, and dozens spoke against the plan during public comment, which lasted nearly three hours.",
                    "Parents at Linwood Park said many of their children walk to school and worried about longer bus rides and busy streets. \u201cMy kids are seven and nine. The new school is across Kellogg. How are they supposed to get there?\u201d asked parent Luis Carrillo.",
                    "Teachers also raised concerns about class sizes at the receiving schools. The district says no teachers will lose their jobs as a result of the closures, and that staff will be offered positions at other buildings.",
                    "The two board members who voted no, Keith Barrow and Shauna Ellison, said the district should have waited for a facilities study due in the spring.",
                    "The district says it will hold transition meetings for families at each school in January. Transportation plans are expected by March, and the district has promised crossing guards at the busiest intersections.",
                    "What happens to the three buildings is still undecided. The board will consider options including selling them, leasing them to community groups or using them for district offices.",
                ],
                "video-top-two-bylines",
                section="Local News",
                video="Video above: Parents and teachers pack Thursday's school board meeting.",
            )
        )
        add(
            story(
                "derby",
                "/news/local-news/boil-water-advisory-lifted-for-derby-after-water-main-break/",
                "Boil water advisory lifted for Derby after water main break",
                "2026-12-04",
                "2026-12-04T17:20:00+00:00",
                "Posted: Dec 4, 2026 / 11:20 AM CST",
                ["Tyler Dunn"],
                [
                    "DERBY, Kan. (KWLT) \u2014 The Kansas Department of Health and Environment has lifted a boil water advisory for the city of Derby.",
                    "The advisory was issued Wednesday after a 12-inch water main broke near Rock Road and Madison Avenue, causing a loss of pressure across much of the city. Loss of pressure can allow bacteria to enter the water system.",
                    "KDHE says water samples collected by the city showed no evidence of bacterial contamination, and the water is now safe to drink.",
                    "Customers who were under the advisory are asked to take a few steps before using the water again:",
                    "- Flush household pipes, ice makers and water softeners by running cold water faucets for at least five minutes.",
                    "- Throw away ice made during the advisory.",
                    "- Run water softeners through a regeneration cycle.",
                    "- Drain and refill hot water heaters set below 113 degrees.",
                    "City crews worked through the night Wednesday to repair the main. Public Works Director Sam Hollister said the pipe was installed in 1978 and had already been scheduled for replacement next year.",
                    "Several restaurants in Derby closed early Wednesday or switched to bottled drinks and paper plates. At the Madison Avenue Diner, owner Carla Ruiz said she lost about a day and a half of business. “You can't run a kitchen without water you trust,” she said. “We're just glad it's over.”",
                    "About 9,000 homes and businesses were affected. Derby Public Schools held classes as usual but brought in bottled water for students.",
                    "City officials say residents with questions can call the Derby utility office at 316-555-0142. The city plans to review its emergency alert system after some residents said they never received a text message about the advisory.",
                ],
                "video-top-list-steps",
                section="Local News",
                video="Video above: City crews repair the broken main near Rock Road on Wednesday.",
                updated="Updated: Dec 4, 2026 / 01:05 PM CST",
            )
        )
        add(
            story(
                "river",
                "/news/national/low-water-on-mississippi-slows-grain-barges-again/",
                "Low water on Mississippi slows grain barges for second fall in a row",
                "2026-12-03",
                "2026-12-03T20:31:00+00:00",
                "Posted: Dec 3, 2026 / 02:31 PM CST",
                [],
                [
                    "MEMPHIS, Tenn. (AP) \u2014 Low water on the Mississippi River is again forcing barge companies to carry lighter loads and slowing shipments of corn and soybeans to Gulf Coast ports at the busiest time of the year for exports.",
                    "The river gauge at Memphis fell to nearly 10 feet below normal this week after a dry autumn across much of the Midwest. The U.S. Army Corps of Engineers has been dredging several shallow stretches to keep a channel open for barge traffic.",
                    "Barge operators have cut the number of barges in each tow and are loading them more lightly so they do not run aground, said Carla Jennings, a spokeswoman for an industry group representing river carriers.",
                    "\u201cWe're moving the same amount of grain with a lot more trips, and that costs money,\u201d she said.",
                    "The cost of shipping grain from St. Louis to the Gulf has more than doubled since September, according to U.S. Department of Agriculture figures. Farmers in Kansas, Iowa and Illinois say the higher costs are cutting into the prices they get for their crops.",
                    "Grain traders say the slowdown could not come at a worse time. The fall harvest is the peak season for exports, and more than half of U.S. corn and soybean exports leave the country through ports in Louisiana.",
                    "In Kansas, some elevators have started sending more grain by rail to Texas ports instead, said Mark Whitaker, who manages a farm cooperative near Salina. “It's not cheap either, but at least it moves,” he said.",
                    "Forecasters with the National Weather Service say river levels are unlikely to recover before late winter unless heavy rain falls across the Ohio and upper Mississippi valleys.",
                    "It is the fourth year in a row that low water has disrupted traffic on the river in the fall.",
                ],
                "wire-story-ap-person-in-jsonld",
                section="National",
                credit="by: The Associated Press",
                ld_author="Associated Press",
            )
        )
        add(
            story(
                "oldtown",
                "/news/local-news/wichita-police-arrest-suspect-in-old-town-shooting/",
                "Wichita police arrest suspect in Old Town shooting",
                "2026-12-03",
                "2026-12-04T04:40:00+00:00",
                "Posted: Dec 3, 2026 / 10:40 PM CST",
                ["Jordan Reyes"],
                [
                    "WICHITA, Kan. (KWLT) \u2014 Wichita police have arrested a 22-year-old man in connection with a shooting in Old Town that left one man seriously injured last weekend.",
                    "Officers took the suspect into custody Thursday afternoon at an apartment complex near 21st Street and Amidon Avenue, according to the Wichita Police Department. He was booked into the Sedgwick County Jail on suspicion of aggravated battery and criminal possession of a weapon.",
                    "KWLT 7 does not generally name suspects until they have been formally charged.",
                    "The shooting happened around 1:45 a.m. Sunday near North Mosley Street and East 2nd Street, as bars in the entertainment district were closing. Police said an argument between two groups of people spilled out onto the sidewalk before shots were fired.",
                    "A 27-year-old man was hit in the leg and the stomach. He remains in the hospital in serious condition.",
                    "Capt. Dana Holloway said investigators identified the suspect with the help of surveillance video from nearby businesses and tips from the public. \u201cWe had several people come forward, and that made all the difference,\u201d she said.",
                    "Police say they are still looking for a second person who may have been involved. Anyone with information is asked to call Crime Stoppers at 316-555-0199. Tips can be made anonymously.",
                    "Old Town business owners say the violence has hurt weekend traffic. “People are asking whether it's safe to come down here at night,” said Brent Fowler, who owns a bar on East 1st Street. “Most nights it's perfectly fine, but one incident is all anyone remembers.”",
                    "The shooting was the third in Old Town since August. City council member Rosa Delgado said she plans to ask for more officers in the area on weekend nights and better lighting along Mosley.",
                ],
                "text-only-late-cst-next-utc-day",
                section="Local News",
                tag=True,
            )
        )
        add(
            story(
                "library",
                "/news/good-news/hutchinson-teen-builds-free-library-boxes-for-every-school/",
                "Hutchinson teen builds free library boxes for every school in town",
                "2026-12-02",
                "2026-12-02T15:00:00+00:00",
                "Posted: Dec 2, 2026 / 09:00 AM CST",
                ["Ashley Nguyen"],
                [
                    "HUTCHINSON, Kan. (KWLT) \u2014 It started with one wooden box outside a grocery store. A year later, 16-year-old Ethan Marsh has built little free libraries for every public elementary school in Hutchinson.",
                    "The Hutchinson High School junior designed the boxes himself in his grandfather's workshop. Each one is painted by students at the school where it stands and holds about 40 books that children can take home and keep.",
                    "\u201cWhen I was little I didn't have a lot of books at home,\u201d Ethan said. \u201cThe library was far away and my mom worked nights. I just thought, what if the books were right there when you walk out of school?\u201d",
                    "Ethan raised about $3,200 for lumber and paint by mowing lawns and selling baked goods at the farmers market. A local hardware store donated hinges and plexiglass, and a church collected more than 2,000 children's books to fill the boxes.",
                    "Principals say the libraries are emptied almost as fast as they are filled. At Allen Elementary, principal Tara Gomez said she sees children stop at the box every afternoon. \u201cSome of them take a book for a little brother or sister. Some bring one back to trade. It's become part of the day,\u201d she said.",
                    "Ethan's grandfather, Walt Marsh, a retired carpenter, said he mostly handed over tools and kept out of the way. \u201cHe measures twice and cuts once. Better than I did at his age,\u201d he said with a laugh.",
                    "Now Ethan wants to take the idea further. He has started a club at his high school to build boxes for schools in Nickerson, Buhler and other nearby towns, and has written a step-by-step guide he shares for free online.",
                    "\u201cIt's not about me,\u201d he said. \u201cIt's about a kid finding a book they love.\u201d",
                    "NOTE: Do you know someone making a difference in your community? Nominate them for a KWLT 7 Good News story.",
                ],
                "good-news-feature-video",
                section="Good News",
                video="Video above: Ethan Marsh shows off one of his library boxes at Allen Elementary.",
            )
        )
        add(
            story(
                "kellogg",
                "/news/local-news/kellogg-avenue-lanes-to-close-overnight-for-bridge-repairs/",
                "Kellogg Avenue lanes to close overnight for bridge repairs",
                "2026-12-04",
                "2026-12-04T14:05:00+00:00",
                "Posted: Dec 4, 2026 / 08:05 AM CST",
                [],
                [
                    "WICHITA, Kan. (KWLT) \u2014 Drivers on Kellogg Avenue should expect lane closures overnight next week while crews repair the bridge over the Arkansas River.",
                    "The Kansas Department of Transportation says one eastbound lane and one westbound lane will close from 8 p.m. to 6 a.m. Monday through Thursday. All lanes will be open during the day.",
                    "The work includes patching the concrete deck and replacing expansion joints. KDOT says the work could be delayed by bad weather.",
                ],
                "short-brief-staff-credit",
                section="Local News",
                credit="by: KWLT Staff",
            )
        )
        add(
            story(
                "football",
                "/sports/high-school/maize-valley-wins-first-5a-title-in-overtime/",
                "Maize Valley wins first 5A state title in overtime thriller",
                "2026-11-28",
                "2026-11-29T03:58:00+00:00",
                "Posted: Nov 28, 2026 / 09:58 PM CST",
                ["Chris Lawton"],
                [
                    "EMPORIA, Kan. (KWLT) \u2014 For 40 years, the Maize Valley Eagles had never played for a state championship. On Saturday they won one, and they needed overtime to do it.",
                    "Senior quarterback Isaiah Brooks ran in a 6-yard touchdown on the first possession of overtime, and the Eagles' defense stopped Blue Valley Ridge on fourth down to win the Class 5A title 27-20 at Welch Stadium.",
                    "Thousands of fans in blue and gold who made the 90-mile trip from Sedgwick County rushed onto the field after the final play.",
                    "\u201cI don't think it's hit me yet,\u201d Brooks said, still holding the trophy. \u201cWe talked about this since we were in seventh grade. To do it with these guys, I can't explain it.\u201d",
                    "The game was tied 20-20 after Blue Valley Ridge kicked a 34-yard field goal with 41 seconds left in regulation. Maize Valley had a chance to win at the end of the fourth quarter, but a 47-yard field goal attempt fell short.",
                    "Brooks finished with 212 yards passing and two touchdowns, both to junior receiver Marcus Webb. Running back Devin Carter added 118 yards on the ground.",
                    "The defense made the final stand. On fourth-and-3 from the 9-yard line, linebacker Cole Hernandez broke through the line and sacked the Blue Valley Ridge quarterback to end the game.",
                    "Head coach Rick Stanton, in his 11th season at Maize Valley, said the win belonged to every team that came before. \u201cThere were a lot of good teams here that never got this chance. This one's for all of them,\u201d he said.",
                    "The Eagles finish the season 12-1.",
                ],
                "sports-late-cst-next-utc-day",
                section="High School Sports",
                video="Video above: Highlights from Maize Valley's overtime win in Emporia.",
            )
        )

    # ---- templates

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)} | KWLT 7 Wichita</title>"
            if doc.kind != "home"
            else "<title>KWLT 7 News Wichita | Wichita News, Weather, Sports</title>",
            f'<link rel="canonical" href="{esc(url)}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            '<meta property="og:site_name" content="KWLT 7 Wichita" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
        ]
        if doc.kind == "error":
            metas[1] = '<meta name="robots" content="noindex, follow" />'
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}" />')
            author = (
                {"@type": "Person", "name": doc.extra["ld_author"]}
                if doc.extra.get("ld_author")
                else [{"@type": "Person", "name": a, "url": self.url(f"/author/{SLUG[a]}/")} for a in doc.authors]
                or {"@type": "Organization", "name": "KWLT"}
            )
            graph = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "NewsArticle",
                        "@id": url + "#article",
                        "headline": doc.title,
                        "datePublished": doc.iso,
                        "dateModified": doc.iso,
                        "author": author,
                        "publisher": {
                            "@type": "Organization",
                            "name": "KWLT 7",
                            "logo": {
                                "@type": "ImageObject",
                                "url": "https://www.kwlt7.test/wp-content/uploads/sites/7/2026/01/kwlt-logo.png",
                            },
                        },
                        "articleSection": doc.section,
                        "mainEntityOfPage": url,
                    },
                    {"@type": "WebPage", "@id": url, "url": url, "name": doc.title},
                ],
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(graph)}</script>')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="site-nav__item">{self.a(k, t, "nav")}</li>'
            if k in self.docs
            else f'<li class="site-nav__item"><a href="https://www.kwlt7.test{k}">{t}</a></li>'
            for k, t in (
                ("local", "News"),
                ("weather", "Weather"),
                ("closings", "Closings"),
                ("/sports/", "Sports"),
                ("/news/good-news/", "Good News"),
                ("/live/", "Watch Live"),
                ("contests", "Contests"),
                ("/community/", "Community"),
            )
        )
        trending = "".join(
            f'<li class="article-list__article">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("fire", "schools", "oldtown", "library")
        )
        return f"""<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
{self.head(doc)}
<link rel="stylesheet" id="nxs-theme-css" href="https://www.kwlt7.test/wp-content/themes/nexstar-v2/static/theme.css?ver=6.2.3" media="all" />
<style id="nxs-inline">/*PAD*/</style>
<script>var nxsData = {{"site":"kwlt","market":"wichita","pageType":"{"article" if doc.is_article else doc.kind}","gamAdUnit":"/5678/nxs.kwlt/{doc.section.lower().replace(" ", "-") or "home"}"}};</script>
</head>
<body class="{"article-template-default single single-article" if doc.is_article else ("error404" if doc.kind == "error" else "archive")} wp-theme-nexstar-v2">
<div class="alert-bar"><span class="alert-bar__label">Weather Alert</span> {self.a("closings", "School closings and delays for Saturday", "nav")}</div>
<header class="site-header">
<div class="site-header__logo">{self.a("home", "KWLT 7 Wichita", "nav", 'class="site-header__logo-link"', '<img src="https://www.kwlt7.test/wp-content/uploads/sites/7/2026/01/kwlt-logo.png" alt="KWLT 7 Wichita" width="160" height="48" />')}</div>
<nav class="site-nav" aria-label="Primary"><ul>{nav}</ul></nav>
<div class="site-header__weather">{self.a("weather", "Wichita 44°", "nav")}</div>
<form class="site-header__search" role="search" action="https://www.kwlt7.test/"><input type="search" name="s" placeholder="Search" /></form>
</header>
<main id="main" class="site-main">
{main}
<aside class="site-sidebar"><div class="widget trending"><h2 class="widget__title">Trending Stories</h2><ol>{trending}</ol></div>
<div class="widget newsletter"><h2 class="widget__title">Sign up for the KWLT 7 Daily newsletter</h2><form action="https://www.kwlt7.test/newsletter/subscribe/"><input type="email" name="email" placeholder="Your email" /><button>Subscribe</button></form></div>
<div class="widget ad"><div id="gpt-sidebar" class="ad-unit" data-ad-size="300x250"></div></div></aside>
</main>
<footer class="site-footer">
<ul class="site-footer__links">
<li><a href="https://www.kwlt7.test/about-us/">About Us</a></li>
<li><a href="https://www.kwlt7.test/contact/">Contact Us</a></li>
<li><a href="https://publicfiles.fcc.test/tv-profile/kwlt">KWLT Public File</a></li>
<li><a href="https://publicfiles.fcc.test/tv-profile/kwlt/eeo">EEO Report</a></li>
<li><a href="https://www.kwlt7.test/closed-captioning/">Closed Captioning</a></li>
<li><a href="https://www.kwlt7.test/terms-of-use/">Terms of Use</a></li>
<li><a href="https://www.kwlt7.test/privacy-policy/">Privacy Policy</a></li>
<li>{self.a("contests", "Contest Rules", "footer")}</li>
<li><a href="https://www.kwlt7.test/feed/">RSS</a></li>
</ul>
<p class="site-footer__copyright">© 2026 KWLT Broadcasting, Inc. All Rights Reserved.</p>
</footer>
<div id="onetrust-banner-sdk" role="dialog" aria-label="Privacy"><p>We use cookies and similar technologies to personalize content and ads and to analyze our traffic. By clicking "Accept", you agree to our use of cookies.</p><button id="onetrust-accept-btn-handler">Accept</button><button>Cookie Settings</button></div>
<script src="https://www.kwlt7.test/wp-content/themes/nexstar-v2/static/js/theme.min.js?ver=6.2.3" defer></script>
<script src="https://cdn.jwplayer.test/libraries/kwltPlayer.js" async></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            people = ", ".join(
                self.a("author", a, "byline")
                if a == "Megan Kessler"
                else f'<a href="https://www.kwlt7.test/author/{SLUG[a]}/">{esc(a)}</a>'
                for a in doc.authors
            )
            byline = f'<div class="article-authors"><p class="article-authors__by">By: {people}</p></div>'
        else:
            byline = f'<div class="article-authors"><p class="article-authors__by">{esc(doc.extra.get("credit", ""))}</p></div>'
        dates = f'<p class="article-date"><time datetime="{doc.iso}">{doc.stamp}</time></p>'
        if doc.extra.get("updated"):
            dates += f'<p class="article-date article-date--updated"><time>{doc.extra["updated"]}</time></p>'
        media = ""
        if doc.extra.get("video"):
            media = f'<div class="article-featured-media"><div class="nxs-player-wrapper" data-video-id="kwlt-{doc.key}-{len(doc.title)}" data-autoplay="true"><div class="jw-player-placeholder"><button class="jw-icon-playback" aria-label="Play">Play</button><span class="jw-duration">{len(doc.title) % 3 + 1}:{len(doc.title) % 50 + 10:02d}</span></div></div><p class="article-featured-media__caption">{esc(doc.extra["video"])}</p></div>'
        else:
            media = '<div class="article-featured-media"><figure class="article-featured-media__image"><img src="https://www.kwlt7.test/wp-content/uploads/sites/7/2026/12/generic.jpg?w=876" alt="" /><figcaption>(Getty Images)</figcaption></figure></div>'
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="article-tags"><span>Tags:</span> {self.a("tag", "Wichita Police", "tags")} <a href="https://www.kwlt7.test/tag/wichita-fire-department/">Wichita Fire Department</a></div>'
        copyright_ = (
            "Copyright 2026 The Associated Press. All rights reserved. This material may not be published, broadcast, rewritten or redistributed."
            if doc.key == "river"
            else "Copyright 2026 KWLT Broadcasting, Inc. All rights reserved. This material may not be published, broadcast, rewritten, or redistributed."
        )
        related = "".join(
            f'<li class="article-list__article">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k not in (doc.key, "river")
        )
        gone = (
            f'<li class="article-list__article">{self.a("gone", "Holiday parade route and road closures", "related")}</li>'
            if doc.key in ("kellogg", "library")
            else ""
        )
        share = '<div class="article-share"><a href="https://www.facebook.com/sharer/sharer.php">Share on Facebook</a> <a href="https://twitter.com/intent/tweet">Share on X</a> <a href="mailto:?subject=KWLT">Email</a> <button class="article-share__copy">Copy link</button></div>'
        return f"""<article class="article article--{doc.key}">
<header class="article-header">
<p class="article-section">{esc(doc.section)}</p>
<h1 class="article-title">{esc(doc.title)}</h1>
{byline}
{dates}
{share}
</header>
{media}
<div class="article-content article-body rich-text">
{self.blocks(doc)}
<p class="article-content__copyright"><em>{copyright_}</em></p>
</div>
{tags}
<div class="article-related"><h2 class="article-related__title">Latest Local News</h2><ul>{related}{gone}</ul></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="article-list__article"><div class="article-list__article-thumb"><img src="https://www.kwlt7.test/wp-content/uploads/sites/7/2026/12/{k}.jpg?w=320" alt="" /></div><div class="article-list__article-text"><p class="article-list__article-category">{esc(d.section)}</p><h3 class="article-list__article-title">{self.a(k, d.title, "content", LINK_CLASS)}</h3><p class="article-list__article-date">{esc(d.stamp.replace("Posted: ", ""))}</p></div></article>'
            )
        head = f'<h1 class="archive-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += '<div class="author-bio"><p>Megan Kessler is a reporter for KWLT 7 News. She joined the station in 2023 after reporting in Joplin, Missouri. Send her story ideas at mkessler@kwlt7.test.</p></div>'
        pager = ""
        if doc.key == "local":
            pager = f'<nav class="pagination">{self.a("local2", "Load more stories", "pagination")}</nav>'
        elif doc.key == "local2":
            pager = f'<nav class="pagination">{self.a("local", "Newer stories", "pagination")}</nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="home-weather"><h2>Storm Team 7</h2>{self.a("weather", "7-Day Forecast", "content")} · {self.a("closings", "Closings & Delays", "content")}</section><section class="home-links">{self.a("tag", "Wichita Police", "content")} · {self.a("author", "Megan Kessler", "content")} · {self.a("search", "Water main updates", "content")} · {self.a("contests", "Enter to win", "content")}</section>'
        return (
            f'<section class="archive">{head}<div class="article-list">{"".join(items)}</div>{pager}{extra}</section>'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "contests":
            cards = "".join(
                f'<div class="contest-card"><h3 class="contest-card__title">{esc(b[1].split(" | ")[0])}</h3><p class="contest-card__deadline">{esc(b[1].split(" | ")[1])}</p><a class="contest-card__enter" href="https://www.kwlt7.test/contests/enter/{i}/">Enter Now</a> <a href="https://www.kwlt7.test/contests/rules/{i}/">Official Rules</a></div>'
                for i, b in enumerate(doc.blocks)
            )
            return f'<section class="contests"><h1 class="archive-title">{esc(doc.title)}</h1><p>No purchase necessary. Must be 18 or older and a resident of the KWLT 7 viewing area.</p>{cards}</section>'
        if doc.kind == "error":
            trending = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ("fire", "schools", "derby")
            )
            return f'<section class="error-404 not-found"><h1 class="page-title">{esc(doc.title)}</h1>{self.blocks(doc)}<form role="search" action="https://www.kwlt7.test/"><input type="search" name="s" /></form><h2>Top Stories</h2><ul>{trending}</ul></section>'
        if doc.kind == "weather":
            return f"""<section class="weather-page"><h1 class="archive-title">{esc(doc.title)}</h1>
<div class="weather-current"><span class="weather-current__temp">44°</span> <span>Clear</span> <span>Feels like 38°</span> <span>Wind: NW 12 mph</span></div>
<div class="weather-radar"><iframe title="Interactive radar" src="https://radar.kwlt7.test/embed?lat=37.69&amp;lon=-97.34" loading="lazy"></iframe></div>
<h2>7-Day Forecast</h2>
{self.blocks(doc)}
<p class="weather-links">{self.a("closings", "Closings & Delays", "content")} · <a href="https://www.kwlt7.test/weather/alerts/">Weather Alerts</a> · <a href="https://www.kwlt7.test/weather/app/">Download the Storm Team 7 app</a></p></section>"""
        return f'<section class="closings"><h1 class="archive-title">{esc(doc.title)}</h1>{self.blocks(doc)}<p>{self.a("weather", "Latest forecast", "content")}</p></section>'
