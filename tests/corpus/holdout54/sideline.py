# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Sideline Sports Network: a US sports network on its own React CMS, ESPN/CBS-like ("fitt" markup: `Story__Headline`,
`Byline__Author`, `Byline__Meta--publishDate`, `Story__Body`, `contentItem__title`; URLs `/nba/story/_/id/<id>/<slug>`,
`/nba/recap/_/gameId/<id>`, `/nba/game/_/gameId/<id>/<slug>`, `/nba/standings`, `/nba/player/_/id/<id>/<slug>`,
`/contributor/<slug>`, `/topics/_/name/<slug>`, `/search/_/q/<q>`), English, UTF-8. Printed dates "Dec 4, 2026,
11:41 PM ET"; `article:published_time` and the JSON-LD times are **UTC**, the publisher is US Eastern (UTC-5 in
December): the recap (04:41Z on 5 Dec) and the column (01:05Z on 4 Dec) are labelled with the Eastern day before.
The fantasy list has no JSON-LD; the wire brief's JSON-LD author is the network (Organization). The game cast
(play-by-play), the standings and the player profile are not articles."""

from __future__ import annotations

import json

from common import Base, lines, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["recap", "column", "fantasy", "injury", "coach", "brief", "qa", "trade"]
TITLES = {
    "Tyler Brooks": "NBA reporter",
    "Dana Whitfield": "Senior NFL columnist",
    "Mike Castellano": "Fantasy analyst",
    "Rachel Kim": "NBA insider",
    "Jordan Reyes": "NFL reporter",
    "Marcus Ortiz": "NFL insider",
}
RECAP = lines("""
KANSAS CITY, Mo. -- Marcus Hale scored 38 points, including eight of the Kansas City Wolves’ 12 in overtime, and the Wolves erased a 17-point second-half deficit to beat the Seattle Comets 121-117 on Friday night.
Theo Lindqvist added 21 points and 12 rebounds for Kansas City, which has won four of its last five after a 6-11 start. Hale also had nine assists and seven rebounds while playing a season-high 44 minutes.
Andre Okafor led Seattle with 33 points, and Jaylen Mercer had 19 points and 10 rebounds. The Comets have lost three straight, all of them on the road.
Seattle controlled most of the night. The Comets shot 58% in the first half, and a 14-2 run to open the third quarter, capped by Okafor’s pull-up 3-pointer, put them ahead 76-59 with 7:48 left in the period.
Kansas City answered with its bench. Reserve guard Eli Sandoval hit three 3-pointers in a span of four minutes, and the Wolves trailed by only six going into the fourth.
Hale tied it at 109 with a driving layup with 11.2 seconds left in regulation. Okafor’s step-back jumper at the buzzer hit the front of the rim.
In overtime, Hale scored on a floater, made a pair of free throws and hit a 3-pointer from the top of the key that made it 118-113 with 1:04 to go. Seattle did not get closer than three the rest of the way.
“We were a little too polite in the first half,” Wolves coach Gary Pruett said. “Once we started getting into bodies and getting to the line, the game changed. Marcus just took over after that.”
Hale, who missed two games last week with back spasms, said he felt no discomfort. “I felt good all night,” he said. “When it’s tied late, I want the ball. That’s the job.”
Comets coach Lena Marsh was blunter. “We had it and we gave it away,” she said. “Seventeen turnovers, and too many of them in the fourth. You can’t do that on the road against a team with a guy like that.”
FIG: Marcus Hale drives against Seattle | Marcus Hale scored eight of Kansas City’s 12 points in overtime. Denny Collins/Imagn Images
## Box score
### Line score
T: Team | 1 | 2 | 3 | 4 | OT | T
T: Seattle | 31 | 28 | 25 | 25 | 8 | 117
T: Kansas City | 24 | 30 | 27 | 28 | 12 | 121
### Top performers
T: Player | MIN | PTS | REB | AST | FG
T: Marcus Hale, KC | 44 | 38 | 7 | 9 | 14-27
T: Theo Lindqvist, KC | 36 | 21 | 12 | 2 | 8-13
T: Eli Sandoval, KC | 24 | 15 | 2 | 1 | 5-8
T: Andre Okafor, SEA | 41 | 33 | 5 | 6 | 12-24
T: Jaylen Mercer, SEA | 38 | 19 | 10 | 3 | 7-15
## Key moments
Kansas City outscored Seattle 26-10 in points off turnovers and went 27 of 31 from the free-throw line. The Comets made 15 of 34 3-pointers but only two of their last 11.
Lindqvist’s block on Mercer with 2:30 left in overtime started the break that ended with Hale’s go-ahead layup.
## Up next
Comets: Visit St. Louis on Sunday.
Wolves: Host Nashville on Sunday.
""")
COLUMN = lines("""
OMAHA, Neb. -- There is a version of the Omaha Mustangs that exists only in the imagination of their fans, and on Sunday afternoon it looked, for about 20 minutes, like it might finally show up.
Jalen Tate threw deep on the first play from scrimmage. He threw deep again on third-and-4. The Mustangs went for it on fourth down from their own 41 and converted. For one quarter against a good Portland defense, this was a team that played like it understood what its roster was built to do.
Then the lead got to 10 points, and the Mustangs went back to being the Mustangs.
They ran on first down nine times in a row. They punted from the Portland 38. They kicked a field goal on fourth-and-1 from the 3, a decision coach Walt Brennan defended afterward as “taking the points when the defense is playing like that.” Portland scored 17 unanswered points and won 24-16, and Omaha fell to 7-6, a game out of the final wild-card spot with four weeks to play.
I have written some version of this column three times in two seasons, which tells you something about me and something more about the Mustangs. This is not a talent problem. It has not been a talent problem since the front office traded two first-round picks for Tate and paid him like a franchise quarterback.
It is a problem of nerve.
## The numbers behind the caution
Omaha has the league’s third-lowest rate of early-down passing when leading, according to our research team. When it goes for it on fourth-and-short, it converts at a 71% clip, one of the best marks in football. It simply rarely tries: 11 attempts all season, tied for 26th.
Those numbers are not the fingerprints of a bad offense. They are the fingerprints of a coach who trusts his defense more than his quarterback, in a season when the defense has given up 24 points or more in seven of 13 games.
Brennan is a good coach. He built the defense that carried Omaha to the playoffs two years ago, and his players genuinely like playing for him. But the league he succeeded in has changed around him, and the gap between how the Mustangs play and how winning teams play is now visible every week.
“We’re not going to apologize for playing complementary football,” Brennan said after the game. “You play to your defense, you play field position, you don’t give games away.”
The problem is that Omaha keeps giving games away by refusing to take them.
## What the quarterback is saying
Tate has been careful in public, as franchise quarterbacks usually are. On Wednesday, asked again about the fourth-down decision, he paused long enough that a team spokesperson shifted in her seat.
“I’m always going to want the ball in that spot,” he said. “That’s just who I am. But Coach makes the call and we live with it.”
Players around the league hear that kind of answer for what it is. So do agents. Tate has two seasons left on his deal after this one, and the Mustangs would very much like to extend him next summer. Nothing would make that conversation harder than another December spent watching the offense get put in a drawer every time it builds a lead.
## A choice for the front office
General manager Priya Nandakumar has said all the right things about stability, and after years of churn in Omaha that is not nothing. But stability is a means, not an end. If the Mustangs miss the playoffs with this roster, the question will not be whether Brennan can coach. It will be whether he can coach the team Nandakumar has built.
Four games remain: at San Antonio, home against Birmingham, at Salt Lake and home against Portland again. Omaha is probably good enough to win three of them. It is probably not good enough to win three of them playing like it did in the second half Sunday.
The frustrating part is that everyone in the building seems to know it. The first quarter was proof. The Mustangs do not have to become a different team. They just have to keep being the one they were for 15 minutes, even after it starts to feel risky.
""")
FANTASY = lines("""
Week 14 is the final week of the regular season in most leagues, which means one bad lineup decision can end a season that took three months to build. Below are the players we trust, and the ones we would leave on the bench, with each player’s rank on our consensus board in parentheses.
## Start ’em
### Jalen Tate, QB, Omaha Mustangs (at San Antonio)
Tate has thrown for 300 yards in three of his past four games, and San Antonio has allowed the most passing touchdowns in the league since Week 8. Even with a conservative game plan, the volume should be there. (QB7)
### Darnell Reeves, RB, Birmingham Ironmen (vs. Columbus)
Reeves played 78% of the snaps last week after the Ironmen moved on from their committee, and he has seen at least four targets in five straight games. Columbus is 29th against running backs. (RB9)
### Kofi Mensah, WR, Salt Lake Summit (vs. Portland)
The rookie has quietly become the Summit’s first read on third down. Portland’s top cornerback is in concussion protocol, and Mensah’s target share has climbed to 27% over the past month. (WR14)
### Travis Holloway, TE, Portland Pioneers (at Salt Lake)
Tight end is a wasteland, and Holloway has a touchdown in three straight games. His red zone role alone makes him a top-eight option. (TE6)
## Sit ’em
### Brandon Oyelaran, RB, San Antonio Foxes (vs. Omaha)
San Antonio has rotated three backs over the past month, and Oyelaran has not topped 12 carries since Week 9. Until the Foxes settle on a lead back, he is a risky flex against an Omaha front that allows 3.6 yards per carry. (RB31)
### Cole Whitaker, QB, Columbus Cardinals (at Birmingham)
Whitaker’s rushing floor has disappeared since his knee injury: 11 rushing yards in his past three games combined. Birmingham’s pass rush leads the league in pressure rate. (QB22)
### Luis Ferrante, WR, Omaha Mustangs (at San Antonio)
Ferrante is the deep threat in an offense that has stopped throwing deep once it gets a lead. He is a boom-or-bust WR4 at best this week. (WR41)
### Portland Pioneers D/ST (at Salt Lake)
Salt Lake has allowed only 14 sacks all season, fewest in the league, and the Summit offense has not turned the ball over in three weeks. Stream elsewhere. (DST18)
## Waiver-wire flier
Keep an eye on Foxes backup running back Isaiah Grant, rostered in only 6% of leagues. If San Antonio shakes up its depth chart, Grant is the player most likely to benefit.
""")
INJURY = lines("""
Nashville Sound guard Corey Whitlock will miss four to six weeks with a high left ankle sprain, the team announced Friday.
Whitlock was injured with 3:12 left in the third quarter of Wednesday’s 108-101 loss to San Diego when he landed on the foot of Tides forward Marco Bellandi while contesting a layup. He was helped off the court and did not return.
An MRI on Thursday confirmed the sprain and showed no structural damage, a source told SSN. Whitlock will be re-evaluated in three weeks.
The 26-year-old is averaging 22.4 points and 6.1 assists, both career highs, and was considered a strong candidate for his first All-Star selection. Nashville is 11-9 and in sixth place in the Eastern Conference.
“It’s a blow, there’s no hiding from that,” Sound coach Derek Amos said before Friday’s practice. “But we’ve been in this spot before. Guys are going to get opportunities, and I expect them to take them.”
Second-year guard Malik Osei is expected to move into the starting lineup. Osei has averaged 9.8 points in 21 minutes off the bench and started six games last season when Whitlock missed time with a hamstring strain.
Nashville also signed guard Jarrett Pickens to a 10-day contract on Friday to add depth in the backcourt. Pickens had been averaging 18.2 points for the Sound’s G League affiliate in Murfreesboro.
The Sound play seven of their next 10 games on the road, starting Sunday in Kansas City.
""")
COACH = lines("""
The San Antonio Foxes fired coach Ron Kessler on Friday, five days after a 31-10 loss at Birmingham dropped them to 3-10, the worst record in the AFC.
Defensive coordinator Sam Delgado will serve as interim coach for the final four games, owner Catherine Vance said in a statement.
“Ron has given this organization everything he has for three seasons, and I am grateful for his leadership and for the way he represented San Antonio,” Vance said. “But our results have not met the standard we set for ourselves, and I believe a change is necessary now.”
Kessler, 58, went 17-30 in San Antonio and made the playoffs once, in his first season, when the Foxes won the division at 10-7 and lost in the wild-card round. They have gone 7-23 since.
The Foxes entered this season with expectations after an offseason in which they spent more in free agency than all but two teams. Instead, they lost their first five games, benched starting quarterback Nate Cullen in Week 7 and have been outscored by 112 points, the second-worst margin in the league.
A source told SSN that Vance met with Kessler on Monday and Tuesday and informed him of the decision Friday morning at the team facility. Offensive coordinator Phil Dunaway was also dismissed, the source said.
Delgado, 44, is in his second season as the Foxes’ defensive coordinator and previously worked as linebackers coach in Portland. He has never been a head coach at any level.
“I’m not here to audition,” Delgado told reporters. “I’m here to get these guys ready to play Omaha on Sunday. That’s the only thing I’m thinking about.”
The Foxes hold the No. 2 pick in the current draft order, and their search is expected to be one of the most closely watched of the offseason. General manager Bill Trask, whose contract runs through 2028, will lead it, according to the team.
Kessler is the second head coach fired during the season, after Columbus dismissed Tony Marchetti in October.
""")
BRIEF = lines("""
The St. Louis Stallions signed rookie guard Deshawn Pruitt to a two-way contract on Friday.
Pruitt, 22, went undrafted out of Wichita State in June and averaged 16.8 points in 12 games for the Stallions’ G League affiliate this season. He shot 41% from 3-point range.
To make room, St. Louis waived forward Andre Lutz, who had appeared in four games.
""")
QA = lines("""
Marcus Hale has started the season the way stars are supposed to: 29.1 points a game, a new jump shot that he spent the summer rebuilding and a Kansas City Wolves team that finally looks like it is figuring things out. Before Tuesday’s practice, he sat down with SSN’s Rachel Kim to talk about the slow start, the back spasms that cost him two games and why he stopped watching his own highlights.
Q: You missed two games last week. How is the back? || It’s fine. Honestly, it’s fine. It was one of those things where you wake up and you can’t tie your shoes, and the training staff is not going to let you play like that. I did the work, I got treatment twice a day, and I feel like myself again.
Q: The team started 6-11. What changed? || We stopped trying to win every game in the first quarter. Early in the year we were going for the knockout every night, taking quick shots, not getting the ball moving. Coach sat us down after the Vegas loss and showed us clips of ourselves standing around. That was hard to watch, but it was fair.
Q: You rebuilt your jump shot over the summer. Why now? || Because teams were going under every screen and daring me to shoot, and I was letting them. I worked with a shooting coach in Dallas for nine weeks, six days a week. We changed my base and where the ball starts. It felt terrible for a month. Now it feels like it’s always been there.
Q: You’re shooting 39% from 3. Do you watch the numbers? || I try not to. My brother sends me stuff, so I see it anyway. But I stopped watching my own highlights last year. It sounds strange, but I think it made me play for the clip. Now I watch the full games, the boring possessions, the ones where I didn’t get back in transition. That’s where you get better.
Q: Theo Lindqvist is having a career year next to you. What makes it work? || Theo doesn’t need the ball to be happy, and that is rare. He sets real screens, he talks on defense, and he catches everything. When a big man makes the guard’s life easy like that, you find him. I probably owe him half my assists.
Q: What do you want people in Kansas City to know about this team? || That we know we haven’t done anything yet. We’re still under .500. Nobody is handing out anything in December. But this group likes each other, and we’ve got guys who want to be coached. I’ve been on teams that didn’t have that. You feel the difference.
Q: Last one. Best pregame meal in the city? || I can’t answer that. Whatever I say, the other six places are going to stop giving me extra sauce.
This interview has been edited and condensed for clarity.
""")
TRADE = lines("""
The trade market in the NBA rarely opens before players signed in the offseason become eligible to be moved, but front offices do not wait for the calendar to start making calls. Talks ahead of the February deadline are already well underway, according to executives who spoke with SSN on the condition of anonymity.
Here is where things stand with roughly two months to go.
## Sellers to watch
The Louisville Riders are 5-15 and have made clear they will listen on veteran forward Curtis Blaylock, who has an expiring $28 million contract. Two teams have asked about him already, one executive said, and Louisville would like a first-round pick, though it may have to settle for two seconds and salary relief.
The Austin Outlaws are a harder read. They are 9-11 and have been bad in close games, which tends to tempt teams into staying the course. But Austin’s front office has discussed moving guard Rasheed Tolliver, 31, rather than risk losing him for nothing in free agency.
## Buyers with room to move
Kansas City has won four of five, and people around the league believe the Wolves will look for a backup center now that Theo Lindqvist is logging a career-high 34 minutes a night. They have a $9.4 million trade exception that expires in July.
The Seattle Comets, despite a three-game losing streak, remain the most aggressive team on the phones, according to two executives. Seattle’s front office has told rival teams it is willing to move its 2027 first-round pick for a starting-caliber wing who can defend.
## What it will cost
Prices tend to fall as the deadline nears and sellers lose leverage. Still, the going rate for a rotation player on an expiring deal has risen in recent years as more teams avoid the second luxury-tax apron, one executive said.
“Everybody wants the same guy: a 3-and-D wing on a fair contract,” he said. “There are maybe six of those who are realistically available, and 15 teams asking.”
Nashville, which will be without Corey Whitlock for at least a month, is another name to watch. The Sound have said they will not sell, but if they slide out of the play-in picture, that stance could change quickly.
""")


class Sideline(Base):
    origin = "https://www.sideline.test"
    name = "Sideline Sports Network"
    prefix = "ssn"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ssn",
            [
                ".Story__Headline",
                ".Byline__Author",
                ".Story__Body",
                ".contentItem__title",
                ".Table__TD",
                ".GlobalNav__Item",
                ".Gamestrip__Score",
                ".PlayerHeader__Name",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Sideline Sports Network", "fitt-home-river",
                 list=["recap", "coach", "injury", "column", "fantasy", "brief", "qa", "trade"], more="nba2"))  # fmt: skip
        add(page("nba", "/nba/", "section", "NBA", "fitt-league-front",
                 list=["recap", "injury", "brief", "qa", "live", "standings"], more="nba2"))  # fmt: skip
        add(page("nba2", "/nba/?page=2", "section", "NBA", "fitt-league-front-page2",
                 list=["trade", "qa", "injury"], prev="nba"))  # fmt: skip
        add(page("tag", "/topics/_/name/nba-trade-deadline", "tag", "NBA trade deadline", "fitt-topic-page",
                 list=["trade", "injury", "brief"]))  # fmt: skip
        add(page("author", "/contributor/rachel-kim", "author", "Rachel Kim", "fitt-contributor-page",
                 list=["injury", "qa"], bio="Rachel Kim covers the NBA for Sideline Sports Network. She joined SSN in 2021 after six seasons on the Seattle Comets beat."))  # fmt: skip
        add(page("search", "/search/_/q/hale", "search", "Search results for “hale”", "fitt-search",
                 list=["recap", "qa", "profile"]))  # fmt: skip
        add(page("live", "/nba/game/_/gameId/401705123/comets-wolves", "live", "Comets vs. Wolves - Game cast", "gamecast-play-by-play"))  # fmt: skip
        add(page("standings", "/nba/standings", "results", "NBA Standings 2026-27", "standings-tables"))
        add(page("profile", "/nba/player/_/id/4432166/marcus-hale", "profile", "Marcus Hale", "player-profile-stats"))
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "Privacy Policy",
                "policy-page",
                lines("""
