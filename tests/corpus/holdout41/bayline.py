# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Bayline: an East Bay (California) nonprofit newsroom that publishes **AMP only**: WordPress 6 with the Newspack
theme and the official AMP plugin in *standard* mode (`<html amp>`, `amp-img`, `amp-carousel`, `amp-accordion`,
`amp-sidebar`, `amp-consent`, `<style amp-custom>`, the AMP boilerplate, every page's canonical is itself; there is
no non-AMP version). URLs `/2026/12/03/<slug>/`, `/category/east-bay/`, `/category/east-bay/page/2/`,
`/tag/bart/`, `/author/<slug>/`, `/?s=`. UTF-8. Pacific time (-08:00 in December).

Metadata as the AMP plugin writes it when no SEO plugin is active: a `BlogPosting` JSON-LD on every post (the
video post too) whose `datePublished` is the post's **GMT** time with `+00:00` (an evening story is the next day in
UTC: the label is the Pacific day), an `author` that is the WordPress user who filed the post (a staff account
"Bayline Staff" is a Person there; only the first of two co-authors), escaped slashes. The theme prints the local
date in `<time class="entry-date published" datetime="…-08:00">` and an "Updated" time next to it. The rent-rules
explainer keeps five of its sections in an `amp-accordion` (their questions and answers are body); the parade story
has an `amp-carousel` of captioned photos (not body); the op-ed ends with an italic writer line (not body)."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["rent", "ferry", "bart", "bakery", "library", "bikes", "parade", "lakeview"]
SLUG = {"Dana Whitfield": "dana-whitfield"}
PN = 'class="page-numbers"'


