# ruff: noqa: E501 (page texts and markup are long literal lines)
"""The Sideline: a US sports site modelled on ESPN's story and match-centre markup (`/soccer/story/_/id/<n>/<slug>`,
`/soccer/report/_/gameId/<n>`, `/soccer/commentary/_/gameId/<n>`, `/soccer/standings/_/league/csl`,
`/soccer/player/_/id/<n>/<slug>`, `/contributor/<slug>`, `/search/_/q/<q>`; `Story__Wrapper`, `article-body`,
`article-meta`, `timestamp` with `data-date`), English (US spelling), UTF-8 declared only in `<meta charset>` (the
header is a plain `text/html`). The publisher is in New York: times are printed "Dec 3, 2026, 10:42 PM ET", while
the JSON-LD and `data-date` carry UTC, which is already the next day for every evening story (the label is the
Eastern day). The coverage is of a fictional league, the Coastal Soccer League (CSL). A live minute-by-minute page
with written entries is an article (no person credited); the match-stats page, the standings and the fixtures are
`results`; a player profile is `player`."""

from __future__ import annotations

import json

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["report1", "report2", "live", "analysis", "column", "transfer", "interview", "brief"]
CONTRIB = {
    "Marcus Ellery": "marcus-ellery",
    "Dana Whitfield": "dana-whitfield",
    "Ravi Menon": "ravi-menon",
    "Carla Vennard": "carla-vennard",
    "Jess Moran": "jess-moran",
}
ROLE = {
    "Marcus Ellery": "CSL reporter",
    "Dana Whitfield": "Senior writer",
    "Ravi Menon": "Tactics writer",
    "Carla Vennard": "Columnist",
    "Jess Moran": "Women's soccer reporter",
}