Last updated: October 1, 2026
This Privacy Policy describes how Sideline Sports Network, Inc. (“SSN,” “we” or “us”) collects, uses and shares information about you when you use our websites, mobile applications, streaming services and other online products.
## Information we collect
We collect information you provide directly to us, such as when you create an account, subscribe to SSN+, enter a fantasy league, participate in a contest or contact customer support. This may include your name, email address, postal code, payment information and favorite teams.
We also collect information automatically when you use our services, including your IP address, device identifiers, browser type, pages viewed, videos watched and the referring website.
## How we use information
We use the information we collect to provide, maintain and improve our services; to personalize content, scores and alerts; to process transactions; to measure audiences; and to show advertising that may be of interest to you.
## Your choices
You may opt out of the sale or sharing of your personal information by selecting “Do Not Sell or Share My Personal Information” at the bottom of any page. Residents of certain states may have additional rights, described in the state privacy notices below.
## Contact us
Questions about this policy may be sent to privacy@sideline.test or to Sideline Sports Network, Attn: Privacy Office, 1200 Commerce Street, Bristol, CT 06010.
"""),
            )
        )
        add(story("recap", "/nba/recap/_/gameId/401705123", "Hale scores 38 as Wolves rally past Comets in overtime",
                  "2026-12-04", "2026-12-05T04:41:00Z", "Dec 4, 2026, 11:41 PM ET", ["Tyler Brooks"], RECAP,
                  "game-recap-box-score-utc-next-day", section="NBA", league="nba", sid="41240017", ld="person",
                  gamecast=True))  # fmt: skip
        add(story("column", "/nfl/story/_/id/41231188/mustangs-keep-choosing-comfort-over-ambition",
                  "The Mustangs keep choosing comfort over ambition, and it’s costing them", "2026-12-03",
                  "2026-12-04T01:05:00Z", "Dec 3, 2026, 08:05 PM ET", ["Dana Whitfield"], COLUMN,
                  "opinion-column-utc-next-day", section="NFL", league="nfl", sid="41231188", ld="person",
                  kicker="Opinion", comments=True,
                  dek="Omaha has the roster to contend. Its coach keeps playing like he doesn’t believe it."))  # fmt: skip
        add(story("fantasy", "/fantasy/football/story/_/id/41229954/fantasy-football-week-14-start-sit",
                  "Fantasy football Week 14: Start ’em, sit ’em", "2026-12-03", "2026-12-03T15:00:00Z",
                  "Dec 3, 2026, 10:00 AM ET", ["Mike Castellano"], FANTASY, "fantasy-start-sit-list-no-jsonld",
                  section="Fantasy", league="nfl", sid="41229954", ld=None, kicker="Fantasy"))  # fmt: skip
        add(story("injury", "/nba/story/_/id/41238402/sound-corey-whitlock-4-6-weeks-high-ankle-sprain",
                  "Sound’s Corey Whitlock out 4-6 weeks with high ankle sprain", "2026-12-04", "2026-12-04T19:15:00Z",
                  "Dec 4, 2026, 02:15 PM ET", ["Rachel Kim"], INJURY, "news-story", section="NBA", league="nba",
                  sid="41238402", ld="person", tag=True))  # fmt: skip
        add(story("coach", "/nfl/story/_/id/41237710/foxes-fire-coach-ron-kessler-3-10-start",
                  "Foxes fire coach Ron Kessler after 3-10 start", "2026-12-04", "2026-12-04T16:02:00Z",
                  "Dec 4, 2026, 11:02 AM ET", ["Jordan Reyes", "Marcus Ortiz"], COACH, "news-two-bylines",
                  section="NFL", league="nfl", sid="41237710", ld="person"))  # fmt: skip
        add(story("brief", "/nba/story/_/id/41239035/stallions-sign-deshawn-pruitt-two-way-deal",
                  "Stallions sign rookie Deshawn Pruitt to two-way deal", "2026-12-04", "2026-12-04T22:20:00Z",
                  "Dec 4, 2026, 05:20 PM ET", [], BRIEF, "wire-brief-org-author", section="NBA", league="nba",
                  sid="41239035", ld="org", credit="SSN News Services", tag=True))  # fmt: skip
        add(story("qa", "/nba/story/_/id/41236120/marcus-hale-qa-back-jump-shot-wolves-slow-start",
                  "Q&A: Marcus Hale on his back, his new jump shot and the Wolves’ slow start", "2026-12-02",
                  "2026-12-02T17:30:00Z", "Dec 2, 2026, 12:30 PM ET", ["Rachel Kim"], QA, "interview-qa",
                  section="NBA", league="nba", sid="41236120", ld="person"))  # fmt: skip
        add(story("trade", "/nba/story/_/id/41233007/nba-trade-board-sellers-buyers-cost",
                  "NBA trade board: Who’s selling, who’s buying and what it will cost", "2026-12-01",
                  "2026-12-01T13:00:00Z", "Dec 1, 2026, 08:00 AM ET", ["Tyler Brooks"], TRADE, "analysis-subheads",
                  section="NBA", league="nba", sid="41233007", ld="person", tag=True, kicker="Analysis"))  # fmt: skip

    # -- templates --------------------------------------------------------------------------------------------
    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="SSN">',
            '<meta name="twitter:site" content="@SSN">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="og:description" content="{esc(self.lede(doc))}">')
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<meta property="article:modified_time" content="{doc.iso}">')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if doc.authors:
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            mode = doc.extra.get("ld")
            if mode:
                author = (
                    [{"@type": "Person", "name": a} for a in doc.authors]
                    if mode == "person"
                    else {"@type": "Organization", "name": "SSN"}
                )
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "SSN",
                        "logo": {"@type": "ImageObject", "url": "https://a.sideline.test/i/ssn-logo.png"},
                    },
                    "image": [f"https://a.sideline.test/photo/2026/1204/{doc.extra['sid']}_16x9.jpg"],
                }
                out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "profile":
            out.append('<meta property="og:type" content="profile">')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="GlobalNav__Item">{self.ac(k, t, "nav", "AnchorLink")}</li>'
            for k, t in (("home", "Home"), ("nba", "NBA"), ("standings", "Standings"), ("tag", "Trade deadline"))
        )
        nav += '<li class="GlobalNav__Item"><a class="AnchorLink" href="/nfl/">NFL</a></li><li class="GlobalNav__Item"><a class="AnchorLink" href="/college-football/">CFB</a></li><li class="GlobalNav__Item"><a class="AnchorLink" href="/fantasy/">Fantasy</a></li><li class="GlobalNav__Item"><a class="AnchorLink" href="/watch/">Watch</a></li>'
        title = f"{doc.title} - SSN" if doc.key != "home" else "SSN - Sideline Sports Network: Scores, News, Highlights"
        strip = (
            '<div class="Scoreboard__Strip"><span class="Gamestrip__Team">SEA 117</span> '
            '<span class="Gamestrip__Team">KC 121</span> '
            f'<span class="Gamestrip__Status">Final/OT</span> {self.ac("live", "Gamecast", "nav", "Gamestrip__Link")}'
            '<span class="Gamestrip__Team">LV 112</span> <span class="Gamestrip__Team">DEN 109</span> <span class="Gamestrip__Status">Final</span></div>'
        )
        return f"""<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no">