def slashes(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("/", "\\/")


class Bayline(Base):
    origin = "https://www.bayline.test"
    name = "Bayline"
    prefix = "bay"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "bay",
            [
                ".site-header",
                ".main-navigation",
                ".entry-header",
                ".entry-content",
                ".wp-block-newspack-blocks-homepage-articles",
                ".newspack-post-subtitle",
                "amp-accordion section h3",
                ".site-footer",
                ".jp-relatedposts",
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
                "Bayline",
                "newspack-amp-home",
                list=["rent", "bart", "ferry", "bakery", "library", "bikes", "parade", "lakeview", "video"],
            )
        )
        add(
            page(
                "eastbay",
                "/category/east-bay/",
                "section",
                "East Bay",
                "amp-category-archive",
                list=["rent", "bart", "ferry", "bakery"],
                more="eastbay2",
            )
        )
        add(
            page(
                "eastbay2",
                "/category/east-bay/page/2/",
                "section",
                "East Bay",
                "amp-category-archive-page2",
                list=["library", "parade", "lakeview", "video"],
            )
        )
        add(page("tag", "/tag/bart/", "tag", "BART", "amp-tag-archive", list=["bart", "bikes", "ferry"]))
        add(
            page(
                "author",
                "/author/dana-whitfield/",
                "author",
                "Dana Whitfield",
                "amp-author-archive",
                ["Dana Whitfield covers transportation and the waterfront for Bayline. She lives in Alameda."],
                list=["ferry", "bakery"],
            )
        )
        add(page("search", "/?s=ferry", "search", "Search results for: ferry", "amp-search", list=["ferry", "video"]))
        add(
            page(
                "video",
                "/2026/12/03/video-seaplane-lagoon-ferry-terminal-from-above/",
                "video",
                "Video: The Seaplane Lagoon ferry terminal from above",
                "amp-video-post-one-line",
                ["Drone footage of the ferry terminal at Alameda Point and the water where the second float would go."],
                stamp="December 3, 2026",
                iso="2026-12-04T06:45:00+00:00",
                local="2026-12-03T22:45:00-08:00",
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About Bayline",
                "about-page",
                [
                    "Bayline is a nonprofit, nonpartisan newsroom covering Oakland, Berkeley, Alameda, Richmond and the rest of the East Bay. We started publishing in 2019 with three reporters and a borrowed desk; today we have a staff of eleven.",
                    "Our reporting is free to read and free to republish under a Creative Commons license. We are funded by readers, local foundations and a small number of sponsors, who have no say in what we cover.",
                    "## Our staff",
                    "- Dana Whitfield, transportation and the waterfront",
                    "- Marisol Ortega, housing and city hall",
                    "- Kevin Tran, Richmond and west Contra Costa",
                    "- Tomás Beltrán, high school sports",
                    "Story tips and corrections: tips@bayline.test.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "Privacy Policy",
                "policy-page",
                [
                    "Last updated: August 12, 2026",
                    "This policy explains what information Bayline collects when you visit our website, sign up for a newsletter or make a donation, and how we use it.",
                    "We use cookies and similar technologies to measure how many people read our stories and to remember your preferences. We do not sell your personal information.",
                    "Donations are processed by a third-party payment provider. We keep your name, email address and the amount of your gift so that we can send receipts and thank you.",
                    "You can ask us to delete your information at any time by writing to privacy@bayline.test.",
                ],
            )
        )
        add(
            story(
                "ferry",
                "/2026/12/03/seaplane-lagoon-ferry-expansion-delayed-2028/",
                "Seaplane Lagoon ferry expansion pushed back to 2028 after bids come in high",
                "2026-12-03",
                "2026-12-04T06:30:00+00:00",
                "December 3, 2026",
                ["Dana Whitfield"],
                [
                    "Alameda’s plan to add a second float and a covered waiting area at the Seaplane Lagoon ferry terminal will not be finished until the spring of 2028, nearly two years later than promised, after construction bids came in far above the agency’s estimate.",
                    "The board of the regional ferry authority voted 5-2 on Thursday to reject all three bids it received in October. The lowest, from Stockton-based Delmar Marine Builders, was $41.6 million, about $13 million more than the engineers’ estimate of $28.4 million.",
                    "“We are not going to sign a contract we can’t pay for and then come back in a year asking for change orders,” said board chair Evelyn Sato. “That is how projects like this go wrong.”",
                    "FIG: Passengers board a ferry at Seaplane Lagoon | Passengers board the 7:10 a.m. ferry at Seaplane Lagoon in November. (Dana Whitfield/Bayline)",
                    "Ridership at the terminal, which opened in 2021 on the western edge of the former naval air station, has grown faster than at almost any other stop in the system. On an average weekday in October, 3,150 passengers boarded or left boats there, up from about 1,900 a year earlier, according to figures presented at the meeting.",
                    "The single float can handle only one vessel at a time, which has forced the agency to stagger morning departures and has left some commuters waiting on the pier in the rain. A second float would allow two boats to load at once and make room for a planned direct route to Mission Bay.",
                    "Agency staff told the board that steel prices and a shortage of marine contractors willing to take on work in the bay had pushed the bids up. Two firms that attended a pre-bid meeting in the summer did not submit offers at all.",
                    "## What happens next",
                    "The agency will split the project in two. The float, gangway and piles will be put out to bid again in February, while the waiting shelter, lighting and bicycle parking will be designed separately and could be paid for with a state transit grant the city applied for in September.",
                    "Staff estimate the new schedule will add about $2 million in design and management costs. Construction on the water could start in the fall of 2027, after the herring spawning season, when in-water work is restricted.",
                    "Board member Luis Carrasco, one of the two no votes, said splitting the work would only delay the parts riders care about most. “People are not asking for a prettier shelter,” he said. “They are asking to get on a boat.”",
                    "The city said in a statement that it was “disappointed but not surprised” and would press the agency to add a second evening departure from Seaplane Lagoon in the meantime. Riders who want to weigh in can do so at the board’s January meeting, when a revised budget for the project is due.",
                    "Bayline’s [[video|drone video of the terminal]] shows the site of the planned float.",
                ],
                "amp-post-utc-jsonld-next-day",
                section="East Bay",
                dek="The second float was supposed to open next summer. Now the agency says it needs more money and more time.",
                updated="December 4, 2026",
                local="2026-12-03T22:30:00-08:00",
                tags=["tag"],
            )
        )
        add(
            story(
                "rent",
                "/2026/12/04/oakland-rent-board-rules-explained/",
                "What Oakland’s new rent board rules mean for tenants and landlords",
                "2026-12-04",
                "2026-12-04T17:15:00+00:00",
                "December 4, 2026",
                ["Marisol Ortega"],
                [
                    "Oakland’s Rent Adjustment Board approved a package of rule changes on Wednesday night that will affect roughly 90,000 rental units across the city, from small duplexes in the Laurel district to large apartment buildings downtown.",
                    "The changes follow more than a year of hearings and were passed 6-1 after a four-hour meeting in which dozens of tenants and property owners spoke. Some of the rules tighten protections for renters; others give landlords clearer ways to pass on certain costs.",
                    "We have collected the questions readers sent us most often this week. Tap a question to read the answer.",
                    "ACC: Who is covered by the new rules?",
                    "A: Most of the changes apply to units covered by Oakland’s rent adjustment ordinance, which generally means buildings with two or more units built before 1983. Single-family homes and condominiums are mostly exempt from the limits on increases, but the new move-out inspection rules apply to nearly every rental in the city.",
                    "A: If you are not sure whether your unit is covered, the rent program’s online lookup tool lets you search by address.",
                    "ACC: How much can my rent go up next year?",
                    "A: The allowable increase for 2027 will be 2.9 percent, based on the regional consumer price index. Under the new rules, landlords who did not raise the rent in earlier years can bank no more than two years’ worth of increases, down from three, and can add no more than 5 percent in total in any single year.",
                    "ACC: What changes when I move out?",
                    "A: Landlords will have to offer tenants a walk-through inspection at least two weeks before the end of a tenancy and give them a written list of any problems that could lead to deductions from the deposit. Tenants then have a chance to fix those problems themselves.",
                    "A: Photos taken at move-in must be shared with the tenant within 30 days. Landlords who skip these steps will not be able to deduct cleaning costs from a deposit.",
                    "ACC: Can landlords pass on the cost of repairs?",
                    "A: Yes, but with new limits. Owners who make major improvements, such as a seismic retrofit or a new roof, can apply to pass part of the cost on to tenants over ten years. The board capped those pass-throughs at $70 a month per unit and excluded work that was needed only because of deferred maintenance.",
                    "ACC: When do the rules take effect?",
                    "A: The inspection and deposit rules take effect on Feb. 1. The limits on banked increases apply to notices served on or after March 1. The City Council still has to approve the changes to capital improvement pass-throughs, and it is expected to take them up in January.",
                    "Board member Aisha Gordon, who cast the only no vote, said the package did not go far enough to protect tenants in older buildings. A spokesperson for the Oakland Small Property Owners Alliance said the cap on pass-throughs would discourage owners from making needed repairs.",
                    "Tenants and owners with questions can call the rent program’s counseling line or visit its drop-in hours at City Hall on Tuesdays and Thursdays.",
                ],
                "amp-accordion-explainer",
                section="East Bay",
                dek="The changes touch everything from annual increases to move-out inspections. Here is what we know.",
                local="2026-12-04T09:15:00-08:00",
            )
        )
        add(
            story(
                "parade",
                "/2026/11/29/richmond-winter-lights-parade-record-crowd/",
                "Richmond’s winter lights parade draws record crowd despite the rain",
                "2026-11-29",
                "2026-11-30T04:05:00+00:00",
                "November 29, 2026",
                ["Kevin Tran"],
                [
                    "Steady rain did little to keep people away from Richmond’s winter lights parade on Sunday evening, as an estimated 14,000 people lined Macdonald Avenue to watch more than 60 floats, marching bands and decorated trucks roll through downtown.",
                    "The crowd was the largest since the city revived the parade in 2019, organizers said, and many families arrived more than an hour early to claim a spot under the awnings between 10th and 13th streets.",
                    "CAR: A float covered in blue lights | A float built by the Iron Triangle Neighborhood Council turns onto Macdonald Avenue. ;; A marching band in ponchos | The Kennedy High School band played through the rain. ;; Children with umbrellas on the curb | Families waited under umbrellas for more than an hour. ;; A lit pickup truck | Grand marshal Harold Jenkins rode in a restored 1956 pickup.",
                    "“We told people to bring umbrellas, and they brought umbrellas and ponchos and folding chairs,” said Renée Castillo, who chairs the volunteer committee that organizes the event. “Nobody went home.”",
                    "This year’s grand marshal was Harold Jenkins, a 91-year-old retired shipyard welder who started the city’s first youth boxing club in the 1970s. He rode in a restored 1956 pickup decorated with 3,000 lights by students from the Kennedy High School auto shop.",
                    "The parade ended at the Civic Center plaza, where the city’s 40-foot tree was lit just after 7 p.m. Food trucks stayed open until 9, and the city ran free shuttles from the Richmond BART station.",
                    "Police reported no arrests. A city spokesperson said two people were treated for minor injuries after slipping on wet pavement near the reviewing stand.",
                    "Organizers are already looking for float entries for next year. Castillo said the committee hopes to add a second route through the Iron Triangle neighborhood in 2027, and to move the start time an hour earlier so that younger children can see the whole parade.",
                ],
                "amp-carousel-story-utc-next-day",
                section="East Bay",
                local="2026-11-29T20:05:00-08:00",
            )
        )
        add(
            story(
                "bart",
                "/2026/12/04/bart-delays-equipment-problem-macarthur/",
                "BART delays ripple through East Bay after equipment problem near MacArthur",
                "2026-12-04",
                "2026-12-04T15:42:00+00:00",
                "December 4, 2026",
                [],
                [
                    "BART riders on the Richmond and Antioch lines faced delays of up to 25 minutes during the Friday morning commute after an equipment problem on the tracks near MacArthur station.",
                    "The agency said a track circuit failed shortly after 6:30 a.m., forcing trains to run at reduced speed through the area while crews made repairs. Service was back on schedule by about 8:15 a.m.",
                    "Riders at 19th Street described crowded trains and long gaps between arrivals. AC Transit accepted BART tickets on several lines during the disruption. It was the third delay caused by a track circuit problem in the area since September, according to the agency’s service alerts.",
                    "This story will be updated.",
                ],
                "amp-brief-staff-account",
                section="East Bay",
                byline="Bayline Staff",
                local="2026-12-04T07:42:00-08:00",
                tags=["tag"],
            )
        )
        add(
            story(
                "bikes",
                "/2026/12/02/opinion-berkeley-bike-lanes-build-them/",
                "Opinion: Berkeley has studied its bike lanes long enough. Build them.",
                "2026-12-02",
                "2026-12-02T14:00:00+00:00",
                "December 2, 2026",
                ["Priya Raman"],
                [
                    "Eight years ago, the Berkeley City Council adopted a bicycle plan that promised a network of protected lanes connecting every neighborhood in the city to downtown, the university and the BART stations. Since then, the city has commissioned four traffic studies, held more than 30 community meetings and built a little under two miles of that network.",
                    "I have been to most of those meetings. I have seen the same maps and the same colored dots placed on the same boards. I have heard the same objections about parking, delivery trucks and emergency access, and I have watched city staff answer each of them patiently and in detail. What I have not seen is a city willing to act on what it already knows.",
                    "The evidence is not in dispute. Berkeley’s own collision data show that more than half of the serious injuries to people on bicycles in the past five years happened on just six streets. The city’s consultants ranked those streets as the highest priority in 2019, again in 2022 and again this spring. Not one of them has a continuous protected lane today.",
                    "PQ: “Every year we spend studying a street is another year someone is hurt on it.”",
                    "Meanwhile, cities with less money and less public support have moved faster. Oakland has built protected lanes on Telegraph Avenue and across parts of downtown. Fremont has redesigned some of its widest boulevards. They did not wait for unanimous approval, because on a question like this, unanimous approval never comes.",
                    "The objections deserve an honest answer. Some businesses will lose a handful of parking spaces in front of their doors. Some drivers will take a few extra seconds to make a turn. But the city’s own study of Milvia Street found that fewer than one in ten customers of the businesses there arrive by car, and that most of the parking on the street was being used by commuters, not shoppers.",
                    "The real cost of delay is not measured in parking spaces. It is measured in the people who would ride if they felt safe, and who drive instead. It is measured in the children whose parents will not let them bike to school. And it is measured, too often, in emergency room visits.",
                    "The council will consider the next round of projects on Dec. 15. It should do three things. First, fund the six priority corridors in full rather than block by block. Second, set a deadline for construction and publish its progress every quarter. Third, use quick-build materials, such as paint, posts and concrete curbs, so that lanes can go in within months and be improved later.",
                    "None of this requires another study. It requires a decision. Berkeley has led the region on so many things. On this one it has fallen behind, and every year we spend studying a street is another year someone is hurt on it.",
                    'RAW:<p class="has-small-font-size"><em>Priya Raman is a transportation planner who lives in South Berkeley. The views expressed are her own. Bayline welcomes op-eds; see our guidelines.</em></p>',
                ],
                "amp-oped-writer-line",
                section="Opinion",
                tags=["tag"],
                local="2026-12-02T06:00:00-08:00",
            )
        )
        add(
            story(
                "lakeview",
                "/2026/11/28/lakeview-prep-wins-ncs-title/",
                "Lakeview Prep rallies to win first North Coast Section title since 1998",
                "2026-11-28",
                "2026-11-28T22:30:00+00:00",
                "November 28, 2026",
                ["Tomás Beltrán"],
                [
                    "Down by 10 points at halftime, Lakeview Prep scored 21 unanswered points in the second half to beat San Leandro Tech 31-20 on Saturday and win the North Coast Section Division 4 football championship, the school’s first section title in 28 years.",
                    "Senior quarterback Marcus Ellery threw two touchdown passes and ran for a third, and the Lakeview defense held Tech to 41 yards after the break.",
                    "“At halftime nobody yelled,” Ellery said. “Coach just told us we were playing scared, and he was right. We came out and played like ourselves.”",
                    "Tech had controlled the first half behind running back Damon Reyes, who carried 14 times for 112 yards and scored on runs of 38 and 6 yards. A field goal on the last play of the half gave Tech a 20-10 lead.",
                    "Lakeview’s comeback started with a 12-play drive to open the third quarter, capped by Ellery’s 4-yard run. Early in the fourth, cornerback Jalen Price intercepted a pass near midfield, and two plays later Ellery found tight end Owen Haskins for a 27-yard touchdown.",
                    "Haskins caught the clinching score too, a 9-yard pass with 3:48 left after Tech turned the ball over on downs at its own 30.",
                    "Lakeview coach Ray Donnelly, who played on the 1998 team, said he had kept a photo of that squad on his office wall for 11 seasons. “I told these kids the picture comes down when they put up a new one,” he said. “I guess I need a bigger wall.”",
                    "Lakeview (11-2) will learn on Sunday whether it has earned a place in the state regional bowl games.",
                ],
                "amp-sports-gamer",
                section="Sports",
                local="2026-11-28T14:30:00-08:00",
            )
        )
        add(
            story(
                "bakery",
                "/2026/12/01/crumb-and-co-bankruptcy-cafes-close/",
                "Emeryville bakery chain Crumb & Co. files for bankruptcy, will keep six cafés open",
                "2026-12-01",
                "2026-12-01T19:05:00+00:00",
                "December 1, 2026",
                ["Dana Whitfield", "Kevin Tran"],
                [
                    "Crumb & Co., the Emeryville bakery chain known for its sourdough and its long weekend lines, filed for Chapter 11 bankruptcy protection on Monday and said it would close five of its eleven Bay Area cafés by the end of the year.",
                    "The company’s founder, Nadia Kessler, said in a letter to employees that the chain had expanded too quickly after the pandemic and had been hurt by higher rents, rising ingredient costs and a drop in office catering orders.",
                    "“We grew because people loved what we made, and I don’t regret that,” Kessler wrote. “But we signed leases for stores that never had a chance of paying for themselves, and that is on me.”",
                    "According to the filing in federal bankruptcy court in Oakland, the company owes about $8.7 million to creditors, including its flour supplier, two landlords and a San Francisco equipment leasing firm. It listed assets of about $3.2 million.",
                    "The cafés in Walnut Creek, Pleasanton, San Mateo, Dublin and San Francisco’s Financial District will close on Dec. 23. The Emeryville flagship and the shops in Berkeley, Rockridge, Temescal, Alameda and Albany will stay open, as will the central bakery on Hollis Street, which also supplies about 40 grocery stores.",
                    "About 70 of the company’s 260 employees will lose their jobs. Kessler said the company would offer them first choice of openings at the remaining stores and would pay out all accrued vacation.",
                    "Customers who bought gift cards will still be able to use them at the cafés that stay open, the company said.",
                    "Restaurant industry analysts said the chain’s troubles mirror those of other fast-growing cafés that bet on a return to full-time office work. “The suburban stores were built for a commuter economy that only partly came back,” said Tom Gerhardt, a consultant who advises small food businesses.",
                    "Crumb & Co. opened its first café in 2012 in a former auto parts store near the Emeryville Amtrak station. It is asking the court for permission to keep paying employees and suppliers while it reorganizes.",
                ],
                "amp-post-two-authors-ld-first-only",
                section="East Bay",
                local="2026-12-01T11:05:00-08:00",
            )
        )
        add(
            story(
                "library",
                "/2026/12/02/qa-east-shore-library-director-celeste-navarro/",
                "Q&A: The East Shore Library District’s new director on late fees, e-books and quiet rooms",
                "2026-12-02",
                "2026-12-02T21:00:00+00:00",
                "December 2, 2026",
                ["Marisol Ortega"],
                [
                    "Celeste Navarro became director of the East Shore Library District in October after nine years running the public library system in Tacoma, Washington. She oversees ten branches and a budget of about $48 million.",
                    "This interview has been edited for length and clarity.",
                    "Q: You arrived just as the district ended late fees for good. Was that your decision? || No, the board made that call before I was hired, but I’m a strong supporter. When we looked at the accounts that were blocked because of fines, most of them belonged to kids and to people in the neighborhoods with the lowest incomes. Fines weren’t bringing books back. They were keeping people away.",
                    "Q: Have the books come back? || More than we expected. In the first month without fines we had almost 2,000 items returned that had been overdue for more than a year. One man brought back a cookbook he had checked out in 2009. He said he had been too embarrassed to come in.",
                    "Q: E-books are expensive for libraries. How do you decide what to buy? || It’s a real problem. We often pay three or four times what a reader pays for the same title, and many licenses expire after two years. We watch the hold lists closely. When a title has more than five holds per copy, we buy another one, and we try to put our money into licenses that don’t expire, even if they cost more up front.",
                    "Q: What do patrons ask you for most? || Quiet. People want a place to work or study where nobody will bother them, and a lot of our branches were designed as one big open room. We’re turning some storage and meeting space into small rooms people can reserve for an hour or two. The first four open at the San Lorenzo branch in January.",
                    "Q: Libraries have become a flash point in some places over which books are on the shelves. Has that reached the district? || We get challenges, as every library does, maybe a dozen a year. We have a written process: a committee of staff reads the whole book and responds in writing. I would rather have that conversation in the open than have a book quietly disappear.",
                    "Q: What would you like to be doing a year from now? || Opening more hours. Three of our branches still close at 6 p.m. on weekdays, and that is exactly when working parents can come in. If we can get evening hours back, I’ll consider it a good first year.",
                ],
                "amp-qa-interview",
                section="East Bay",
                dek="Celeste Navarro took over ten branch libraries in October. She talked with Bayline about what she wants to change.",
                local="2026-12-02T13:00:00-08:00",
            )
        )

    # the templates
    def img(self, alt: str, w: int = 1200, h: int = 800, layout: str = "responsive") -> str:
        n = zlib.crc32(alt.encode()) % 9973
        return f'<amp-img src="https://www.bayline.test/wp-content/uploads/2026/12/img-{n}-{w}x{h}.jpg" width="{w}" height="{h}" layout="{layout}" alt="{esc(alt)}" class="attachment-newspack-article-block-landscape-medium size-newspack-article-block-landscape-medium"></amp-img>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item menu-item-type-taxonomy">{self.a(k, t, "nav")}</li>'
            for k, t in (("eastbay", "East Bay"), ("tag", "BART"), ("about", "About"), ("search", "Search"))
        )
        url = self.url(doc.key)
        post = doc.is_article or doc.kind == "video"
        if post:
            author = doc.authors[0] if doc.authors else doc.byline or "Bayline Video"
            ld = {
                "@context": "http://schema.org",
                "publisher": {
                    "@type": "Organization",
                    "name": "Bayline",
                    "logo": {
                        "@type": "ImageObject",
                        "url": f"{self.origin}/wp-content/uploads/2024/03/bayline-logo.png",
                    },
                },
                "@type": "BlogPosting",
                "mainEntityOfPage": url,
                "headline": doc.title,
                "datePublished": doc.iso or doc.extra.get("iso"),
                "dateModified": doc.iso or doc.extra.get("iso"),
                "author": {"@type": "Person", "name": author},
                "image": {
                    "@type": "ImageObject",
                    "url": f"{self.origin}/wp-content/uploads/2026/12/{doc.key}-1200x800.jpg",
                    "width": 1200,
                    "height": 800,
                },
            }
        else:
            ld = {
                "@context": "http://schema.org",
                "publisher": {"@type": "Organization", "name": "Bayline"},
                "@type": "WebPage" if doc.key != "home" else "WebSite",
                "url": url,
            }
        og = (
            f'<meta property="og:type" content="{"article" if post else "website"}">\n'
            f'<meta property="og:title" content="{esc(doc.title)}">\n'
            f'<meta property="og:url" content="{esc(url)}">\n'
            '<meta property="og:site_name" content="Bayline">\n'
            '<meta name="twitter:card" content="summary_large_image">'
        )
        if post:
            og += f'\n<meta property="article:published_time" content="{doc.iso or doc.extra.get("iso")}">'
        title = "Bayline – East Bay news" if doc.key == "home" else f"{doc.title} – Bayline"
        body_class = "post-template-default single single-post single-format-standard" if post else "archive"
        return f"""<!doctype html>
<html amp lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<title>{esc(title)}</title>
<link rel="canonical" href="{esc(url)}">
<link rel="preconnect" href="https://cdn.ampproject.org">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>
<script async custom-element="amp-carousel" src="https://cdn.ampproject.org/v0/amp-carousel-0.2.js"></script>
<script async custom-element="amp-accordion" src="https://cdn.ampproject.org/v0/amp-accordion-0.1.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-consent" src="https://cdn.ampproject.org/v0/amp-consent-0.1.js"></script>
<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>
<script async custom-element="amp-form" src="https://cdn.ampproject.org/v0/amp-form-0.1.js"></script>
<script async custom-element="amp-video" src="https://cdn.ampproject.org/v0/amp-video-0.1.js"></script>
<meta name="generator" content="WordPress 6.6.2">
<meta name="generator" content="AMP Plugin v2.5.4; mode=standard">
{og}
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@-webkit-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}}</style></noscript>
<style amp-custom>/*PAD*/</style>
<script type="application/ld+json">{slashes(ld)}</script>
</head>
<body class="{body_class} wp-embed-responsive header-default-background h-nsub h-db h-ll h-dh{" newspack-front-page home" if doc.key == "home" else ""}">
<amp-consent id="bayline-consent" layout="nodisplay"><script type="application/json">{{"consentInstanceId":"bayline","consentRequired":"remote","checkConsentHref":"https://www.bayline.test/wp-json/amp/v1/consent"}}</script><div id="consent-ui" class="cookie-banner">We use cookies to understand how our journalism is read. <button on="tap:bayline-consent.accept">Accept</button> <button on="tap:bayline-consent.reject">Decline</button></div></amp-consent>
<amp-sidebar id="mobile-sidebar" layout="nodisplay" side="right" class="mobile-sidebar"><button class="mobile-menu-toggle" on="tap:mobile-sidebar.toggle">Close</button><nav class="mobile-menu" aria-label="Mobile menu"><ul>{nav}<li>{self.a("https://www.bayline.test/donate/", "Donate", "nav")}</li></ul></nav></amp-sidebar>
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<header id="masthead" class="site-header hide-header-search">
<div class="middle-header-contain"><div class="wrapper"><div class="site-branding">{self.a("home", "Bayline", "nav", 'class="custom-logo-link" rel="home"')}<p class="site-description">Independent news for the East Bay</p></div>
<nav id="site-navigation" class="main-navigation nav1" aria-label="Top Menu"><ul id="menu-primary" class="main-menu">{nav}</ul></nav>
<div class="nav-wrapper desktop-only">{self.a("https://www.bayline.test/donate/", "Donate", "nav", 'class="button donate"')} <button class="mobile-menu-toggle" on="tap:mobile-sidebar.toggle">Menu</button></div></div></div>
</header>
<div id="content" class="site-content">
{main}
</div>
<footer id="colophon" class="site-footer">
<div class="wrapper site-info"><div class="widget-area"><section class="widget widget_text"><h2 class="widget-title">Bayline</h2><p>A nonprofit newsroom. Donations are tax-deductible to the extent allowed by law.</p></section>
<section class="widget widget_nav_menu"><ul class="menu"><li>{self.a("about", "About us", "footer")}</li><li>{self.a("privacy", "Privacy policy", "footer")}</li><li>{self.a("https://www.bayline.test/newsletters/", "Newsletters", "footer")}</li><li>{self.a("https://www.bayline.test/feed/", "RSS", "footer")}</li><li>{self.a("mailto:tips@bayline.test", "Send us a tip", "footer")}</li></ul></section></div>
<div class="copyright">© 2026 Bayline. Proudly powered by Newspack by Automattic.</div></div>
</footer>
</div>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{{"vars":{{"gtag_id":"G-BAYLN0001","config":{{"G-BAYLN0001":{{"groups":"default"}}}}}}}}</script></amp-analytics>
</body>
</html>"""

    def meta_line(self, doc: Doc) -> str:
        who = doc.byline or " and ".join(doc.authors)
        names = []
        for a in doc.authors or [doc.byline]:
            link = (
                self.a("author", a, "byline", 'class="url fn n"')
                if a in SLUG
                else f'<span class="url fn n">{esc(a)}</span>'
            )
            names.append(f'<span class="author vcard">{link}</span>')
        by = f'<span class="byline"><span>By</span> {" and ".join(names)}</span>' if who else ""
        upd = (
            f' <span class="updated-label">Updated</span> <time class="updated" datetime="{doc.extra["local"][:10]}T08:10:00-08:00">{doc.extra["updated"]}</time>'
            if doc.extra.get("updated")
            else ""
        )
        return f'<div class="entry-meta">{by}<span class="posted-on"><time class="entry-date published" datetime="{doc.extra["local"]}">{doc.stamp}</time>{upd}</span></div>'

    def story_main(self, doc: Doc) -> str:
        custom = {
            "fig": lambda b: (
                f'<figure class="wp-block-image size-large">{self.img(b[1])}<figcaption>{esc(b[2])}</figcaption></figure>'
            ),
            "car": lambda b: (
                '<amp-carousel type="slides" width="1200" height="800" layout="responsive" controls loop class="wp-block-jetpack-slideshow_container">'
                + "".join(
                    f'<figure class="wp-block-jetpack-slideshow_slide">{self.img(alt, layout="fill")}<figcaption class="wp-block-jetpack-slideshow_caption">{esc(cap)}</figcaption></figure>'
                    for alt, cap in b[1]
                )
                + "</amp-carousel>"
            ),
            "acc": lambda b: (
                '<amp-accordion id="faq-accordion" class="wp-block-amp-accordion" animate>'
                + "".join(
                    f'<section{" expanded" if i == 0 else ""}><h3 class="faq-question">{esc(h)}</h3><div class="faq-answer">{"".join(f"<p>{self.inline(t)}</p>" for t in paras)}</div></section>'
                    for i, (h, paras) in enumerate(b[1])
                )
                + "</amp-accordion>"
            ),
            "pq": lambda b: f'<figure class="wp-block-pullquote"><blockquote><p>{esc(b[1])}</p></blockquote></figure>',
        }
        body = self.blocks(doc, custom=custom)
        # a newsletter box after the third paragraph of the longer stories
        parts = body.split("\n")
        if len(parts) > 6:
            parts.insert(
                3,
                '<div class="wp-block-newspack-newsletters-subscribe newspack-newsletters-subscribe"><h2>Get the Bayline Daily</h2><p>East Bay news in your inbox every weekday morning.</p><form method="post" action-xhr="https://www.bayline.test/wp-json/newspack-newsletters/v1/subscribe" target="_top"><input type="email" name="npe" placeholder="Email address"><input type="submit" value="Sign up"></form></div>',
            )
        body = "\n".join(parts)
        tags = "".join(self.a(t, self.docs[t].title, "content", 'rel="tag"') for t in doc.extra.get("tags", []))
        tagline = f'<span class="tags-links"><span>Tagged:</span> {tags}</span>' if tags else ""
        rel = "".join(
            f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title">{self.a(k, self.docs[k].title, "related")}</h4><p class="jp-relatedposts-post-date">{self.docs[k].stamp}</p></div>'
            for k in [a for a in ARTS if a != doc.key][:3]
        )
        share = "".join(
            f'<amp-social-share type="{t}" width="32" height="32" aria-label="Share on {t}"{" data-param-app_id=1234567890" if t == "facebook" else ""}></amp-social-share>'
            for t in ("facebook", "twitter", "linkedin", "email")
        )
        dek = f'<div class="newspack-post-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        return f"""<div id="primary" class="content-area">