class Sideline(Base):
    origin = "https://www.thesideline.test"
    name = "The Sideline"
    prefix = "sdl"
    language = "en"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sdl",
            [
                ".Story__Wrapper",
                ".article-body",
                ".article-meta",
                ".Gamestrip__Team",
                ".Table__TR",
                ".global-nav-container",
                ".ContentList__Item",
                ".Commentary__Row",
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
                "The Sideline",
                "espn-like-home",
                list=["live", "report1", "report2", "transfer", "column", "analysis", "interview"],
            )
        )
        add(
            page(
                "csl",
                "/soccer/csl/",
                "section",
                "CSL News",
                "league-hub-front",
                list=["live", "report1", "transfer", "report2", "brief"],
                more="csl2",
            )
        )
        add(
            page(
                "csl2",
                "/soccer/csl/news/_/page/2",
                "section",
                "CSL News",
                "league-news-page2",
                list=["interview", "analysis", "column"],
            )
        )
        add(
            page(
                "topic",
                "/topic/_/name/csl-cup-playoffs",
                "tag",
                "CSL Cup Playoffs",
                "topic-page",
                list=["report1", "report2", "live", "column", "brief"],
            )
        )
        add(
            page(
                "author",
                "/contributor/marcus-ellery",
                "author",
                "Marcus Ellery",
                "contributor-page",
                list=["report1", "transfer"],
                bio="Marcus Ellery covers the Coastal Soccer League for The Sideline. He previously reported on college soccer and the Baltimore Harbor for the Chesapeake Ledger.",
            )
        )
        add(
            page(
                "search",
                "/search/_/q/forge",
                "search",
                "Search results for forge",
                "search-results",
                list=["brief", "analysis", "report1"],
            )
        )
        add(
            page(
                "standings",
                "/soccer/standings/_/league/csl",
                "results",
                "CSL Standings 2026",
                "league-table",
                [
                    "## Regular season, final",
                    "T: Team | GP | W | D | L | GF | GA | GD | P",
                    "T: Pittsburgh Forge FC | 30 | 18 | 7 | 5 | 54 | 27 | 27 | 61",
                    "T: Charlotte Ironbirds | 30 | 17 | 6 | 7 | 49 | 31 | 18 | 57",
                    "T: Baltimore Harbor SC | 30 | 15 | 9 | 6 | 47 | 33 | 14 | 54",
                    "T: Richmond Kings FC | 30 | 15 | 7 | 8 | 44 | 35 | 9 | 52",
                    "T: Norfolk Mariners SC | 30 | 13 | 8 | 9 | 41 | 36 | 5 | 47",
                    "T: Hartford Cardinals | 30 | 12 | 8 | 10 | 38 | 37 | 1 | 44",
                    "T: Albany Foxes FC | 30 | 11 | 7 | 12 | 36 | 40 | -4 | 40",
                    "T: Buffalo Lakers FC | 30 | 10 | 9 | 11 | 35 | 38 | -3 | 39",
                    "T: Trenton Steel | 30 | 9 | 8 | 13 | 33 | 44 | -11 | 35",
                    "T: Savannah Tide | 30 | 8 | 7 | 15 | 30 | 46 | -16 | 31",
                    "T: Portland Granite SC | 30 | 6 | 9 | 15 | 29 | 48 | -19 | 27",
                    "T: Wilmington Blue Hens FC | 30 | 5 | 7 | 18 | 25 | 56 | -31 | 22",
                    "Top six qualify for the CSL Cup playoffs; first and second receive a bye to the semifinals.",
                ],
            )
        )
        add(
            page(
                "fixtures",
                "/soccer/fixtures/_/league/csl",
                "results",
                "CSL Fixtures and Results",
                "fixtures-list",
                [
                    "## Thursday, December 3, 2026",
                    "T: Match | Result | Venue",
                    "T: Baltimore Harbor SC v Pittsburgh Forge FC | FT 2-1 | Harbor Field, Baltimore",
                    "T: Charlotte Ironbirds v Richmond Kings FC | FT 0-0 | Queen City Park, Charlotte",
                    "## Friday, December 4, 2026 (CSL Women)",
                    "T: Match | Time (ET) | Venue",
                    "T: Buffalo Lakers v Albany Foxes (Championship final) | LIVE 71' 1-1 | Canalside Stadium, Buffalo",
                    "## Thursday, December 10, 2026",
                    "T: Match | Time (ET) | Venue",
                    "T: Pittsburgh Forge FC v Baltimore Harbor SC | 7:30 PM | Forge Stadium, Pittsburgh",
                    "T: Richmond Kings FC v Charlotte Ironbirds | 8:00 PM | Kings Park, Richmond",
                    "## Saturday, December 19, 2026",
                    "T: Match | Time (ET) | Venue",
                    "T: CSL Cup final | 3:00 PM | Higher seed hosts",
                    "All times Eastern. TV: SNN and The Sideline+.",
                ],
            )
        )
        add(
            page(
                "boxscore",
                "/soccer/matchstats/_/gameId/718204",
                "results",
                "Baltimore Harbor SC 2-1 Pittsburgh Forge FC - Match Stats",
                "match-stats-only",
                [
                    "T: Stat | Baltimore | Pittsburgh",
                    "T: Possession | 44% | 56%",
                    "T: Shots (on goal) | 13 (6) | 11 (4)",
                    "T: Fouls | 14 | 11",
                    "T: Yellow cards | 2 | 3",
                    "T: Red cards | 0 | 0",
                    "T: Offsides | 1 | 3",
                    "T: Corner kicks | 4 | 7",
                    "T: Saves | 3 | 4",
                    "## Scoring",
                    "T: Minute | Team | Player",
                    "T: 23' | Pittsburgh | Luka Brenner",
                    "T: 58' (pen) | Baltimore | Dario Quintero",
                    "T: 81' | Baltimore | Elijah Bancroft",
                    "Attendance: 19,412. Referee: Alan Prestwick.",
                ],
            )
        )
        add(
            page(
                "player",
                "/soccer/player/_/id/284117/kwame-asante",
                "player",
                "Kwame Asante",
                "player-profile",
                [
                    "T: Position | Club | Number | Age | Height | Birthplace",
                    "T: Defender | Pittsburgh Forge FC | 4 | 27 | 6' 2\" | Columbus, Ohio",
                    "## 2026 season",
                    "T: Competition | Apps | Starts | Goals | Assists | Yellow | Red",
                    "T: CSL regular season | 28 | 28 | 3 | 1 | 5 | 0",
                    "T: CSL Cup playoffs | 1 | 1 | 0 | 0 | 0 | 0",
                    "## Career",
                    "T: Season | Club | Apps | Goals",
                    "T: 2026 | Pittsburgh Forge FC | 29 | 3",
                    "T: 2025 | Pittsburgh Forge FC | 31 | 2",
                    "T: 2023-24 | Norfolk Mariners SC | 52 | 4",
                ],
            )
        )
        add(
            story(
                "report1",
                "/soccer/report/_/gameId/718204",
                "Quintero, Bancroft rally Harbor past Forge in semifinal first leg",
                "2026-12-03",
                "2026-12-04T03:42:00Z",
                "Dec 3, 2026, 10:42 PM ET",
                ["Marcus Ellery"],
                [
                    "BALTIMORE -- For 57 minutes on Thursday night, Baltimore Harbor SC looked like a team that had run out of ideas. Then Dario Quintero buried a penalty, Elijah Bancroft found the top corner nine minutes from time, and a sold-out Harbor Field crowd went home believing its team is 90 minutes from the CSL Cup final.",
                    "Harbor came from behind to beat the Pittsburgh Forge 2-1 in the first leg of their Eastern semifinal, overturning Luka Brenner's first-half opener and taking a slender lead into next Thursday's return game at Forge Stadium.",
                    '"At halftime I told them the game was not lost, it was just not started," Harbor coach Tomás Aguirre said. "We were too polite in the first half. In the second half we stopped respecting them so much."',
                    "Pittsburgh, the regular-season champions, controlled the opening half with the high press that has suffocated most of the league this year. Harbor goalkeeper Sam Whitlock was forced into two sharp saves before Brenner scored in the 23rd minute, running on to a clipped ball from Mateo Ruiz and lifting it over Whitlock from 12 yards.",
                    "The Forge might have been further ahead by the break. Ruiz hit the crossbar from a free kick in the 34th minute, and Whitlock had to scramble to keep out a deflected shot from Kofi Mensah just before halftime.",
                    "The game turned on a substitution and an injury. Aguirre sent on winger Elijah Bancroft for the ineffective Chris Dunleavy at the start of the second half, and Bancroft's direct running immediately stretched a Pittsburgh back line that had barely been tested.",
                    "In the 56th minute Bancroft skipped past Forge right back Tyler Osei and was tripped in the box. Quintero, who had missed his previous penalty against Norfolk in October, sent goalkeeper Eric Lindgren the wrong way.",
                    "Six minutes later Pittsburgh lost center back Kwame Asante, who pulled up while chasing a long ball and left the field clutching his hamstring. Forge coach Stefan Kowalczyk said after the game that Asante would have a scan on Friday.",
                    '"Kwame is the organizer of our defense, so of course it hurts," Kowalczyk said. "But we have a week, we have our stadium, and we are only one goal behind. Nobody in our locker room is panicking."',
                    "Harbor's winner came in the 81st minute. Quintero won the ball in midfield and played Bancroft in down the left; the 22-year-old cut inside Asante's replacement, Jordan Pike, and curled a right-footed shot into the far top corner.",
                    "It was Bancroft's first goal since August, when he broke a bone in his foot and missed seven weeks.",
                    '"I have been waiting for that one for a long time," he said. "The coach told me to be brave and take people on. That is what I did."',
                    "Pittsburgh pushed for an equalizer in the closing minutes, and Whitlock made his best save of the night in stoppage time, tipping a header from substitute Andre Baptiste around the post.",
                    "The second leg is on Thursday, Dec. 10, at 7:30 p.m. ET. Away goals do not count in the CSL playoffs, so a 1-0 win for Pittsburgh would send the tie to extra time.",
                ],
                "match-report-utc-next-day",
                section="CSL",
                game=("Baltimore Harbor SC", "2", "Pittsburgh Forge FC", "1", "FT"),
            )
        )
        add(
            story(
                "report2",
                "/soccer/report/_/gameId/718205",
                "Ironbirds and Kings play out tense scoreless draw in Charlotte",
                "2026-12-03",
                "2026-12-04T03:05:00Z",
                "Dec 3, 2026, 10:05 PM ET",
                ["Dana Whitfield"],
                [
                    "CHARLOTTE, N.C. -- There were no goals at Queen City Park on Thursday, but there was no shortage of drama.",
                    "The Charlotte Ironbirds and the Richmond Kings played out a 0-0 draw in the first leg of their CSL Cup Western semifinal, a game in which Richmond hit the woodwork twice and Charlotte goalkeeper Owen Pryce produced the save of the season to deny Joel Ambrose in the final minute.",
                    '"I have watched it back on the screen in the locker room already and I still do not know how I got there," Pryce said of his diving stop. "Sometimes the ball finds you."',
                    "Richmond, who finished fourth in the regular season, were the better team for long stretches. Ambrose struck the post with a header in the 29th minute, and midfielder Sebastián Ortega rattled the crossbar from 25 yards early in the second half.",
                    "Charlotte coach Renata Silva admitted her team had struggled to cope with Richmond's midfield, which outnumbered the Ironbirds' two central players for much of the night.",
                    '"We were not at our level and we have to be honest about that," Silva said. "But a clean sheet in a semifinal is never a bad result. We go to Richmond with everything still in our hands."',
                    "The Ironbirds' best chance fell to striker Malik Jefferson, who shot straight at Richmond goalkeeper Brandon Oyelaran after a quick counterattack in the 66th minute.",
                    "Richmond coach Gary Lindholm said he was proud of his players but frustrated that they had nothing to show for their pressure.",
                    '"If we play like that next week, we go to the final," Lindholm said. "The only thing we did not do tonight is score, and that is usually the easiest thing for this team."',
                    "The second leg is at Kings Park in Richmond on Dec. 10.",
                ],
                "match-report-shorter",
                section="CSL",
                game=("Charlotte Ironbirds", "0", "Richmond Kings FC", "0", "FT"),
            )
        )
        add(
            story(
                "live",
                "/soccer/commentary/_/gameId/718311",
                "Live: Buffalo Lakers vs. Albany Foxes, CSL Women's Championship final",
                "2026-12-04",
                "2026-12-04T23:30:00Z",
                "Dec 4, 2026, 6:30 PM ET",
                [],
                [
                    "E: 71' || Substitution, Albany Foxes. Lena Fischer replaces Jordyn Pierce, who has run herself into the ground in midfield.",
                    "E: 69' || Yellow card for Buffalo's Nia Okoro for a late challenge on Hannah Cole. Okoro will miss the first game of next season if she picks up another.",
                    "E: 66' || Save! Ava Lindqvist gets down quickly to her left to push away a low shot from Cole. The Albany striker is the most dangerous player on the field right now.",
                    "E: 62' || Buffalo are on top. Three corners in four minutes and the home crowd is making more noise than at any point tonight.",
                    "E: 58' || Albany coach Priya Sandhu is on her feet in the technical area, waving her full backs forward. She does not want this to go to extra time.",
                    "E: 55' || GOAL! Buffalo Lakers 1, Albany Foxes 1. Sofia Marchetti ghosts in at the far post to head in Okoro's corner. Marchetti's 14th goal of the season, and the stadium shakes.",
                    "E: 52' || Buffalo have changed shape after the break, with Marchetti pushed up alongside Tia Rowland in a front two.",
                    "E: 46' || The second half is under way. No changes for either side.",
                    "E: HT || Halftime: Buffalo Lakers 0, Albany Foxes 1. Albany have been sharper, quicker to the second ball and more clinical. Buffalo have had 61% of possession but only one shot on target.",
                    "E: 44' || Chance for Buffalo! Rowland's volley from the edge of the box flies a yard over the bar.",
                    "E: 37' || Lindqvist claims a dangerous cross under pressure from two Albany forwards. The Buffalo goalkeeper has had a busy half.",
                    "E: 29' || Albany are sitting deep and inviting Buffalo to cross. So far it is working: every ball into the box has been cleared.",
                    "E: 18' || GOAL! Buffalo Lakers 0, Albany Foxes 1. Hannah Cole races on to a through ball from Pierce, holds off two defenders and slides a finish past Lindqvist. Silence at Canalside.",
                    "E: 11' || First real chance of the final falls to Buffalo: Marchetti's shot on the turn is deflected wide.",
                    "E: 1' || Kickoff! Albany get us under way in front of a record crowd of 14,208 at Canalside Stadium.",
                    "E: 6:52 PM || The teams are in the tunnel. Buffalo are unbeaten in nine games at home; Albany won both regular-season meetings.",
                    "E: 6:30 PM || Good evening and welcome to our live coverage of the CSL Women's Championship final from Buffalo. Kickoff is at 7 p.m. ET, and the lineups are in: Buffalo coach Megan Holloway is unchanged from the semifinal, while Albany bring back captain Jordyn Pierce after a knee injury.",
                ],
                "live-commentary-in-progress-no-author",
                section="CSL Women",
                ld="live",
                game=("Buffalo Lakers", "1", "Albany Foxes", "1", "71'"),
                updated="Last updated Dec 4, 2026, 8:52 PM ET",
            )
        )
        add(
            story(
                "analysis",
                "/soccer/story/_/id/42871563/how-pittsburgh-forge-high-press-became-csl-most-feared-weapon",
                "How Pittsburgh's high press became the CSL's most feared weapon",
                "2026-12-02",
                "2026-12-02T15:00:00Z",
                "Dec 2, 2026, 10:00 AM ET",
                ["Ravi Menon"],
                [
                    "There is a number pinned to the wall of the video room at the Pittsburgh Forge training center in Robinson Township, and it has nothing to do with goals. It is 8.4, and it is the average number of passes Forge opponents managed before losing the ball this season, the lowest in the Coastal Soccer League by some distance.",
                    "In his second year in charge, Stefan Kowalczyk has turned the Forge into the most aggressive pressing team the league has seen. They won the regular-season title with 61 points, conceded only 27 goals, and scored 19 of their 54 goals within 15 seconds of winning the ball back. Before Thursday's semifinal first leg in Baltimore, they had not lost a game since July.",
                    "So how does it work, and why did it suddenly stop working for 45 minutes at Harbor Field?",
                    "## The trigger",
                    "Most pressing teams press on a cue: a sideways pass, a poor touch, a pass into a player facing his own goal. Pittsburgh press on a cue too, but Kowalczyk's version is unusually specific. The Forge wait for the opposition's center backs to play the ball into a full back. The moment that pass is made, the nearest winger sprints to cut off the return pass, the striker blocks the route into midfield and the central midfielder on that side jumps on to the nearest opponent.",
                    '"We want the full back to feel like he is standing in a phone booth," Kowalczyk told The Sideline in October. "If he has only one option, and it is a long ball, then we have already won."',
                    "The numbers back him up. According to data from the league's tracking provider, Pittsburgh forced 212 long balls from opposing full backs this season, 70 more than any other team. They won possession from 61% of them.",
                    "## The engine",
                    "The system only works if the players can run, and the Forge can run. Pittsburgh covered an average of 114.6 kilometers per game in the regular season, and their midfielders led the league in high-intensity sprints.",
                    "T: Team | High turnovers per game | Passes allowed per defensive action | Goals from high turnovers",
                    "T: Pittsburgh Forge FC | 11.2 | 8.4 | 19",
                    "T: Charlotte Ironbirds | 8.7 | 10.9 | 11",
                    "T: Richmond Kings FC | 8.1 | 11.6 | 9",
                    "T: Baltimore Harbor SC | 6.4 | 13.8 | 6",
                    "T: League average | 6.9 | 12.7 | 7",
                    'Mateo Ruiz, signed from Uruguay last winter, is the key. The 25-year-old central midfielder led the CSL in tackles in the attacking third and in ball recoveries. Kowalczyk calls him "the alarm clock," because his first sprint tells the rest of the team when to go.',
                    "Behind him, Kwame Asante is the other indispensable piece. A press this high leaves acres of space behind the defense, and Asante's recovery pace has covered for it all season. When he limped off against Baltimore on Thursday, the Forge dropped 10 yards deeper almost immediately.",
                    "## The counter",
                    "Which brings us to Thursday. Baltimore coach Tomás Aguirre did something few teams have tried against Pittsburgh: he told his center backs not to play into the full backs at all. Instead, Harbor's goalkeeper went long to the channels, and Harbor's midfielders dropped onto the second ball.",
                    "It did not work in the first half. It worked much better in the second, once Elijah Bancroft came on and gave Harbor a winger who could hold the ball and run at a back line that suddenly had to defend its own box. Pittsburgh's high turnovers dropped from seven in the first half to two in the second.",
                    "Kowalczyk is not the kind of coach who changes his plan after one bad half. But if Asante cannot play in the second leg, he may have no choice. A pressing team needs a safety net, and without Asante, the Forge may have to decide how much of the field they can afford to leave empty.",
                ],
                "tactics-analysis-subheads-stats-table",
                section="CSL",
            )
        )
        add(
            story(
                "column",
                "/soccer/story/_/id/42880914/csl-two-legged-semifinals-relic-scrap-them",
                "The CSL's two-legged semifinals are a relic. It's time to scrap them",
                "2026-12-04",
                "2026-12-04T17:00:00Z",
                "Dec 4, 2026, 12:00 PM ET",
                ["Carla Vennard"],
                [
                    "Thursday night should have been the best night of the Coastal Soccer League season. Four of the league's five best teams, two semifinals, two sold-out stadiums. Instead, one of the games was a 0-0 draw in which both coaches admitted afterward that they had been thinking about next week, and the other was settled by a late goal that decided nothing.",
                    "Welcome to the two-legged semifinal, a format the CSL borrowed from European club competitions in 2011 and has never had the nerve to abandon.",
                    "The case for it was always about money. Two home games mean two gates, two television windows and two chances to sell a playoff ticket package. For a young league, that mattered. Teams were losing money, and an extra home date in December could cover the salary of a reserve player or two.",
                    "It does not matter now. The league's clubs sold out 82% of their regular-season games this year. The new broadcast deal pays each club more than the two playoff gates combined. And the cost of the format is that the CSL's most important games are routinely its least watchable.",
                    "Look at the numbers. Since 2018, first legs of CSL semifinals have averaged 1.9 goals per game. Regular-season games average 2.7. Eleven of the 16 first legs in that period were either draws or one-goal games, and seven of those featured fewer than 10 shots on target between the two teams. Coaches are not stupid. They know the first leg is only half a game, and they play it that way.",
                    "There is also the fairness problem. The higher seed earns the right to play the second leg at home, which sounds like an advantage. But the CSL abolished the away-goals rule three years ago, and since then higher seeds have won only half of their semifinal ties. A team that finishes 12 points clear over 30 games deserves more than a coin flip.",
                    "The alternative is simple. Play one semifinal, at the higher seed's stadium, on a weekend afternoon. Make it an occasion. If you want to reward the regular season, give the top seed the home game and the choice of kickoff time. If you want the drama, you will get it: single games produce more goals, more late twists and, crucially, more reasons for a casual fan to watch.",
                    'Commissioner Ellen Marsh said last month that the league would "review all aspects of the postseason" after this year. She should start with the semifinals and finish quickly.',
                    "The players would welcome it too. Thursday's semifinals came at the end of a 30-game season and a quarterfinal round. Pittsburgh lost its best defender to a hamstring injury. Charlotte's Renata Silva admitted that her team's legs were heavy. Another game in seven days will not help either side put on a show.",
                    "The CSL has spent 15 years proving that American soccer fans will turn up for a serious league. Now it should trust them to turn up for a serious playoff. One game. Winner goes through. It really is that simple.",
                ],
                "opinion-column-with-comments",
                section="CSL",
                comments=True,
            )
        )
        add(
            story(
                "transfer",
                "/soccer/story/_/id/42884402/sources-richmond-kings-close-signing-brazilian-forward-thiago-sardinha",
                "Sources: Richmond Kings close to signing Brazilian forward Thiago Sardinha",
                "2026-12-04",
                "2026-12-04T16:15:00Z",
                "Dec 4, 2026, 11:15 AM ET",
                ["Ravi Menon", "Marcus Ellery"],
                [
                    "The Richmond Kings are close to completing a deal to sign Brazilian forward Thiago Sardinha from EC Vila Serrana, sources told The Sideline on Friday.",
                    "The deal would see Richmond pay a transfer fee of about $3.8 million, with up to $1.2 million more in add-ons, sources said. That would make Sardinha, 24, the most expensive signing in the club's history.",
                    "Sardinha, who can play as a center forward or on the left wing, scored 16 goals in 34 league games for Vila Serrana this season. He would join Richmond when the CSL's winter transfer window opens on Jan. 6, provided he passes a medical and obtains a visa.",
                    'RAW:<aside class="inline-track social-embed"><blockquote class="twitter-tweet"><p>Richmond Kings are closing in on Thiago Sardinha. Fee around $3.8m plus add-ons. Medical to be scheduled once the window opens. #CSL</p>&mdash; Ravi Menon (@ravimenon_fc) December 4, 2026</blockquote></aside>',
                    "Richmond have been searching for a forward since Joel Ambrose, their leading scorer, told the club he intends to leave when his contract expires at the end of next season. Sources said Richmond have no plans to sell Ambrose in January, and that coach Gary Lindholm wants to play the two together.",
                    'Club president Darren Whitcomb declined to comment on Sardinha when reached on Friday, saying only that Richmond were "focused on the semifinal" against the Charlotte Ironbirds. The teams drew the first leg 0-0 on Thursday.',
                    "Sardinha would become the fourth Brazilian player in the CSL and the second at Richmond, after defender Caio Mendes.",
                    "Two other CSL clubs, including the Norfolk Mariners, made inquiries about Sardinha in the summer but were put off by Vila Serrana's asking price, which was then close to $6 million, sources said.",
                ],
                "sources-transfer-two-bylines-tweet-embed",
                section="CSL",
            )
        )
        add(
            story(
                "interview",
                "/soccer/story/_/id/42876120/buffalo-lakers-coach-megan-holloway-csl-women-final-interview",
                "Megan Holloway on Buffalo's long road to the final: 'We stopped being afraid of the ball'",
                "2026-12-03",
                "2026-12-03T19:30:00Z",
                "Dec 3, 2026, 2:30 PM ET",
                ["Jess Moran"],
                [
                    "Eighteen months ago, the Buffalo Lakers finished last in the CSL Women's league with four wins. On Friday night they host the Albany Foxes in the championship final at Canalside Stadium. The Sideline spoke with coach Megan Holloway, 38, about the turnaround, her goalkeeper's feet and why she still drives to training.",
                    "The interview has been edited for length and clarity.",
                    "Q: You took over a team that had just finished bottom of the league. What was the first thing you changed? || Honestly, the first thing was the mood. The players were scared of making mistakes. You could see it in how they played out from the back: every pass was safe, every pass was sideways. So the first month we did almost no tactical work. We played small-sided games where the only rule was that you had to try something. We stopped being afraid of the ball.",
                    "Q: You also changed the goalkeeper. Ava Lindqvist was a backup in Sweden when you signed her. || Ava was a gamble, and I think people thought I was a bit crazy. But I had watched her play with her feet and she was better than most of my center backs. If you want to build from the back, your goalkeeper has to be your first playmaker. She has been exactly that.",
                    "Q: Sofia Marchetti has scored 13 goals this year after scoring five last season. What changed for her? || Sofia always had the talent. What she did not have was a team that gave her the ball in the right places. We moved her from the wing to a more central role and we built the attack around getting her on the ball in the box. She has also become a leader, which people do not see as much.",
                    "Q: Albany beat you twice in the regular season. What have you learned from those games? || That they are very good at waiting for you to make a mistake. Priya Sandhu's teams are patient and organized, and Hannah Cole will punish you the moment you give her space. We have to be brave but we cannot be careless. That is the balance.",
                    "Q: What does this final mean for women's soccer in Buffalo? || It means a lot. When I arrived we were playing in front of 2,000 people at a high school field. Now we are selling out Canalside. I get stopped at the grocery store by little girls in Lakers shirts. That did not happen two years ago. Whatever happens on Friday, that is the part I am proudest of.",
                    "Q: And the driving? || I drive to training every day because it is the only 25 minutes where nobody can ask me anything. I listen to country music and I think. My assistants know not to call me before 8:30.",
                ],
                "qa-interview-intro-edited-note",
                section="CSL Women",
            )
        )
        add(
            story(
                "brief",
                "/soccer/story/_/id/42883317/forge-defender-kwame-asante-miss-second-leg-hamstring-injury",
                "Forge defender Kwame Asante to miss second leg with hamstring injury",
                "2026-12-04",
                "2026-12-04T19:48:00Z",
                "Dec 4, 2026, 2:48 PM ET",
                [],
                [
                    "Pittsburgh Forge center back [[player|Kwame Asante]] will miss next Thursday's CSL Cup semifinal second leg against Baltimore Harbor SC after a scan confirmed a hamstring strain, the club said on Friday.",
                    "Asante, 27, limped off in the 62nd minute of Thursday's 2-1 first-leg defeat in Baltimore. The Forge said he is expected to be out for three to four weeks, which would also rule him out of the CSL Cup final on Dec. 19 if Pittsburgh advance.",
                    "Jordan Pike, who replaced Asante on Thursday, is expected to start at Forge Stadium.",
                    "SIGN: The Sideline staff",
                ],
                "injury-brief-staff-credit",
                section="CSL",
                ld="org",
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="sports {c}">{self.a(k, t, "nav")}</li>'
            for k, t, c in (
                ("home", "Home", "home"),
                ("csl", "CSL", "soccer"),
                ("standings", "Standings", "soccer"),
                ("fixtures", "Fixtures", "soccer"),
                ("topic", "Playoffs", "soccer"),
                ("/nba/", "NBA", "nba"),
                ("/nfl/", "NFL", "nfl"),
                ("/college-football/", "NCAAF", "ncf"),
            )
        )
        head = [
            f"<title>{esc(doc.title)} - The Sideline</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="The Sideline">',
            '<meta name="twitter:site" content="@thesideline">',
            '<meta property="fb:app_id" content="116656161708917">',
        ]
        if doc.is_article:
            head += self.article_meta(doc)
        else:
            head.append('<meta property="og:type" content="website">')
        analytics = json.dumps(
            {
                "pageName": f"sideline:soccer:{doc.kind}:{doc.key}",
                "section": "soccer",
                "league": "csl",
                "premium": False,
            }
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0">
{chr(10).join(head)}
<link rel="stylesheet" href="https://a.sidelinecdn.test/redesign/0.752.1/css/shell-desktop.css">
<style>/*PAD*/</style>
<script>window.sdl=window.sdl||{{}};window.sdl.analytics={analytics};</script>
</head>
<body class="{"article" if doc.is_article else "index"} desktop soccer" data-appearance="light">
<div id="global-viewport">
<header id="global-header" class="global-nav-container">
<div class="logo">{self.a("home", "The Sideline", "nav")}</div>
<nav id="global-nav"><ul>{nav}</ul></nav>
<div class="global-search">{self.a("search", "Search", "nav")}</div>
<div class="global-user"><a href="https://secure.thesideline.test/login?return=%2F">Log In</a> <a href="/plus/">The Sideline+</a></div>
</header>
<div class="Scoreboard__Strip"><ul>
<li class="Gamestrip__Team">{self.a("live", "BUF 1-1 ALB 71'", "nav")}</li>
<li class="Gamestrip__Team">{self.a("report1", "BAL 2-1 PIT FT", "nav")}</li>
<li class="Gamestrip__Team">{self.a("report2", "CLT 0-0 RIC FT", "nav")}</li>
</ul></div>
<section id="pane-main">
{main}
</section>
<aside id="sidebar" class="col-c"><section class="headlineStack"><h2>Top Headlines</h2><ul>{"".join(f'<li class="ContentList__Item">{self.a(k, self.docs[k].title, "aside")}</li>' for k in ("transfer", "brief", "column", "analysis") if k != doc.key)}</ul></section>
<section class="AdSlot"><div id="ad-banner-300x250" class="ad-slot" data-slot-kvps="pos=incontent"></div></section></aside>
<footer id="global-footer"><ul class="footer-links"><li><a href="/terms-of-use">Terms of Use</a></li><li><a href="/privacy-policy">Privacy Policy</a></li><li><a href="/your-us-state-privacy-rights">Your US State Privacy Rights</a></li><li><a href="/childrens-online-privacy">Children's Online Privacy Policy</a></li><li><a href="/interest-based-ads">Interest-Based Ads</a></li><li><a href="/about-nielsen-measurement">About Nielsen Measurement</a></li><li><a href="/do-not-sell">Do Not Sell or Share My Personal Information</a></li><li><a href="https://www.thesideline.test/feedback">Contact Us</a></li></ul>
<p>Copyright: &copy; 2026 The Sideline Media LLC. All rights reserved.</p></footer>
</div>
<div id="onetrust-banner-sdk" class="otFlat"><p>We and our partners use cookies to personalize content and ads and to analyze traffic. By clicking "Accept", you agree to our use of cookies.</p><button id="onetrust-accept-btn-handler">Accept</button><button>Manage Preferences</button></div>
<script src="https://a.sidelinecdn.test/redesign/0.752.1/js/espn-critical.js"></script>
<script src="https://a.sidelinecdn.test/redesign/0.752.1/js/shell-desktop.js" defer></script>
</body>
</html>"""

    def article_meta(self, doc: Doc) -> list[str]:
        if doc.extra.get("ld") == "live":
            ld: dict = {
                "@context": "https://schema.org",
                "@type": "LiveBlogPosting",
                "headline": doc.title,
                "url": self.url(doc.key),
                "datePublished": doc.iso,
                "dateModified": "2026-12-05T01:52:00Z",
                "coverageStartTime": "2026-12-05T00:00:00Z",
                "coverageEndTime": "2026-12-05T02:00:00Z",
                "about": {
                    "@type": "SportsEvent",
                    "name": "Buffalo Lakers vs. Albany Foxes",
                    "startDate": "2026-12-05T00:00:00Z",
                    "location": {"@type": "Place", "name": "Canalside Stadium"},
                },
                "publisher": {"@type": "Organization", "name": "The Sideline"},
            }
        else:
            author = (
                {"@type": "Organization", "name": "The Sideline"}
                if doc.extra.get("ld") == "org"
                else [{"@type": "Person", "name": a} for a in doc.authors]
            )
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "The Sideline",
                    "logo": {"@type": "ImageObject", "url": "https://a.sidelinecdn.test/i/sideline/logo_600x60.png"},
                },
                "image": {
                    "@type": "ImageObject",
                    "url": f"https://a.sidelinecdn.test/photo/2026/1204/{doc.key}_1296x729.jpg",
                    "width": 1296,
                    "height": 729,
                },
            }
        return [
            '<meta property="og:type" content="article">',
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<meta property="article:published_time" content="{doc.iso}">',
            f'<meta name="author" content="{esc(", ".join(doc.authors) or "The Sideline")}">',
            f'<script type="application/ld+json">{json.dumps(ld)}</script>',
        ]

    def gamestrip(self, doc: Doc) -> str:
        home, hs, away, as_, status = doc.extra["game"]
        live = ' <span class="ScoreCell__Time--live">LIVE</span>' if doc.key == "live" else ""
        stats = ""
        if doc.key == "report1":
            stats = f'<nav class="Gamestrip__Tabs"><a href="/soccer/match/_/gameId/718204">Gamecast</a> {self.a("boxscore", "Match Stats", "content")} <a href="/soccer/lineups/_/gameId/718204">Lineups</a></nav>'
        return f'<div class="Gamestrip"><div class="Gamestrip__Team">{esc(home)} <span class="score">{hs}</span></div><div class="Gamestrip__Overview">{esc(status)}{live}</div><div class="Gamestrip__Team">{esc(away)} <span class="score">{as_}</span></div>{stats}</div>'

    def story_main(self, doc: Doc) -> str:
        strip = self.gamestrip(doc) if "game" in doc.extra else ""
        if doc.authors:
            authors = "".join(
                f'<li class="author has-bio"><div class="author">{self.a("author", a, "byline") if a == "Marcus Ellery" else f"<a href={chr(34)}/contributor/{CONTRIB[a]}{chr(34)}>{esc(a)}</a>"}</div><div class="authorInfo">{ROLE[a]}</div></li>'
                for a in doc.authors
            )
        elif doc.key == "live":
            authors = '<li class="author"><div class="authorInfo">The Sideline live desk</div></li>'
        else:
            authors = ""
        updated = (
            f'<span class="timestamp timestamp--updated">{esc(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        body = blocks_html(self, doc.blocks)
        if doc.key == "live":
            rows = body.replace('class="entry"', 'class="Commentary__Row"')
            body = f'<div class="Commentary"><p class="Commentary__Note">Refresh for the latest. Newest entries first.</p>{rows}</div>'
        comments = ""
        if doc.extra.get("comments"):
            comments = """<section id="comments" class="Conversation"><h2>Conversation (143)</h2>
<div class="Comment"><b>PghForgeFan88</b><p>Agree 100%. The first leg was unwatchable and I say that as a Forge season ticket holder.</p></div>
<div class="Comment"><b>harborhead</b><p>Tell that to the 19,000 of us who were at Harbor Field last night. Best atmosphere in years.</p></div>
<div class="Comment"><b>K. Dorsey</b><p>Single game semis at the higher seed is the obvious answer. Been saying it since 2019.</p></div>
<a href="/community/guidelines">Community guidelines</a></section>"""
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        tags = (
            self.a("topic", "CSL Cup Playoffs", "content") if doc.section == "CSL" else self.a("csl", "CSL", "content")
        )
        return f"""<div class="Story__Wrapper">
{strip}
<article class="article">
<header class="article-header"><span class="article-header__kicker">{esc(doc.section)}</span><h1>{esc(doc.title)}</h1></header>
<div class="article-meta"><ul class="authors">{authors}</ul><span class="timestamp" data-date="{doc.iso}">{esc(doc.stamp)}</span>{updated}</div>
<div class="article-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}" class="social-facebook">Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}" class="social-twitter">X</a> <a href="mailto:?body={esc(self.url(doc.key))}">Email</a> <a class="copy-link" data-url="{esc(self.url(doc.key))}">Copy link</a></div>
<div class="article-body">
{body}
</div>
<footer class="article-footer"><p class="article-footer__tags">{tags}</p></footer>
</article>
{comments}
<section class="related-stories"><h2>More from The Sideline</h2><ul>{rel}</ul></section>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            by = ", ".join(d.authors)
            items.append(
                f'<article class="contentItem"><section class="contentItem__content"><div class="contentItem__contentWrapper"><h2 class="contentItem__title">{self.a(k, d.teaser or d.title, "content")}</h2><p class="contentItem__subhead">{esc(self.lede(d))}</p><div class="contentMeta"><span class="contentMeta__timestamp">{esc(d.stamp)}</span>{" <span class=contentMeta__author>" + esc(by) + "</span>" if by else ""}</div></div></section></article>'
            )
        intro = ""
        if doc.kind == "author":
            intro = f'<div class="Contributor__Header"><h2>{esc(ROLE["Marcus Ellery"])}</h2><p>{esc(doc.extra["bio"])}</p><a href="https://twitter.com/marcusellery">@marcusellery</a></div>'
        elif doc.kind == "search":
            intro = '<form class="Search__Form" action="/search/_/q/"><input type="search" value="forge" name="q"></form><ul class="Search__Filters"><li class="active">All</li><li>Stories</li><li>Videos</li><li>Players</li><li>Teams</li></ul><p>Players: <a href="/soccer/player/_/id/284117/kwame-asante">Kwame Asante</a></p>'
        elif doc.key == "home":
            intro = f'<section class="Scoreboard"><h2>{self.a("fixtures", "Scores", "content")}</h2><p>{self.a("standings", "CSL standings", "content")} &middot; {self.a("player", "Kwame Asante out for second leg", "content")} &middot; {self.a("author", "Marcus Ellery", "content")}</p></section>'
        elif doc.key == "csl":
            intro = f'<nav class="League__Nav">{self.a("standings", "Standings", "content")} {self.a("fixtures", "Fixtures", "content")} {self.a("boxscore", "Latest match stats", "content")} {self.a("topic", "Playoffs", "content")}</nav>'
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="Pagination">{self.a(doc.extra["more"], "Next page", "pagination")}</div>'
        if doc.key == "csl2":
            more = f'<div class="Pagination">{self.a("csl", "Previous page", "pagination")} <span>Page 2</span> <a href="/soccer/csl/news/_/page/3">Next page</a></div>'
        return f"""<div class="layout is-full"><div class="layout__column"><section class="headlineStack__header"><h1 class="headline">{esc(doc.title if doc.key != "home" else "Top Headlines")}</h1></section>
{intro}
<div class="ContentList">{"".join(items)}</div>
{more}</div></div>"""

    def service_main(self, doc: Doc) -> str:
        sub = ""
        if doc.key == "boxscore":
            sub = f'<div class="Gamestrip"><div class="Gamestrip__Team">Baltimore Harbor SC <span class="score">2</span></div><div class="Gamestrip__Overview">FT</div><div class="Gamestrip__Team">Pittsburgh Forge FC <span class="score">1</span></div><nav class="Gamestrip__Tabs"><a href="/soccer/match/_/gameId/718204">Gamecast</a> {self.a("report1", "Report", "content")} <a href="/soccer/lineups/_/gameId/718204">Lineups</a></nav></div><p class="GameInfo">Dec 3, 2026, 7:30 PM ET &middot; Harbor Field, Baltimore &middot; CSL Cup semifinal, first leg</p>'
        elif doc.key == "player":
            sub = f'<div class="PlayerHeader"><img src="https://a.sidelinecdn.test/i/headshots/soccer/players/full/284117.png" alt="Kwame Asante"><p>Status: <span class="TextStatus--injured">Out</span> (hamstring)</p><p>Latest: {self.a("brief", self.docs["brief"].title, "content")}</p></div>'
        elif doc.key == "fixtures":
            sub = f'<p class="Fixtures__Links">{self.a("live", "Buffalo v Albany live commentary", "content")} &middot; {self.a("boxscore", "Baltimore v Pittsburgh match stats", "content")}</p>'
        return f"""<div class="layout is-full"><div class="layout__column">
<h1 class="headline headline__h1">{esc(doc.title)}</h1>
{sub}
<div class="ResponsiveTable Table__TR">{blocks_html(self, doc.blocks)}</div>
</div></div>"""
