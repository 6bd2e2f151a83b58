# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Porchlight Evanston: a **Patch**-like hyperlocal US news site on a **Next.js** front end (CSS-module class names
such as `styles_ArticleHeader__title__1a2b3`, a `__NEXT_DATA__` blob, `/illinois/evanston/<slug>`,
`/illinois/evanston/community-corner`, `?page=2`, `/illinois/evanston/calendar/event/20270213/...`,
`/illinois/evanston/classifieds/lost-and-found/...`, `/search?q=`), English (en-US), UTF-8, Chicago time (-06:00).
Every story page prints "Posted Tue, Feb 9, 2027 at 7:42 pm CT" (and "Updated …") in Chicago time while `<time
datetime>` and the `NewsArticle` JSON-LD are **UTC**: the snow emergency (7:42 pm on 9 Feb, 01:42Z on 10 Feb) and the
council vote (10:58 pm on 8 Feb) are labelled with their Chicago day.

Staff-written stories and the staff's **community announcements** ("Introducing Neighbor Posts", a photo call-out,
a new reporter, a weekend list, a pet of the week) are articles. **Neighbor posts** use the same template with a
"Neighbor Post" badge, "Posted by …, Neighbor" and a contributed-content disclaimer: a reader's letter (an article,
its writer the author) and the library's press release posted from its organisation account (an article, no person
credited) are articles; an **event listing**, a **lost-cat classified** and a neighbor's **question with replies**
("Anyone recommend a chimney sweep?") are not, although all three carry the same `NewsArticle` JSON-LD, byline and
date. "Porchlight Staff" alone is not a person; "Megan Kowalski, Porchlight Staff" is Megan Kowalski."""

from __future__ import annotations

import json
import zlib
from typing import Any
from urllib.parse import quote

from common import Base, Post, blocks_html, iso_utc, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://porchlight.test"
TOWN = "/illinois/evanston"
TZ = -6
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
STAFF = ["e_council", "e_snow", "e_school", "e_crash", "e_bakery"]
CORNER = ["e_photos", "e_weekend", "e_letter", "e_pet", "e_library", "e_neighbor", "e_meet"]
NEIGHBOR = ["e_event", "e_lost", "e_ask"]


def cx(name: str) -> str:
    """A CSS-module class name as Next.js builds emit it: styles_Component__element__hash."""
    return f"styles_{name}__{zlib.crc32(name.encode()) % 99991:05x}"


NAV_A = f'class="{cx("Nav__link")}"'
CARD_A = f'class="{cx("Card__title")}"'


def ct(local: str) -> str:
    """'2027-02-09 19:42' -> 'Tue, Feb 9, 2027 at 7:42 pm CT'."""
    from datetime import datetime

    t = datetime.strptime(local, "%Y-%m-%d %H:%M")
    h = t.hour % 12 or 12
    return f"{DAYS[t.weekday()]}, {MON[t.month - 1]} {t.day}, {t.year} at {h}:{t.minute:02d} {'am' if t.hour < 12 else 'pm'} CT"


class Porchlight(Base):
    origin = ORIGIN
    name = "Porchlight"
    prefix = "prc"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "prc",
            [
                "." + cx("Header__wrapper"),
                "." + cx("Nav__link"),
                "." + cx("ArticleHeader__title"),
                "." + cx("Byline__name"),
                "." + cx("ArticleBody__content") + " p",
                "." + cx("Card__title"),
                "." + cx("Badge__neighbor"),
                "." + cx("Comments__item"),
                "." + cx("Footer__wrapper"),
                "#onetrust-banner-sdk",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                TOWN,
                "home",
                "Evanston",
                "nextjs-town-home",
                list=["e_snow", "e_crash", "e_council", "e_school", "e_photos", "e_weekend", "e_bakery", "e_letter"],
            )
        )
        add(
            page(
                "corner",
                f"{TOWN}/community-corner",
                "section",
                "Community Corner",
                "nextjs-section",
                list=["e_photos", "e_weekend", "e_lost", "e_letter", "e_ask", "e_pet"],
                more="corner2",
            )
        )
        add(
            page(
                "corner2",
                f"{TOWN}/community-corner?page=2",
                "section",
                "Community Corner",
                "nextjs-section-page2",
                list=["e_library", "e_event", "e_neighbor", "e_meet"],
            )
        )
        add(
            page(
                "search",
                "/search?q=snow",
                "search",
                "Search results for “snow”",
                "nextjs-search",
                list=["e_snow", "e_photos", "e_ask"],
            )
        )
        add(
            page(
                "e_event",
                f"{TOWN}/calendar/event/20270213/1184022/winter-coat-swap-at-robert-crown-community-center",
                "event",
                "Winter Coat Swap At Robert Crown Community Center",
                "nextjs-neighbor-event-listing",
                lines=[
                    "Outgrown coats, boots, hats and mittens for kids and adults: bring what you no longer need, take what you do. Everything is free. Items should be clean and in good condition. Leftovers will be donated to Connections for the Homeless.",
                    "Volunteers are welcome to help sort donations from 9 am. Please use the Main Street entrance.",
                ],
                poster=("Lakeview Parents Club", "Neighbor"),
                posted="2027-02-06 16:20",
                when="Sat, Feb 13, 2027, 10:00 am – 1:00 pm CT",
                where="Robert Crown Community Center, 1801 Main St, Evanston, IL",
                cost="Free",
                start="2027-02-13T10:00:00-06:00",
                category="Community Corner",
            )
        )
        add(
            page(
                "e_lost",
                f"{TOWN}/classifieds/lost-and-found/20270209/1184310/lost-cat-gray-tabby-near-dempster-and-chicago-ave",
                "classified",
                "Lost Cat: Gray Tabby Near Dempster And Chicago Ave",
                "nextjs-neighbor-classified",
                lines=[
                    "Our cat Pepper slipped out Monday night around 9 pm near Dempster and Chicago Ave. Gray tabby, white chest, green collar with a bell, microchipped. She is very shy and will probably hide under porches or in garages.",
                    "If you see her, please call or text 847-555-0143. Please don't chase her. Reward offered.",
                ],
                poster=("Karen O.", "Neighbor"),
                posted="2027-02-09 08:05",
                category="Classifieds",
            )
        )
        add(
            page(
                "e_ask",
                f"{TOWN}/anyone-recommend-a-chimney-sweep-in-evanston",
                "neighbor-question",
                "Anyone Recommend A Chimney Sweep In Evanston?",
                "nextjs-neighbor-question-replies",
                lines=[
                    "We just bought an older house in northwest Evanston and want the fireplace inspected before we use it. Does anyone have a chimney sweep they trust? Bonus points if they can come before the next cold snap.",
                ],
                poster=("Tom Ferraro", "Neighbor"),
                posted="2027-02-08 20:14",
                category="Neighbor Posts",
                replies=[
                    Post(
                        "Linda M.",
                        "2027-02-08 20:31",
                        [
                            "We used Lakeshore Chimney last fall. On time, fair price, showed us photos of the inside of the flue."
                        ],
                        12,
                    ),
                    Post("Greg Sandoval", "2027-02-08 21:05", ["Second Lakeshore. Ask for Mike."], 4),
                    Post(
                        "Anne-Marie K.",
                        "2027-02-09 07:48",
                        [
                            "Whoever you use, make sure they are CSIA certified. We had a bad experience with a guy from an online ad who just wanted to sell us a new liner."
                        ],
                        9,
                    ),
                    Post(
                        "Tom Ferraro", "2027-02-09 08:02", ["Thanks all! Called Lakeshore, they can come Thursday."], 3
                    ),
                    Post(
                        "Rick P.",
                        "2027-02-09 12:40",
                        ["Also: with all this snow, check your chimney cap. Ours blew off in the storm last week."],
                        2,
                    ),
                    Post(
                        "Porchlight Evanston",
                        "2027-02-09 13:05",
                        ["Thanks for sharing, neighbors! Have a question for Evanston? Post it in Neighbor Posts."],
                        1,
                        flags={"staff": True},
                    ),
                ],
            )
        )
        # --- staff stories ----------------------------------------------------------------------------------------------
        add(
            story(
                "e_council",
                f"{TOWN}/evanston-city-council-approves-lakefront-bike-path-extension",
                "Evanston City Council Approves Lakefront Bike Path Extension",
                "2027-02-08",
                iso_utc("2027-02-08 22:58", TZ),
                "2027-02-08 22:58",
                ["Megan Kowalski"],
                [
                    "EVANSTON, IL — The City Council voted 7-2 late Monday to extend the lakefront bike path north from Lee Street to Northwestern University's campus, ending a debate that stretched across four meetings and drew more than 60 public comments.",
                    "The $4.2 million project will add a separated, 12-foot-wide path between the existing lakefront walkway and Sheridan Road, and remove 48 parking spaces along the way. Construction is expected to begin in the spring of 2028 and take about a year.",
                    "Supporters said the extension would close one of the most dangerous gaps in the city's bike network, where cyclists are forced onto Sheridan Road between Lee and Dempster streets. “This is about safety, plain and simple,” said Council Member Devon Reid.",
                    "Opponents, including several residents of the lakefront condominium buildings, argued that the loss of parking would hurt visitors to the beaches and that the path would bring fast bicycle traffic close to people walking along the lake.",
                    "Council members Juan Geracaris and Clare Kelly voted against the plan. Kelly said she supported the goal but wanted the city to study a route along Chicago Avenue instead.",
                    "About 60 percent of the cost will be covered by a state grant, according to city staff. The rest will come from the city's capital improvement fund.",
                ],
                "nextjs-staff-utc-after-midnight-updated",
                section="Politics & Government",
                updated="2027-02-09 09:15",
                role="Porchlight Staff",
            )
        )
        add(
            story(
                "e_snow",
                f"{TOWN}/snow-emergency-declared-in-evanston-parking-restrictions-start-at-10-pm",
                "Snow Emergency Declared In Evanston; Parking Restrictions Start At 10 PM",
                "2027-02-09",
                iso_utc("2027-02-09 19:42", TZ),
                "2027-02-09 19:42",
                ["Megan Kowalski"],
                [
                    "EVANSTON, IL — The city declared a snow emergency Tuesday evening as forecasters predicted 6 to 9 inches of snow overnight, and parking restrictions on snow routes will take effect at 10 p.m.",
                    "Vehicles parked on posted snow routes after 10 p.m. may be ticketed and towed. Residents can park for free in several city garages, including the Maple Avenue and Sherman Avenue garages, until 6 p.m. Thursday.",
                    "The National Weather Service issued a winter storm warning for Cook County from 6 p.m. Tuesday until noon Wednesday. The heaviest snow is expected between midnight and 6 a.m., with gusts of up to 35 mph causing blowing and drifting.",
                    "Evanston/Skokie School District 65 and Evanston Township High School had not announced closures as of Tuesday evening. Porchlight will update this story as schools announce their plans.",
                    "The city's public works crews will begin plowing arterial streets first, followed by side streets once the snow stops. Residents can track the plows on the city's website.",
                ],
                "nextjs-staff-utc-next-day",
                section="Weather",
                role="Porchlight Staff",
            )
        )
        add(
            story(
                "e_school",
                f"{TOWN}/district-65-board-weighs-later-start-times-for-middle-schools",
                "District 65 Board Weighs Later Start Times For Middle Schools",
                "2027-02-09",
                iso_utc("2027-02-09 15:20", TZ),
                "2027-02-09 15:20",
                ["Megan Kowalski", "Derek Yuen"],
                [
                    "EVANSTON, IL — Middle school students in Evanston could start class almost an hour later next fall under a proposal the District 65 school board discussed Monday night.",
                    "The plan would move the start of the school day at the district's three middle schools from 7:55 a.m. to 8:45 a.m. Elementary schools would start 20 minutes earlier, at 8 a.m., so the district can keep using the same buses for both.",
                    "District officials cited research showing that teenagers are more alert later in the morning. “We have heard from many families that their kids are simply not awake at 7:55,” said Superintendent Angel Turner.",
                    "Some parents of younger children objected. Several said the earlier elementary start would make mornings harder for working families who rely on before-school care.",
                    "The board is expected to vote on the proposal in March. If approved, the new schedule would take effect in August.",
                ],
                "nextjs-staff-two-authors",
                section="Schools",
                role="Porchlight Staff",
            )
        )
        add(
            story(
                "e_crash",
                f"{TOWN}/driver-hospitalized-after-crash-on-ridge-avenue-police",
                "Driver Hospitalized After Crash On Ridge Avenue: Police",
                "2027-02-10",
                iso_utc("2027-02-10 06:50", TZ),
                "2027-02-10 06:50",
                [],
                [
                    "EVANSTON, IL — A driver was taken to a hospital with serious injuries after a crash on Ridge Avenue early Wednesday, Evanston police said.",
                    "The crash happened around 4:30 a.m. near Ridge Avenue and Church Street, when a northbound car left the roadway and struck a tree, according to police. The driver, a 34-year-old man from Skokie, was the only person in the car.",
                    "Ridge Avenue was closed between Church Street and Davis Street for about three hours. Police said snow and ice may have been a factor. The crash remains under investigation.",
                ],
                "nextjs-staff-credit-only",
                section="Police & Fire",
                credit="Porchlight Staff",
            )
        )
        add(
            story(
                "e_bakery",
                f"{TOWN}/new-bakery-opens-on-main-street-in-former-hardware-store",
                "New Bakery Opens On Main Street In Former Hardware Store",
                "2027-02-08",
                iso_utc("2027-02-08 11:00", TZ),
                "2027-02-08 11:00",
                ["Derek Yuen"],
                [
                    "EVANSTON, IL — A bakery specializing in sourdough and Polish pastries has opened on Main Street in the building that housed a neighborhood hardware store for more than 50 years.",
                    "Rye & Poppy, at 618 Main St., opened Saturday and sold out of paczki by 10 a.m., said co-owner Marta Zielinski, who runs the bakery with her husband, Paul.",
                    "“People kept coming in and telling us they bought their first hammer here, or their kids' first bike,” Zielinski said. “We kept the old wooden shelves and the sign from the paint counter.”",
                    "The couple previously sold bread at the Evanston farmers market for six years. The bakery is open Wednesday through Sunday from 7 a.m. to 2 p.m.",
                ],
                "nextjs-staff-business",
                section="Business",
                role="Porchlight Staff",
            )
        )
        # --- community corner: staff announcements and neighbor posts ----------------------------------------------------
        add(
            story(
                "e_neighbor",
                f"{TOWN}/introducing-neighbor-posts-share-your-news-with-evanston",
                "Introducing Neighbor Posts: Share Your News With Evanston",
                "2027-02-05",
                iso_utc("2027-02-05 09:00", TZ),
                "2027-02-05 09:00",
                ["Alyssa Brandt"],
                [
                    "EVANSTON, IL — Starting today, anyone in Evanston can publish news, announcements and questions on Porchlight through a new feature we are calling Neighbor Posts.",
                    "Neighbor Posts are written by readers, local businesses and community organizations, not by our newsroom. They appear in the Community Corner section and on the Evanston home page, marked with a “Neighbor Post” label so you always know who wrote what.",
                    "## What you can post",
                    "- Announcements from schools, churches, clubs and nonprofits",
                    "- Events, which will also appear in our community calendar",
                    "- Lost and found pets and items",
                    "- Letters and opinions about local issues",
                    "- Questions for your neighbors",
                    "## How we review posts",
                    "Our community team reviews every post within one business day. We don't edit Neighbor Posts, but we will remove posts that are commercial spam, that attack individuals or that break our community guidelines.",
                    "We hope Neighbor Posts will make Porchlight a better place to find out what is happening on your block. Questions? Email community@porchlight.test.",
                ],
                "nextjs-staff-community-announcement-list",
                section="Community Corner",
                role="Community Manager",
            )
        )
        add(
            story(
                "e_photos",
                f"{TOWN}/send-us-your-photos-of-evanston-in-the-snow",
                "Send Us Your Photos Of Evanston In The Snow",
                "2027-02-10",
                iso_utc("2027-02-10 07:30", TZ),
                "2027-02-10 07:30",
                ["Alyssa Brandt"],
                [
                    "EVANSTON, IL — Did you wake up to a winter wonderland, or a driveway you can't find? We want to see it.",
                    "Send us your photos of the overnight snow in Evanston: sledding at Lovelace Park, snowy streets, buried cars, pets enjoying (or not enjoying) the snow. We will share the best ones in a gallery on Porchlight on Thursday.",
                    "To submit, upload your photos through the form below or email them to photos@porchlight.test. Please include your name, the neighborhood where the photo was taken and a short description. Photos must be your own.",
                    "Stay safe out there, and please don't take photos while driving.",
                ],
                "nextjs-staff-callout",
                section="Community Corner",
                role="Community Manager",
            )
        )
        add(
            story(
                "e_meet",
                f"{TOWN}/meet-derek-yuen-porchlights-new-evanston-reporter",
                "Meet Derek Yuen, Porchlight's New Evanston Reporter",
                "2027-02-04",
                iso_utc("2027-02-04 12:00", TZ),
                "2027-02-04 12:00",
                ["Megan Kowalski"],
                [
                    "EVANSTON, IL — Porchlight Evanston is growing. This week we welcomed Derek Yuen, who joins us as a reporter covering business, development and the city's neighborhoods.",
                    "Derek grew up in Skokie and has covered the north suburbs for the past five years, most recently for a weekly newspaper in Wilmette. He studied journalism at Northwestern and still can't decide which Evanston beach is best.",
                    "You can reach Derek at derek.yuen@porchlight.test with tips, story ideas and, he says, restaurant recommendations.",
                    "With two full-time reporters, we will be able to cover more City Council and school board meetings, and spend more time on the stories that matter to you.",
                ],
                "nextjs-staff-newsroom-announcement",
                section="Community Corner",
                role="Editor",
            )
        )
        add(
            story(
                "e_weekend",
                f"{TOWN}/this-weekend-in-evanston-8-things-to-do",
                "This Weekend In Evanston: 8 Things To Do",
                "2027-02-10",
                iso_utc("2027-02-10 12:00", TZ),
                "2027-02-10 12:00",
                ["Alyssa Brandt"],
                [
                    "EVANSTON, IL — Snow or no snow, there is plenty going on in Evanston this weekend. Here are eight ideas.",
                    "- Winter coat swap at Robert Crown Community Center, Saturday 10 a.m. to 1 p.m.",
                    "- Valentine's card-making for kids at the main library, Saturday 11 a.m.",
                    "- Northwestern women's basketball against Iowa, Saturday 2 p.m.",
                    "- Chili cook-off at the Ebenezer A.M.E. Church hall, Saturday 5 p.m.",
                    "- Jazz trio at the Space, Saturday 8 p.m.",
                    "- Guided winter bird walk at the Evanston Ecology Center, Sunday 8 a.m.",
                    "- Paczki at Rye & Poppy on Main Street, all weekend while they last",
                    "- Free skating at the Robert Crown rink, Sunday 1 p.m. to 3 p.m.",
                    "Know of an event we missed? Add it to our community calendar.",
                ],
                "nextjs-staff-list-article",
                section="Community Corner",
                role="Community Manager",
            )
        )
        add(
            story(
                "e_pet",
                f"{TOWN}/pet-of-the-week-meet-biscuit-a-shy-senior-beagle",
                "Pet Of The Week: Meet Biscuit, A Shy Senior Beagle",
                "2027-02-09",
                iso_utc("2027-02-09 10:00", TZ),
                "2027-02-09 10:00",
                ["Alyssa Brandt"],
                [
                    "EVANSTON, IL — Biscuit is a 9-year-old beagle who came to the Evanston Animal Shelter after her owner moved into assisted living. She is shy at first but loves gentle belly rubs and short walks.",
                    "Biscuit gets along with calm dogs and older children. She would do best in a quiet home without cats. She is spayed, microchipped and up to date on her vaccinations.",
                    "To meet Biscuit, visit the shelter at 2310 Oakton St. during open hours or fill out an adoption application on its website.",
                ],
                "nextjs-staff-series-short",
                section="Community Corner",
                role="Community Manager",
            )
        )
        add(
            story(
                "e_letter",
                f"{TOWN}/letter-the-bike-path-plan-ignores-seniors-who-walk-the-lakefront",
                "Letter: The Bike Path Plan Ignores Seniors Who Walk The Lakefront",
                "2027-02-09",
                iso_utc("2027-02-09 17:12", TZ),
                "2027-02-09 17:12",
                ["Robert Haines"],
                [
                    "I have walked the lakefront between Lee Street and the university every morning for 22 years. On Monday night, the City Council decided to put a bike highway next to that path without, as far as I can tell, asking a single person who walks there.",
                    "I am not against bicycles. My grandchildren ride. But a 12-foot path designed for speed, a few feet from where older people walk with canes and walkers, is a recipe for accidents. Many of us are not quick enough to step aside.",
                    "The city says the path will be separated. By what? A painted line is not a separation. I ask the council to require a physical barrier and a speed limit before construction begins.",
                    "Evanston prides itself on being a city for all ages. This plan was made for some of us.",
                ],
                "nextjs-neighbor-letter",
                section="Neighbor Posts",
                neighbor=True,
            )
        )
        add(
            story(
                "e_library",
                f"{TOWN}/evanston-public-library-extends-sunday-hours-at-branches",
                "Evanston Public Library Extends Sunday Hours At Branches",
                "2027-02-08",
                iso_utc("2027-02-08 14:30", TZ),
                "2027-02-08 14:30",
                [],
                [
                    "The Evanston Public Library will extend Sunday hours at its Robert Crown and Chicago Avenue/Main Street branches beginning March 7.",
                    "Both branches will be open from noon to 5 p.m. on Sundays, two hours longer than now. The change was made possible by a grant from the Evanston Community Foundation and responds to requests from families who use the branches on weekends.",
                    "The main library at 1703 Orrington Ave. will continue to be open Sundays from 1 p.m. to 5 p.m.",
                    "For more information, visit the library's website or call 847-555-0180.",
                ],
                "nextjs-neighbor-organization-press-release",
                section="Neighbor Posts",
                neighbor=True,
                org="Evanston Public Library",
            )
        )

    # --- templates ----------------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.is_article or doc.kind in ("event", "classified", "neighbor-question"):
            main = self.story_main(doc)
        else:
            main = self.listing_main(doc)
        return self.frame(doc, main)

    def poster(self, doc: Doc) -> tuple[str, str, bool]:
        """(name, role, is_neighbor) of a story page's byline."""
        x = doc.extra
        if doc.kind in ("event", "classified", "neighbor-question"):
            return x["poster"][0], x["poster"][1], True
        if x.get("neighbor"):
            return (x.get("org") or doc.authors[0]), "Neighbor", True
        if x.get("credit"):
            return x["credit"], "", False
        return " and ".join(doc.authors), x.get("role", ""), False

    def posted(self, doc: Doc) -> str:
        return doc.extra["posted"] if not doc.is_article else doc.stamp

    def byline(self, doc: Doc) -> str:
        name, role, neighbor = self.poster(doc)
        if neighbor:
            return f'<div class="{cx("Byline__byline")}"><img src="https://cdn.porchlight.test/avatars/{quote(name.lower().replace(" ", "-"))}.png" alt="" width="40" height="40" class="{cx("Byline__avatar")}"><span>Posted by </span><a class="{cx("Byline__name")}" href="/users/{quote(name.lower().replace(" ", "-").replace(".", ""))}">{esc(name)}</a><span class="{cx("Byline__title")}">, {esc(role)}</span></div>'
        if doc.authors:
            links = [
                f'<a class="{cx("Byline__name")}" href="/users/{a.lower().replace(" ", "-")}">{esc(a)}</a>'
                for a in doc.authors
            ]
            return f'<div class="{cx("Byline__byline")}"><img src="https://cdn.porchlight.test/avatars/{doc.authors[0].lower().replace(" ", "-")}.png" alt="" width="40" height="40" class="{cx("Byline__avatar")}">{" and ".join(links)}<span class="{cx("Byline__title")}">, {esc(role)}</span></div>'
        return f'<div class="{cx("Byline__byline")}"><img src="https://cdn.porchlight.test/avatars/porchlight-staff.png" alt="" width="40" height="40" class="{cx("Byline__avatar")}"><span class="{cx("Byline__name")}">{esc(name)}</span></div>'

    def ld(self, doc: Doc) -> list[dict[str, Any]]:
        url = self.url(doc.key)
        name, _role, neighbor = self.poster(doc)
        posted = self.posted(doc)
        if doc.authors and not neighbor:
            author: list[dict[str, str]] = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/users/{a.lower().replace(' ', '-')}"}
                for a in doc.authors
            ]
        elif neighbor:
            author = [{"@type": "Person", "name": name}]
        else:
            author = [{"@type": "Organization", "name": "Porchlight Staff"}]
        art: dict[str, Any] = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "url": url,
            "mainEntityOfPage": url,
            "datePublished": iso_utc(posted, TZ),
            "dateModified": iso_utc(doc.extra.get("updated", posted), TZ),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Porchlight",
                "logo": {"@type": "ImageObject", "url": "https://cdn.porchlight.test/static/logo-600x60.png"},
            },
            "articleSection": doc.extra.get("category") or doc.section,
            "isAccessibleForFree": True,
        }
        out = [art]
        if doc.kind == "event":
            out.append(
                {
                    "@context": "https://schema.org",
                    "@type": "Event",
                    "name": doc.title,
                    "startDate": doc.extra["start"],
                    "eventAttendanceMode": "https://schema.org/OfflineEventAttendanceMode",
                    "location": {
                        "@type": "Place",
                        "name": "Robert Crown Community Center",
                        "address": "1801 Main St, Evanston, IL 60202",
                    },
                    "isAccessibleForFree": True,
                    "organizer": {"@type": "Organization", "name": doc.extra["poster"][0]},
                }
            )
        return out

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        is_story = doc.is_article or doc.kind in ("event", "classified", "neighbor-question")
        title = (
            f"{doc.title} | Evanston, IL Porchlight"
            if is_story
            else (
                "Evanston, IL Porchlight - Breaking Local News"
                if doc.key == "home"
                else f"{doc.title} | Evanston, IL Porchlight"
            )
        )
        metas = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if is_story else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Porchlight">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        lds = ""
        next_data: dict[str, Any] = {
            "props": {"pageProps": {"town": {"id": 96, "name": "Evanston", "state": "IL", "slug": "evanston"}}},
            "page": "/[state]/[town]" if doc.key == "home" else "/[state]/[town]/[...slug]",
            "buildId": "Zq0pL8aQ2uFhXo3s",
            "isFallback": False,
            "gssp": True,
        }
        if is_story:
            posted = self.posted(doc)
            metas.append(f'<meta property="article:published_time" content="{iso_utc(posted, TZ)}">')
            metas.append(
                f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else plain_first(doc))}">'
            )
            lds = "\n".join(
                f'<script type="application/ld+json">{json.dumps(d, ensure_ascii=False)}</script>' for d in self.ld(doc)
            )
            name, role, neighbor = self.poster(doc)
            next_data["props"]["pageProps"]["article"] = {
                "id": zlib.crc32(doc.path.encode()) % 10**7,
                "type": "neighbor" if neighbor else "staff",
                "contentType": doc.kind if not doc.is_article else "article",
                "title": doc.title,
                "slug": doc.path.rsplit("/", 1)[-1],
                "publishedAt": iso_utc(posted, TZ),
                "author": {"displayName": name, "title": role},
                "category": doc.extra.get("category") or doc.section,
            }
        nav = "".join(
            f"<li>{self.a(k, t, 'nav', NAV_A)}</li>"
            if k in self.docs
            else f'<li><a class="{cx("Nav__link")}" href="{k}">{t}</a></li>'
            for k, t in (
                ("home", "News"),
                ("corner", "Community Corner"),
                (f"{TOWN}/calendar", "Calendar"),
                (f"{TOWN}/classifieds", "Classifieds"),
                (f"{TOWN}/real-estate", "Real Estate"),
                (f"{TOWN}/obituaries", "Obituaries"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
{chr(10).join(metas)}
<meta name="next-head-count" content="{len(metas) + 3}">
<link rel="preload" href="/_next/static/css/4e1b2f8a9c0d.css" as="style">
<link rel="stylesheet" href="/_next/static/css/4e1b2f8a9c0d.css" data-n-g="">
<style data-emotion="css-global">/*PAD*/</style>
{lds}
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body>
<div id="__next">
<div class="{cx("Layout__wrapper")}">
<header class="{cx("Header__wrapper")}">
<div class="{cx("Header__top")}"><a href="/" class="{cx("Header__logo")}" aria-label="Porchlight home"><svg width="120" height="28" role="img"><title>Porchlight</title></svg></a><a href="{TOWN}" class="{cx("Header__town")}">Evanston, IL</a> <button class="{cx("Header__follow")}">Follow</button> <a href="/login" class="{cx("Header__login")}">Log in</a> <a href="/register" class="{cx("Header__signup")}">Sign up</a></div>
<nav class="{cx("Nav__wrapper")}"><ul>{nav}</ul><form action="/search" class="{cx("Nav__search")}"><input name="q" type="search" placeholder="Search Porchlight"></form></nav>
</header>
<div class="{cx("Ad__leaderboard")}" id="div-gpt-ad-top" style="min-height:90px"></div>
<main class="{cx("Layout__main")}">
{main}
</main>
<aside class="{cx("Layout__rail")}"><section class="{cx("Rail__module")}"><h2>Around Evanston</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["e_snow", "e_crash", "e_photos"])}</ul></section><section class="{cx("Rail__module")}"><h2>Post to Porchlight</h2><p>Share news, events and questions with your neighbors. <a href="/post/new?town=evanston">Create a Neighbor Post</a></p><p>{self.a("corner", "Community Corner", "aside")} · {self.a("search", "Search", "aside")}</p></section><div class="{cx("Ad__rail")}" id="div-gpt-ad-rail" style="min-height:250px"></div></aside>
<footer class="{cx("Footer__wrapper")}"><nav><a href="/about">About Porchlight</a> · <a href="/community-guidelines">Community Guidelines</a> · <a href="/terms">Terms of Use</a> · <a href="/privacy">Privacy Policy</a> · <a href="/privacy#ccpa">Do Not Sell or Share My Personal Information</a> · <a href="/advertise">Advertise</a> · <a href="/contact">Contact</a></nav><p>© 2027 Porchlight Media Inc. All rights reserved.</p></footer>
</div>
</div>
<div id="onetrust-banner-sdk" role="region" aria-label="Cookie banner"><p>We use cookies and similar technologies to personalize content and ads and to analyze our traffic. By clicking “Accept”, you agree to our use of cookies.</p><button id="onetrust-accept-btn-handler">Accept</button> <button id="onetrust-pc-btn-handler">Cookie Settings</button></div>
<script id="__NEXT_DATA__" type="application/json">{json.dumps(next_data, ensure_ascii=False)}</script>
<script src="/_next/static/chunks/webpack-9f2c1e.js" defer></script>
<script src="/_next/static/chunks/framework-7a1d3b.js" defer></script>
<script src="/_next/static/chunks/pages/_app-5c0e8f.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        _name, _role, neighbor = self.poster(doc)
        posted = self.posted(doc)
        badge = f'<span class="{cx("Badge__neighbor")}">Neighbor Post</span>' if neighbor else ""
        category = x.get("category") or doc.section
        cat_link = (
            self.a("corner", category, "breadcrumb", f'class="{cx("ArticleHeader__category")}"')
            if category == "Community Corner"
            else f'<a class="{cx("ArticleHeader__category")}" href="{TOWN}/{category.lower().replace(" & ", "-").replace(" ", "-")}">{esc(category)}</a>'
        )
        updated = (
            f'<time class="{cx("ArticleHeader__updated")}" datetime="{iso_utc(x["updated"], TZ)}">Updated {ct(x["updated"])}</time>'
            if x.get("updated")
            else ""
        )
        disclaimer = (
            f'<p class="{cx("Disclaimer__text")}">This post was contributed by a community member. The views expressed here are the author\'s own.</p>'
            if neighbor
            else ""
        )
        if doc.is_article:
            body = blocks_html(self, doc.blocks)
        else:
            body = blocks_html(self, doc.blocks)
            if doc.kind == "event":
                body = f'<dl class="{cx("EventDetails__list")}"><dt>When</dt><dd>{esc(x["when"])}</dd><dt>Where</dt><dd>{esc(x["where"])}</dd><dt>Cost</dt><dd>{esc(x["cost"])}</dd></dl><a class="{cx("EventDetails__ics")}" href="/calendar/ics/1184022">Add to calendar</a>\n{body}'
            elif doc.kind == "classified":
                body = f'<div class="{cx("Classified__meta")}">Lost &amp; Found · Evanston · Expires Mar 11, 2027</div>\n{body}<a class="{cx("Classified__reply")}" href="/classifieds/reply/1184310">Reply to this listing</a>'
        comments = ""
        if doc.kind == "neighbor-question":
            items = "".join(
                f'<li class="{cx("Comments__item")}"><div class="{cx("Comments__author")}"><a href="/users/{quote(p.user.lower().replace(" ", "-").replace(".", ""))}">{esc(p.user)}</a>{" <span>Porchlight</span>" if p.flags.get("staff") else ", Neighbor"}</div><time datetime="{iso_utc(p.time, TZ)}">{ct(p.time)}</time><p>{esc(p.lines[0])}</p><button>Reply</button> <span>{p.score} Thanks</span></li>'
                for p in x["replies"]
            )
            comments = f'<section class="{cx("Comments__section")}"><h2>{len(x["replies"])} Replies</h2><ol>{items}</ol><a href="/login?next={quote(doc.path)}">Log in to reply</a></section>'
        elif doc.is_article:
            comments = f'<section class="{cx("Comments__section")}"><h2>Comments</h2><p>Join the conversation. <a href="/login?next={quote(doc.path)}">Log in</a> to comment.</p></section>'
        more = [k for k in (CORNER if neighbor or category == "Community Corner" else STAFF) if k != doc.key][:3]
        more_html = "".join(
            f'<li class="{cx("Card__item")}"><span class="{cx("Card__category")}">{esc(self.docs[k].extra.get("category") or self.docs[k].section)}</span> {self.a(k, self.docs[k].title, "related", CARD_A)}</li>'
            for k in more
        )
        share = quote(self.url(doc.key), safe="")
        return f"""<article class="{cx("Article__wrapper")}">
<header class="{cx("ArticleHeader__wrapper")}">
{badge}{cat_link}
<h1 class="{cx("ArticleHeader__title")}">{esc(doc.title)}</h1>
{f'<h2 class="{cx("ArticleHeader__dek")}">{esc(doc.dek)}</h2>' if doc.dek else ""}
{self.byline(doc)}
<div class="{cx("ArticleHeader__dates")}"><time class="{cx("ArticleHeader__published")}" datetime="{iso_utc(posted, TZ)}">Posted {ct(posted)}</time>{updated}</div>
<div class="{cx("Share__bar")}"><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Share</a> <a href="mailto:?body={share}">Email</a> <button>Reply</button></div>
</header>
<div class="{cx("ArticleBody__content")}">
{body}
</div>
{disclaimer}
<div class="{cx("Newsletter__inline")}"><p>Get more local news delivered straight to your inbox. <a href="/subscribe?town=evanston">Sign up for free Porchlight alerts and newsletters</a> for Evanston.</p></div>
{comments}
<section class="{cx("MoreFrom__section")}"><h2>More from Evanston</h2><ul>{more_html}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            name, _role, neighbor = self.poster(d)
            badge = f'<span class="{cx("Badge__neighbor")}">Neighbor Post</span>' if neighbor else ""
            category = d.extra.get("category") or d.section
            cards.append(
                f'<article class="{cx("Card__wrapper")}"><img src="https://cdn.porchlight.test/images/{zlib.crc32(d.path.encode()) % 10**7}/400x225.jpg" alt="" loading="lazy" width="400" height="225">{badge}<span class="{cx("Card__category")}">{esc(category)}</span><h2 class="{cx("Card__title")}">{self.a(k, d.title, "content")}</h2><p class="{cx("Card__dek")}">{esc(self.lede(d) if d.is_article else plain_first(d))}</p><div class="{cx("Card__meta")}">{esc(name)} · <time datetime="{iso_utc(self.posted(d), TZ)}">{ct(self.posted(d)).split(" at ")[0]}</time></div></article>'
            )
        if doc.key == "home":
            head = f'<h1 class="{cx("TownHeader__title")}">{esc(doc.title)}</h1><p class="{cx("TownHeader__sub")}">Local news, events and neighbor posts for Evanston, IL</p>'
            extra = f'<section class="{cx("HomeModule__neighbors")}"><h2>From your neighbors</h2><ul><li>{self.a("e_ask", self.docs["e_ask"].title, "content")}</li><li>{self.a("e_lost", self.docs["e_lost"].title, "content")}</li><li>{self.a("e_event", self.docs["e_event"].title, "content")}</li></ul></section><p>{self.a("corner", "More Community Corner", "content")}</p>'
        elif doc.kind == "search":
            head = f'<h1 class="{cx("Search__title")}">{esc(doc.title)}</h1><form action="/search"><input name="q" value="snow"><button>Search</button></form><p>Showing results in Evanston, IL</p>'
            extra = ""
        else:
            head = f'<h1 class="{cx("Section__title")}">{esc(doc.title)}</h1><p class="{cx("Section__intro")}">Announcements, events, letters and questions from Porchlight and from your Evanston neighbors.</p>'
            extra = ""
        pager = ""
        if doc.key == "corner":
            pager = f'<nav class="{cx("Pagination__nav")}"><span aria-current="page">1</span> {self.a("corner2", "2", "pagination")} <a href="{TOWN}/community-corner?page=3">3</a> {self.a("corner2", "Next", "pagination")}</nav>'
        elif doc.key == "corner2":
            pager = f'<nav class="{cx("Pagination__nav")}">{self.a("corner", "Previous", "pagination")} {self.a("corner", "1", "pagination")} <span aria-current="page">2</span> <a href="{TOWN}/community-corner?page=3">3</a></nav>'
        return f'<section class="{cx("Feed__wrapper")}">{head}<div class="{cx("Feed__list")}">{"".join(cards)}</div>{extra}{pager}</section>'


def plain_first(doc: Doc) -> str:
    for b in doc.blocks:
        if b[0] == "p":
            t = b[1]
            return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
    return ""