<main id="main" class="site-main">
<header class="entry-header">
<span class="cat-links"><span class="screen-reader-text">Posted in</span>{self.a("eastbay", doc.section, "content") if doc.section == "East Bay" else esc(doc.section)}</span>
<h1 class="entry-title">{esc(doc.title)}</h1>
{dek}
<div class="entry-subhead">{self.meta_line(doc)}<div class="tags-links share-buttons">{share}</div></div>
</header>
<article id="post-{zlib.crc32(doc.key.encode()) % 90000 + 10000}" class="post type-post status-publish format-standard has-post-thumbnail entry">
<div class="entry-content">
{body}
</div>
<footer class="entry-footer">{tagline}</footer>
</article>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Related</em></h3>{rel}</div>
<div class="republish-box"><button>Republish this story</button> Bayline stories can be republished for free under a Creative Commons license.</div>
</main>
</div>"""

    def teaser(self, k: str, h: str = "h2") -> str:
        d = self.docs[k]
        by = ""
        if d.authors or d.byline:
            by = f'<span class="byline">By {esc(d.byline or " and ".join(d.authors))}</span>'
        return f'<article class="post type-post"><figure class="post-thumbnail">{self.a(k, d.title, "content", inner=self.img(d.title, 400, 300))}</figure><div class="entry-wrapper"><{h} class="entry-title">{self.a(k, d.title, "content")}</{h}><div class="entry-meta">{by} <time class="entry-date published">{d.stamp or d.extra.get("stamp", "")}</time></div><p class="excerpt">{esc(self.lede(d))}</p></div></article>'

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.teaser(k) for k in doc.extra["list"])
        if doc.key == "home":
            lead, *rest = doc.extra["list"]
            cols = "\n".join(self.teaser(k, "h3") for k in rest)
            return f"""<main id="main" class="site-main">