<title>{esc(title)}</title>
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Visit SSN for live scores, highlights and sports news. Stream exclusive games on SSN+ and play fantasy sports.")}">
{self.head_meta(doc)}
<link rel="preconnect" href="https://a.sideline.test">
<link rel="stylesheet" href="https://a.sideline.test/fitt/css/app.3f9a21.css">
<style>/*PAD*/</style>
<script>window.__ssn_analytics={{"pageType":"{doc.kind}","section":"{esc(doc.section or doc.kind)}","league":"{doc.extra.get("league", "")}"}};</script>
</head>
<body class="{"Site--story" if doc.is_article else "Site--index"}">
<div id="ssnfitt"><div id="fittPageContainer" tabindex="-1">
<header class="Site__Header db"><div class="GlobalNav"><a class="GlobalNav__Logo" href="/" aria-label="SSN">SSN</a><ul class="GlobalNav__List">{nav}</ul>
<div class="GlobalNav__Tools"><a href="https://plus.sideline.test/signup" class="Button Button--sm">Subscribe to SSN+</a> <a href="https://login.sideline.test/" class="GlobalNav__Login">Log In</a></div></div>
{strip}</header>
<main id="fittPageMain" class="pageContent">
{main}
</main>
<footer class="Footer"><div class="Footer__Links">
<a href="/terms-of-use">Terms of Use</a> {self.a("privacy", "Privacy Policy", "footer")} <a href="/privacy-policy#state">Your US State Privacy Rights</a> <a href="/company/interest-based-ads">Interest-Based Ads</a> <a href="https://www.sideline.test/company/about">About SSN</a> <a href="https://careers.sideline.test/">SSN Careers</a> <a href="mailto:feedback@sideline.test">Feedback</a>
</div><p class="Footer__Copyright">© SSN Enterprises, Inc. All rights reserved.</p>
<div class="Footer__Apps"><a href="https://apps.apple.test/app/ssn">Download the SSN App</a> <a href="https://x.test/SSN">X</a> <a href="https://www.facebook.test/SSN">Facebook</a> <a href="https://www.instagram.test/ssn">Instagram</a></div></footer>
</div></div>
<div id="onetrust-banner-sdk" class="otFlat" role="dialog"><p id="onetrust-policy-text">We and our partners use cookies and similar technologies to personalize content and ads, provide social media features and analyze our traffic. You can choose to accept or manage your preferences.</p><button id="onetrust-accept-btn-handler">Accept All</button> <button id="onetrust-pc-btn-handler">Manage Preferences</button></div>
<script src="https://a.sideline.test/fitt/js/vendor.8a1c0e.js" defer></script>
<script src="https://a.sideline.test/fitt/js/app.3f9a21.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div class="Byline"><div class="Byline__Author">{esc(doc.extra["credit"])}</div><span class="Byline__Meta Byline__Meta--publishDate">{doc.stamp}</span></div>'
        people = []
        for a in doc.authors:
            name = self.a("author", a, "byline") if a == "Rachel Kim" else esc(a)
            people.append(f'<div class="Byline__Author">{name}</div><div class="Byline__Title">{esc(TITLES[a])}</div>')
        return f'<div class="Byline"><div class="Byline__Image"></div>{"".join(people)}<span class="Byline__Meta Byline__Meta--publishDate">{doc.stamp}</span></div>'

    def story_main(self, doc: Doc) -> str:
        share = (
            '<ul class="Story__Share"><li><a class="Share__Link" href="https://www.facebook.test/sharer/sharer.php?u='
            f'{esc(self.url(doc.key))}">Facebook</a></li><li><a class="Share__Link" href="https://x.test/intent/tweet?url={esc(self.url(doc.key))}">X</a></li>'
            f'<li><a class="Share__Link" href="mailto:?subject={esc(doc.title)}">Email</a></li><li><button class="Share__Copy">Copy link</button></li></ul>'
        )
        kicker = f'<div class="Story__Kicker">{esc(doc.extra.get("kicker", doc.section))}</div>'
        dek = f'<h2 class="Story__Subhead">{esc(doc.dek)}</h2>' if doc.dek else ""
        extras = ""
        if doc.extra.get("gamecast"):
            extras = f'<div class="Story__GameLinks">{self.ac("live", "Gamecast", "content", "Button")} <a class="Button" href="/nba/boxscore/_/gameId/401705123">Box Score</a> {self.a("profile", "Marcus Hale player page", "content")}</div>'
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="Story__Image"><img src="https://a.sideline.test/photo/2026/1204/{doc.extra["sid"]}_1296x729.jpg" alt="{esc(alt)}"><figcaption class="Image__Caption">{esc(cap)}</figcaption></figure>'
            ),
        )
        # a "more" box in the middle of the body is chrome
        rel_keys = [k for k in ARTS if k != doc.key][:3]
        inline_rel = (
            '<aside class="inline-related"><h4>More on SSN</h4><ul>'
            + "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel_keys)
            + "</ul></aside>"
        )
        parts = body.split("\n")
        mid = min(4, len(parts))
        body = "\n".join([*parts[:mid], inline_rel, *parts[mid:]])
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<ul class="Story__Tags"><li>{self.a("tag", "NBA trade deadline", "content")}</li><li><a href="/nba/">NBA</a></li></ul>'
        comments = ""
        if doc.extra.get("comments"):
            comments = """<section class="Conversation" id="spotim-conversation"><h3 class="Conversation__Title">Conversation <span>214</span></h3>
<div class="Comment"><span class="Comment__User">mustangs_til_i_die</span><p class="Comment__Text">Every week the same thing. Kick the field goal, punt from the 38, lose by a touchdown.</p></div>
<div class="Comment"><span class="Comment__User">bigred402</span><p class="Comment__Text">Brennan built that defense though. Not ready to run him out of town yet.</p></div>
<button class="Conversation__More">Show more comments</button></section>"""
        top = "".join(
            f'<li class="TopHeadlines__Item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<div class="PageLayout PageLayout--story">
<article class="Story" data-id="{doc.extra["sid"]}">
<header class="Story__Header">{kicker}<h1 class="Story__Headline">{esc(doc.title)}</h1>{dek}
{self.byline(doc)}
{share}</header>
{extras}
<div class="Story__Body t__body">
{body}
</div>
<div class="Story__Footer">{tags}<p class="Story__Feedback"><a href="mailto:feedback@sideline.test">Send us feedback</a></p></div>
</article>
{comments}
<aside class="PageLayout__RightAside"><section class="TopHeadlines"><h3>Top Headlines</h3><ul>{top}</ul></section>
<section class="Ad Ad--300x250" data-slot="story-right-1">Advertisement</section></aside>
</div>"""

    def card(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        meta = ""
        if d.is_article:
            who = ", ".join(d.authors) if d.authors else d.extra.get("credit", "")
            meta = f'<div class="contentItem__publicationMeta"><span class="contentItem__date">{esc(d.stamp)}</span> <span class="author">{esc(who)}</span></div>'
        inner = f'<div class="contentItem__contentWrapper"><h2 class="contentItem__title">{esc(d.title)}</h2><p class="contentItem__subhead">{esc(self.lede(d) if d.is_article else CARD_SUB.get(k, ""))}</p>{meta}</div>'
        return f'<section class="contentItem">{self.ac(k, d.title, zone, "AnchorLink contentItem__content", inner)}</section>'

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="headline headline__h1">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<header class="ContributorHeader"><h1 class="ContributorHeader__Name">{esc(doc.title)}</h1><p class="ContributorHeader__Title">NBA insider</p><p class="ContributorHeader__Bio">{esc(doc.extra["bio"])}</p><a href="https://x.test/rachelkimSSN">@rachelkimSSN</a></header>'
        if doc.kind == "search":
            head = '<form class="Search" action="/search/_/q/"><input class="Search__Input" name="q" value="hale"></form><h1 class="headline">Search results for “hale”</h1><div class="Search__Filters"><button>All</button><button>Articles</button><button>Videos</button><button>Players</button></div>'
        if doc.kind == "tag":
            head = '<h1 class="headline headline__h1">NBA trade deadline</h1><p class="Topic__Intro">The latest rumors, trades and analysis as teams prepare for the February deadline.</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = (
                f'<nav class="Pagination">{self.ac(doc.extra["more"], "Next", "pagination", "Pagination__Next")}</nav>'
            )
        if doc.extra.get("prev"):
            pager = f'<nav class="Pagination">{self.ac(doc.extra["prev"], "Previous", "pagination", "Pagination__Prev")} <span>Page 2</span> <a href="/nba/?page=3" class="Pagination__Next">Next</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f"""<section class="Home__Modules"><h3>Quick links</h3><ul>
<li>{self.a("nba", "NBA", "content")}</li><li>{self.a("standings", "NBA Standings", "content")}</li><li>{self.a("live", "Comets vs. Wolves Gamecast", "content")}</li><li>{self.a("tag", "Trade deadline tracker", "content")}</li><li>{self.a("author", "Rachel Kim", "content")}</li><li>{self.a("search", "Search: Marcus Hale", "content")}</li><li><a href="/nfl/">NFL</a></li><li><a href="/fantasy/football/">Fantasy Football</a></li></ul></section>
<section class="Home__Video"><h3>Watch</h3><p>Streaming now on SSN+: College Basketball, Friday Night Lights, The Draft Room.</p><a href="https://plus.sideline.test/">Start your free trial</a></section>"""
        return f"""<div class="PageLayout PageLayout--index">
<section class="Card FeedCard">{head}
<div class="FeedList">
{cards}
</div>{pager}</section>
{extra}
<aside class="PageLayout__RightAside"><section class="Ad Ad--300x600" data-slot="index-right-1">Advertisement</section></aside>
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "live":
            return self.gamecast()
        if doc.kind == "results":
            return self.standings()
        if doc.kind == "profile":
            return self.profile()
        return f'<div class="PageLayout"><article class="Legal"><h1 class="headline">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</article></div>'

    def gamecast(self) -> str:
        plays = [
            ("OT", "0:00", "End of Overtime", "117-121"),
            ("OT", "0:04", "Andre Okafor misses 26-foot three point jumper", "117-121"),
            ("OT", "0:09", "Marcus Hale makes free throw 2 of 2", "117-121"),
            ("OT", "0:09", "Marcus Hale makes free throw 1 of 2", "117-120"),
            ("OT", "0:09", "Jaylen Mercer personal foul", "117-119"),
            ("OT", "0:21", "Andre Okafor makes driving layup", "117-119"),
            ("OT", "0:38", "Theo Lindqvist offensive rebound", "115-119"),
            ("OT", "1:04", "Marcus Hale makes 25-foot three point jumper (Eli Sandoval assists)", "113-118"),
            ("OT", "1:31", "Jaylen Mercer makes 12-foot pullup jump shot", "113-115"),
            ("OT", "2:12", "Marcus Hale makes driving layup", "111-115"),
            ("OT", "2:30", "Theo Lindqvist blocks Jaylen Mercer's 4-foot layup", "111-113"),
            ("OT", "2:58", "Marcus Hale makes free throw 2 of 2", "111-113"),
            ("OT", "2:58", "Marcus Hale makes free throw 1 of 2", "111-112"),
            ("OT", "3:40", "Andre Okafor makes 16-foot jumper", "111-111"),
            ("OT", "4:12", "Marcus Hale makes 9-foot floater", "109-111"),
            ("OT", "5:00", "Start of Overtime", "109-109"),
            ("4th", "0:00", "Andre Okafor misses 19-foot step back jumpshot", "109-109"),
            ("4th", "0:11", "Marcus Hale makes driving layup", "109-109"),
            ("4th", "0:29", "Seattle timeout", "109-107"),
            ("4th", "0:29", "Jaylen Mercer makes 3-foot dunk (Andre Okafor assists)", "109-107"),
        ]
        rows = "\n".join(
            f'<tr class="playByPlay__tableRow"><td class="playByPlay__time">{p} {t}</td><td class="playByPlay__text">{esc(x)}</td><td class="playByPlay__score">{s}</td></tr>'
            for p, t, x, s in plays
        )
        stats = [
            ("FG", "44-89", "41-86"),
            ("3PT", "15-34", "12-31"),
            ("FT", "14-18", "27-31"),
            ("Rebounds", "44", "47"),
            ("Assists", "27", "25"),
            ("Turnovers", "17", "11"),
            ("Points off turnovers", "10", "26"),
        ]
        st = "\n".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in stats)
        return f"""<div class="PageLayout PageLayout--gamepackage">
<section class="Gamestrip"><div class="Gamestrip__Team Gamestrip__Team--away"><span class="Gamestrip__Name">Seattle Comets</span><span class="Gamestrip__Record">9-12, 4-6 Away</span><span class="Gamestrip__Score">117</span></div>
<div class="Gamestrip__Overview"><span class="ScoreCell__Time">Final/OT</span><h1 class="Gamestrip__Title">Comets vs. Wolves - Game cast</h1><p>Friday, December 4, 2026 · Union Station Arena, Kansas City, MO</p></div>
<div class="Gamestrip__Team Gamestrip__Team--home"><span class="Gamestrip__Name">Kansas City Wolves</span><span class="Gamestrip__Record">10-12, 6-4 Home</span><span class="Gamestrip__Score">121</span></div></section>
<nav class="GameNav"><a href="#gamecast" class="active">Gamecast</a> <a href="/nba/boxscore/_/gameId/401705123">Box Score</a> <a href="#pbp">Play-by-Play</a> {self.a("recap", "Recap", "content")}</nav>
<section class="GameInfo"><h2>Top performers</h2><ul><li>{self.a("profile", "Marcus Hale", "content")} 38 PTS, 9 AST, 7 REB</li><li>Andre Okafor 33 PTS, 6 AST, 5 REB</li><li>Theo Lindqvist 21 PTS, 12 REB</li></ul></section>
<section class="PlayByPlay" id="pbp"><h2>Play-by-Play</h2><div class="tabs"><button>1st</button><button>2nd</button><button>3rd</button><button>4th</button><button class="active">OT</button></div>
<table class="playByPlay__table"><thead><tr><th>Time</th><th>Play</th><th>SEA-KC</th></tr></thead><tbody>
{rows}
</tbody></table></section>
<section class="TeamStats"><h2>Team stats</h2><table><thead><tr><th></th><th>SEA</th><th>KC</th></tr></thead><tbody>
{st}
</tbody></table></section>
<section class="WinProbability"><h3>Win probability</h3><p>Kansas City 100%</p></section>
</div>"""

    def standings(self) -> str:
        east = [
            ("Baltimore Harbors", 15, 5, "-", "W4"), ("Nashville Sound", 11, 9, "4", "L1"),
            ("St. Louis Stallions", 11, 10, "4.5", "W1"), ("Kansas City Wolves", 10, 12, "6", "W2"),
            ("Hartford Hawks", 9, 11, "6", "L2"), ("Louisville Riders", 5, 15, "10", "L5"),
        ]  # fmt: skip
        west = [
            ("San Diego Tides", 16, 4, "-", "W6"), ("Las Vegas Strikers", 13, 8, "3.5", "W1"),
            ("Denver Peaks", 12, 9, "4.5", "L1"), ("Austin Outlaws", 9, 11, "7", "L3"),
            ("Seattle Comets", 9, 12, "7.5", "L3"), ("Sacramento Gold", 7, 13, "9", "W1"),
        ]  # fmt: skip

        def table(name: str, rows: list[tuple[str, int, int, str, str]]) -> str:
            trs = "\n".join(
                f'<tr class="Table__TR"><td class="Table__TD">{i}</td><td class="Table__TD"><a href="/nba/team/_/name/{t.split()[-1].lower()}">{t}</a></td><td class="Table__TD">{w}</td><td class="Table__TD">{lo}</td><td class="Table__TD">{w / (w + lo):.3f}</td><td class="Table__TD">{gb}</td><td class="Table__TD">{st}</td></tr>'
                for i, (t, w, lo, gb, st) in enumerate(rows, 1)
            )
            return f'<section class="Standings"><h2 class="Table__Title">{name}</h2><table class="Table"><thead><tr><th></th><th>Team</th><th>W</th><th>L</th><th>PCT</th><th>GB</th><th>STRK</th></tr></thead><tbody>\n{trs}\n</tbody></table></section>'

        return f"""<div class="PageLayout PageLayout--standings">
<h1 class="headline headline__h1">NBA Standings 2026-27</h1>
<div class="Standings__Filters"><select><option>2026-27</option><option>2025-26</option></select><select><option>Conference</option><option>Division</option><option>League</option></select></div>
{table("Eastern Conference", east)}
{table("Western Conference", west)}
<p class="Standings__Legend">GB: Games back. STRK: Current streak. Standings are updated after every final.</p>
<p>{self.a("live", "Latest game: Comets at Wolves, Final/OT", "content")} · {self.a("nba", "NBA news", "content")}</p>
</div>"""

    def profile(self) -> str:
        seasons = [
            ("2023-24", "KC", 74, "21.3", "5.9", "6.8", ".452", ".318"),
            ("2024-25", "KC", 79, "24.8", "6.2", "7.4", ".468", ".341"),
            ("2025-26", "KC", 70, "26.5", "6.5", "7.9", ".471", ".352"),
            ("2026-27", "KC", 20, "29.1", "6.8", "8.3", ".489", ".390"),
        ]
        trs = "\n".join("<tr>" + "".join(f'<td class="Table__TD">{c}</td>' for c in row) + "</tr>" for row in seasons)
        return f"""<div class="PageLayout PageLayout--player">
<section class="PlayerHeader"><h1 class="PlayerHeader__Name">Marcus Hale</h1>
<ul class="PlayerHeader__Team_Info"><li>Kansas City Wolves</li><li>#3</li><li>Guard</li></ul>
<div class="PlayerHeader__Bio"><ul><li><span>HT/WT</span> 6' 4", 205 lbs</li><li><span>Birthdate</span> 3/11/2001 (25)</li><li><span>College</span> Memphis</li><li><span>Draft Info</span> 2022: Rd 1, Pk 6 (KC)</li><li><span>Status</span> Active</li></ul></div></section>
<nav class="PlayerNav"><a class="active" href="#overview">Overview</a> <a href="/nba/player/gamelog/_/id/4432166">Game Log</a> <a href="/nba/player/splits/_/id/4432166">Splits</a></nav>
<section class="PlayerStats"><h2>Career stats</h2><table class="Table"><thead><tr><th>Season</th><th>Team</th><th>GP</th><th>PTS</th><th>REB</th><th>AST</th><th>FG%</th><th>3P%</th></tr></thead><tbody>
{trs}
</tbody></table></section>
<section class="LastGames"><h2>Last game</h2><p>Fri 12/4 vs SEA: W 121-117 (OT), 38 PTS, 7 REB, 9 AST</p></section>
<section class="PlayerNews"><h2>Latest news</h2><ul><li>{self.a("recap", self.docs["recap"].title, "content")}</li><li>{self.a("qa", self.docs["qa"].title, "content")}</li></ul></section>
</div>"""


CARD_SUB = {
    "live": "Final/OT: Comets 117, Wolves 121. Play-by-play and team stats.",
    "standings": "Conference standings, streaks and games back.",
    "profile": "Kansas City Wolves guard: stats, game log and news.",
}