<div class="entry-content">
<div class="wp-block-newspack-blocks-homepage-articles is-style-default image-alignleft is-large"><div data-posts>{self.teaser(lead)}</div></div>
<div class="wp-block-newspack-blocks-homepage-articles columns-3 is-grid ts-3">{cols}</div>
<div class="wp-block-group"><h2>More from Bayline</h2><p>{self.a("eastbay", "East Bay news", "content")} · {self.a("tag", "BART coverage", "content")} · {self.a("author", "Stories by Dana Whitfield", "content")}</p></div>
</div>
</main>"""
        head = {
            "section": f'<h1 class="page-title"><span class="page-subtitle">Category:</span> <span class="page-description">{esc(doc.title)}</span></h1>',
            "tag": f'<h1 class="page-title"><span class="page-subtitle">Tag:</span> <span class="page-description">{esc(doc.title)}</span></h1>',
            "author": f'<h1 class="page-title"><span class="page-subtitle">Author:</span> <span class="page-description">{esc(doc.title)}</span></h1>{self.blocks(doc)}',
            "search": '<h1 class="page-title">Search results for: <span class="page-description">ferry</span></h1><form role="search" method="get" class="search-form" action="https://www.bayline.test/" target="_top"><input type="search" class="search-field" value="ferry" name="s"><button type="submit" class="search-submit">Search</button></form>',
        }[doc.kind]
        pager = ""
        if doc.extra.get("more"):
            two = self.a(doc.extra["more"], "2", "pagination", PN)
            older = self.a(doc.extra["more"], "Older posts", "pagination", 'class="next page-numbers"')
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span>{two}{older}</div></nav>'
        elif doc.key == "eastbay2":
            newer = self.a("eastbay", "Newer posts", "pagination", 'class="prev page-numbers"')
            one = self.a("eastbay", "1", "pagination", PN)
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links">{newer}{one}<span aria-current="page" class="page-numbers current">2</span></div></nav>'
        return f"""<section id="primary" class="content-area">
<header class="page-header">{head}</header>
<main id="main" class="site-main">
{items}
{pager}
</main>
</section>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<div id="primary" class="content-area"><main id="main" class="site-main">
<header class="entry-header"><span class="cat-links">Video</span><h1 class="entry-title">{esc(doc.title)}</h1>
<div class="entry-meta"><span class="byline"><span>By</span> <span class="author vcard">Bayline Video</span></span><span class="posted-on"><time class="entry-date published" datetime="{doc.extra["local"]}">{doc.extra["stamp"]}</time></span></div></header>
<article class="post type-post format-video entry"><div class="entry-content">
<figure class="wp-block-video"><amp-video width="1280" height="720" layout="responsive" controls poster="https://www.bayline.test/wp-content/uploads/2026/12/terminal-poster.jpg"><source src="https://www.bayline.test/wp-content/uploads/2026/12/seaplane-lagoon-drone.mp4" type="video/mp4"><div fallback>Your browser does not support this video.</div></amp-video></figure>
{self.blocks(doc)}
<p>Read the story: {self.a("ferry", self.docs["ferry"].title, "content")}</p>
</div></article></main></div>"""
        return f'<div id="primary" class="content-area"><main id="main" class="site-main"><article class="page type-page entry"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">\n{self.blocks(doc)}\n</div></article></main></div>'
