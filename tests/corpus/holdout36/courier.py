# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Capital Courier: the sports section of a Columbus, Ohio metro daily on a **custom CMS** of a newspaper chain
(compact `gnt_`-style classes: `gnt_ar_hl`, `gnt_ar_by`, `gnt_ar_dt` with an `aria-label`, `gnt_ar_b_p`
paragraphs; URLs `/story/sports/<sport>/2026/12/04/<slug>/<11-digit id>/`, `/sports/`, `/sports/?page=2`,
`/topic/…/`, `/staff/<id>/<name>/`, `/search/?q=`). Game recaps carry **box-score / scoring tables that belong to
the story** (body rows), and in-body "More:" link paragraphs (`gnt_ar_b_al`) that are not body. A standings page
(kind `results`) is not an article; a **live game blog** (timestamped entries under a `/story/` URL with
`LiveBlogPosting` JSON-LD) is one (the project's policy for live pages with entries: body the entries' text without
their times), and so is a two-paragraph brief. Eastern time (EST, -05:00), printed
"Published 12:40 a.m. ET Dec. 4, 2026". Metadata: `NewsArticle` JSON-LD with local offsets, except the basketball
recap, whose CMS wrote its **local time with a `Z`** ("2026-12-04T00:40:00Z", really 00:40 in Columbus: read as
UTC it would be the evening of Dec. 3), and the football final, stamped in **real UTC** (03:50Z on Dec. 5 = 10:50
p.m. Dec. 4); staff-credited stories name the paper as an Organization."""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any

from common import Base, moment, page, story, zulu
from sitekit import Doc, css_rules, esc

EST = -5
ARTS = ["recap1", "column", "recap2", "foundry", "notebook", "recap3", "feature", "brief"]
STAFF = {
    "Dana Whitfield": ("2648201", "dana-whitfield", "Ohio Central basketball writer"),
    "Tyrone Ellis": ("2651177", "tyrone-ellis", "High school and college sports reporter"),
    "Rob Kessling": ("2602945", "rob-kessling", "Sports columnist"),
    "Jenna Morales": ("2660318", "jenna-morales", "Soccer and pro sports reporter"),
}
LINK_CLS, AUTH_CLS, NAV_CLS = 'class="gnt_m_flm_a"', 'class="gnt_ar_by_a"', 'class="gnt_n_mn_l"'


def gnt_time(t: datetime) -> str:
    ampm = "a.m." if t.hour < 12 else "p.m."
    return f"{t.hour % 12 or 12}:{t:%M} {ampm} ET {t:%b}. {t.day}, {t.year}"


def story_id(key: str) -> str:
    return "860" + str(int(hashlib.sha256(("cc" + key).encode()).hexdigest()[:8], 16) % 100000).zfill(5) + "007"


def cc(
    key: str,
    sport: str,
    slug: str,
    title: str,
    local: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: Any,
) -> Doc:
    t = moment(local, EST)
    iso = t.isoformat()
    if extra.get("fake_z"):
        iso = t.strftime("%Y-%m-%dT%H:%M:%SZ")
    elif extra.get("real_utc"):
        iso = zulu(t)
    path = f"/story/sports/{sport}/{t:%Y/%m/%d}/{slug}/{story_id(key)}/"
    return story(key, path, title, t.date().isoformat(), iso, gnt_time(t), authors, lines, shape, local=local, **extra)


class Courier(Base):
    origin = "https://www.capitalcourier.test"
    name = "The Capital Courier"
    prefix = "ccs"
    language = "en"
    content_type = "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ccs",
            [
                ".gnt_n",
                ".gnt_ar_hl",
                ".gnt_ar_by",
                ".gnt_ar_b_p",
                ".gnt_ar_b_t",
                ".gnt_m_flm",
                ".gnt_sb",
                ".gnt_f",
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
                "The Capital Courier",
                "custom-cms-homepage",
                list=["recap1", "column", "recap2", "foundry", "live", "notebook", "recap3", "standings"],
            )
        )
        add(
            page(
                "sports",
                "/sports/",
                "section",
                "Sports",
                "custom-cms-section",
                list=["recap1", "column", "recap2", "foundry", "live", "standings"],
                more="sports2",
            )
        )
        add(
            page(
                "sports2",
                "/sports/?page=2",
                "section",
                "Sports",
                "custom-cms-section-page2",
                list=["notebook", "recap3", "feature", "brief"],
            )
        )
        add(
            page(
                "tag",
                "/topic/ohio-central-lancers/",
                "tag",
                "Ohio Central Lancers",
                "custom-cms-topic",
                list=["recap1", "column", "live", "notebook", "feature", "brief"],
            )
        )
        add(
            page(
                "author",
                "/staff/2648201/dana-whitfield/",
                "author",
                "Dana Whitfield",
                "custom-cms-staff-page",
                list=["recap1", "notebook"],
            )
        )
        add(
            page(
                "search", "/search/?q=okoye", "search", "okoye", "custom-cms-search", list=["recap1", "column", "brief"]
            )
        )
        add(
            page(
                "standings",
                "/sports/college/basketball/standings/mcc/",
                "results",
                "Midwest Collegiate Conference men’s basketball standings",
                "standings-table",
                [
                    "T: Team | Conf | Overall | Home | Away | Streak",
                    "T: Ohio Central | 0-0 | 7-1 | 5-0 | 2-1 | W4",
                    "T: Kanawha State | 0-0 | 6-2 | 4-0 | 2-2 | W2",
                    "T: Great Lakes State | 0-0 | 6-2 | 3-1 | 3-1 | L1",
                    "T: Erie Northern | 0-0 | 5-3 | 4-1 | 1-2 | L1",
                    "T: Scioto Valley | 0-0 | 4-4 | 3-1 | 1-3 | W1",
                    "T: Allegheny Tech | 0-0 | 3-5 | 2-2 | 1-3 | L3",
                    "T: Marshall Valley | 0-0 | 2-6 | 2-2 | 0-4 | L2",
                    "T: Youngstown Tech | 0-0 | 1-7 | 1-3 | 0-4 | L5",
                    "Conference play begins Dec. 5. Standings updated through games of Dec. 3, 2026.",
                ],
            )
        )
        # the live game blog: an article (the project's policy for live pages with entries), rendered by live_main;
        # body the entries' text in page order (newest first) without their times, byline Dana Whitfield,
        # published 8:30 p.m. ET Dec. 3
        entries = [
            (
                "11:02 p.m.",
                "FINAL (OT): Ohio Central 81, Erie Northern 77. Jalen Brooks hits the go-ahead 3 with 11 seconds left and the Lancers survive. Full recap to come.",
            ),
            (
                "10:48 p.m.",
                "End of regulation: 70-70. Devin Kowalczyk’s jumper at the horn rims out. We’re going to overtime at Lancer Arena.",
            ),
            (
                "10:31 p.m.",
                "Marcus Tate’s layup ties it at 66 with 2:48 left. The press has completely changed this game.",
            ),
            (
                "10:05 p.m.",
                "Erie Northern leads 53-38 with 15:20 left after opening the half on a 13-2 run. Timeout, Ohio Central.",
            ),
            (
                "9:41 p.m.",
                "Halftime: Erie Northern 40, Ohio Central 36. Chidi Okoye has 11 points; the Lancers are 3-of-12 from 3.",
            ),
            (
                "9:02 p.m.",
                "Tipoff. The announced crowd is 6,412, the largest for a nonconference game here in eight years.",
            ),
            (
                "8:45 p.m.",
                "Starters for Ohio Central: Okoye, Brooks, Tate, Sorensen and Pryor. Tate is wearing a brace on his left ankle.",
            ),
        ]
        add(
            story(
                "live",
                "/story/sports/college/basketball/2026/12/03/ohio-central-vs-erie-northern-live-updates/"
                + story_id("live")
                + "/",
                "Live updates: Ohio Central vs. Erie Northern men’s basketball",
                "2026-12-03",
                None,
                "",
                ["Dana Whitfield"],
                [text for _, text in entries],
                "live-blog-timestamped-entries",
                entries=entries,
                live=True,
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to The Capital Courier",
                "subscription-offer",
                [
                    "Unlimited digital access to every Lancers recap, column and live game blog.",
                    "T: Plan | First 6 months | After",
                    "T: Digital | $1 | $19.99/month",
                    "T: Digital + Sunday print | $5/month | $29.99/month",
                    "Cancel anytime. Offer for new subscribers only. Taxes may apply.",
                ],
            )
        )

        add(
            cc(
                "recap1",
                "college/basketball",
                "ohio-central-rallies-beats-erie-northern-overtime",
                "Lancers rally from 15 down, beat Erie Northern in overtime",
                "2026-12-04 00:40",
                ["Dana Whitfield"],
                [
                    "Chidi Okoye had spent most of Thursday night fighting for every inch against Erie Northern’s zone. With 11 seconds left in overtime, he finally found some room.",
                    "The Ohio Central junior drove the right side of the lane, drew two defenders and flipped a pass to Jalen Brooks in the corner. Brooks’ 3-pointer put the Lancers ahead for good, and Ohio Central held on for an 81-77 win before 6,412 at Lancer Arena.",
                    "“I saw the big man step up and I knew Jalen was going to be there,” Okoye said. “He’s been making that shot since summer.”",
                    "Ohio Central (7-1) trailed 53-38 with 15:20 left in regulation after Erie Northern opened the second half on a 13-2 run. The Lancers answered with a full-court press that forced eight turnovers over the next nine minutes and tied the game at 66 on a Marcus Tate layup with 2:48 remaining.",
                    "NOTE: More: [[notebook|Lancers notebook: Tate’s ankle, a packed Thursday crowd and a new recruit]]",
                    "Erie Northern’s Devin Kowalczyk, who finished with 24 points, missed a contested jumper at the end of regulation that would have won it.",
                    "Okoye finished with 22 points, nine rebounds and seven assists. Brooks scored 17, all in the second half and overtime.",
                    "“We didn’t play well for 25 minutes,” Lancers coach Terry Vance said. “But this group doesn’t quit on each other, and that’s going to matter in February.”",
                    "The Lancers open Midwest Collegiate Conference play Saturday at Kanawha State.",
                    "T: Team | 1st | 2nd | OT | F",
                    "T: Erie Northern | 40 | 30 | 7 | 77",
                    "T: Ohio Central | 36 | 34 | 11 | 81",
                    "T: Ohio Central | MIN | FG | 3PT | FT | REB | AST | PTS",
                    "T: Chidi Okoye | 41 | 8-15 | 2-5 | 4-4 | 9 | 7 | 22",
                    "T: Jalen Brooks | 36 | 6-12 | 4-8 | 1-2 | 3 | 2 | 17",
                    "T: Marcus Tate | 38 | 5-9 | 0-1 | 4-6 | 8 | 1 | 14",
                    "T: Eli Sorensen | 30 | 4-10 | 2-6 | 2-2 | 6 | 3 | 12",
                    "T: DeShawn Pryor | 27 | 3-7 | 1-3 | 3-4 | 5 | 1 | 10",
                    "T: Bench | 53 | 2-6 | 0-2 | 2-2 | 7 | 2 | 6",
                    "T: Totals | 225 | 28-59 | 9-25 | 16-20 | 38 | 16 | 81",
                ],
                "game-recap-box-score-tables-local-time-with-z",
                section="Ohio Central",
                fake_z=True,
                split_tables=True,
            )
        )
        add(
            cc(
                "recap2",
                "high-school/football",
                "olentangy-heights-wins-first-state-title-massillon-central",
                "Olentangy Heights wins first state title, holds off Massillon Central 28-21",
                "2026-12-04 22:50",
                ["Tyrone Ellis"],
                [
                    "CANTON — For three quarters, Olentangy Heights looked like a team that had been here before. In the fourth, it had to prove it.",
                    "The Braves built a 28-7 lead behind two touchdown passes from senior quarterback Caleb Lindgren, then survived two late Massillon Central scores and a final drive that ended at their own 9-yard line to win the Division II state championship 28-21 Friday night.",
                    "It is the first state title in school history, and it came 11 years after Olentangy Heights played its first varsity season.",
                    "“Nobody outside that locker room thought we belonged here in August,” coach Ray Pruitt said. “These kids believed it from day one.”",
                    "Lindgren completed 17 of 24 passes for 211 yards and ran for a third touchdown. Junior running back Isaiah Monroe ran for 134 yards on 26 carries, many of them on a clock-draining third-quarter drive that lasted more than eight minutes.",
                    "FIG: Olentangy Heights celebrates | Olentangy Heights players hoist the Division II trophy in Canton. (Tyrone Ellis/Capital Courier)",
                    "Massillon Central (13-2) pulled within a touchdown with 3:41 left when quarterback Luke Ferrante hit Darius Webb for a 31-yard score. After forcing a punt, the Tigers drove from their own 20 to the Olentangy Heights 9 before linebacker Nate Osei broke up a fourth-down pass in the end zone with 14 seconds left.",
                    "“I just saw the ball and went and got a hand on it,” said Osei, who finished with 11 tackles. “I wasn’t going to let it end any other way.”",
                    "Olentangy Heights finished 14-1. Its only loss was 24-21 at Marysville Ridge in Week 3.",
                    "T: Qtr | Team | Play | Score",
                    "T: 1st | OH | Isaiah Monroe 4 run (Parker kick) | 7-0",
                    "T: 1st | MC | Jaylen Ross 12 pass from Luke Ferrante (Ortiz kick) | 7-7",
                    "T: 2nd | OH | Ty Brennan 38 pass from Caleb Lindgren (Parker kick) | 14-7",
                    "T: 2nd | OH | Owen Feld 9 pass from Lindgren (Parker kick) | 21-7",
                    "T: 3rd | OH | Lindgren 3 run (Parker kick) | 28-7",
                    "T: 4th | MC | Ferrante 1 run (Ortiz kick) | 28-14",
                    "T: 4th | MC | Darius Webb 31 pass from Ferrante (Ortiz kick) | 28-21",
                ],
                "state-final-recap-scoring-table-utc-next-day",
                section="High School Sports",
                real_utc=True,
            )
        )
        add(
            cc(
                "recap3",
                "hockey",
                "ironclads-snap-four-game-skid-beat-kalamazoo",
                "Ironclads snap four-game skid with 4-2 win over Kalamazoo",
                "2026-12-02 23:05",
                [],
                [
                    "The Columbus Ironclads finally got a bounce, and then they got three more.",
                    "Anton Hedlund scored twice, including the go-ahead goal on a deflection midway through the second period, and the Ironclads beat the Kalamazoo Kodiaks 4-2 Wednesday night at Ironworks Arena.",
                    "Goalie Sami Nurmela stopped 31 of 33 shots as Columbus (9-10-2) ended a four-game losing streak.",
                    "Kalamazoo took a 1-0 lead 4:12 into the game when Jake Pelletier scored on a power play. Columbus tied it late in the first on Hedlund’s first of the night, a one-timer from the right circle set up by Logan Fritz. Fritz added a goal of his own in the second.",
                    "“We’ve been getting chances all week and not burying them,” Ironclads coach Dale Wojcik said. “Tonight a couple went in off bodies and sticks, and sometimes that’s what you need.”",
                    "Kalamazoo pulled within 3-2 early in the third before Brendan Ouellet added an empty-net goal with 1:08 left. The teams meet again Friday at 7:05 p.m.",
                    "T: Period | Team | Goal (assists) | Time",
                    "T: 1st | KAL | Jake Pelletier (Reid, Maki), PPG | 4:12",
                    "T: 1st | CBS | Anton Hedlund (Fritz, Kolar) | 17:40",
                    "T: 2nd | CBS | Hedlund (Varga) | 9:55",
                    "T: 2nd | CBS | Logan Fritz (Hedlund, Kolar) | 15:21",
                    "T: 3rd | KAL | Mason Reid (Pelletier) | 3:08",
                    "T: 3rd | CBS | Brendan Ouellet (Nurmela), ENG | 18:52",
                ],
                "staff-recap-scoring-table-ld-organization",
                section="Ironclads",
                credit="Capital Courier staff",
            )
        )
        add(
            cc(
                "column",
                "college/basketball",
                "kessling-chidi-okoye-reason-buy-ticket-lancer-arena",
                "Kessling: Chidi Okoye is the reason to buy a ticket to Lancer Arena this winter",
                "2026-12-04 06:00",
                ["Rob Kessling"],
                [
                    "There is a moment in most Ohio Central games now when the crowd at Lancer Arena stops talking. It usually comes when Chidi Okoye picks up the ball in the backcourt, looks at the defense and decides he has seen enough.",
                    "It happened again Thursday night. With the Lancers down 15 early in the second half against Erie Northern and the building half asleep, Okoye took a rebound, went coast to coast and finished through contact. Then he did it again on the next possession. By the time Erie Northern called timeout, the student section was standing, and it stayed that way until overtime ended.",
                    "I have covered Ohio Central basketball for 19 seasons. I have seen better shooters come through this program and a couple of better athletes. I am not sure I have seen a player who changes the temperature of a room the way Okoye does.",
                    "He is not a finished product. He turned the ball over five times Thursday, and his free-throw shooting, 61% as a freshman, is still a work in progress even after a 4-for-4 night. Coach Terry Vance will tell you that Okoye takes a possession or two off on defense in every game, and Okoye will tell you the same thing, which is part of why people like him.",
                    "But the things that can’t be taught are already there. He sees passes two beats before anyone else. He plays with a kind of joy that has been missing from this program since the 2019 team that made the NCAA Tournament.",
                    "That matters more than it might seem. Attendance at Lancer Arena fell for five straight years before this season. The school spent $3 million on new video boards and a student section makeover over the summer, and administrators will privately admit they were worried nobody would notice.",
                    "People are noticing. Thursday’s crowd of 6,412 was the largest for a nonconference game in eight years, and the student section, half-empty for most of last season, was packed an hour before tipoff.",
                    "Okoye is a junior. If he keeps improving at this rate, there will be professional scouts at Lancer Arena by February, and there is a real chance this is his last season in Columbus.",
                    "So here is my advice, free of charge. Buy a ticket. Bring your kids. Sit close enough to hear the sneakers squeak. Players like this do not come around often at a place like Ohio Central, and when they leave, you want to be able to say you were there.",
                    "SIGN: Rob Kessling is a sports columnist for The Capital Courier. Email him at rkessling@capitalcourier.test.",
                ],
                "columnist-opinion-tagline",
                section="Ohio Central",
                opinion=True,
            )
        )
        add(
            cc(
                "brief",
                "college/basketball",
                "ohio-central-okoye-named-mcc-player-of-week",
                "Ohio Central’s Okoye named MCC player of the week",
                "2026-11-30 13:30",
                [],
                [
                    "Ohio Central junior Chidi Okoye was named the Midwest Collegiate Conference player of the week Monday after averaging 24.5 points, 8.0 rebounds and 6.5 assists in wins over Youngstown Tech and Marshall Valley.",
                    "It is the second time this season Okoye has won the award. The Lancers (6-1) host Erie Northern on Thursday at 9 p.m.",
                ],
                "two-paragraph-brief-staff",
                section="Ohio Central",
                credit="Capital Courier staff",
            )
        )
        add(
            cc(
                "feature",
                "college/basketball",
                "walk-on-captain-eli-sorensen-ohio-central",
                "From walk-on to captain: Eli Sorensen’s long road at Ohio Central",
                "2026-12-02 07:00",
                ["Tyrone Ellis"],
                [
                    "Eli Sorensen still has the email. It arrived in April 2023, three sentences long, from an assistant coach at Ohio Central who had watched a few minutes of his high school film.",
                    "“We don’t have a scholarship available,” it read. “But if you want to try out in the fall, we’d love to see you.”",
                    "Sorensen, who grew up in Hilliard and had offers only from Division III programs, read it about 40 times. Then he showed it to his father, a mail carrier who had driven him to every AAU tournament in the Midwest, and told him he was going to walk on.",
                    "Four years later, Sorensen is a team captain, a starter and, as of this season, on scholarship. He is averaging 11.4 points and shooting 41% from 3-point range for a Lancers team that is 6-1 and receiving votes in the national poll.",
                    "“Eli is the guy every coach wants and nobody recruits,” Lancers coach Terry Vance said. “He was the last one off the bus his freshman year and the first one in the gym the next morning. Every single day.”",
                    "Sorensen barely played his first season, appearing in nine games for a total of 31 minutes. He spent most of practice on the scout team, guarding whichever opponent the coaches needed him to imitate that week. He said it was the best thing that could have happened to him.",
                    "“You learn the game differently when you’re pretending to be someone else every day,” he said. “I had to learn how other teams think.”",
                    "His break came midway through his sophomore season, when injuries left the Lancers with seven healthy scholarship players. Sorensen started at Kanawha State and hit four 3-pointers. He has not left the rotation since.",
                    "Last spring, Vance called him into his office and told him he would be on scholarship for his final two seasons. Sorensen called his father from the parking lot.",
                    "“He didn’t say anything for a while,” Sorensen said. “Then he said, ‘So I guess I can stop saving for your tuition.’”",
                    "Sorensen, a finance major with a 3.8 grade-point average, is set to graduate in May. He has already accepted a job offer from a Columbus accounting firm, though he has not ruled out playing professionally overseas.",
                    "“If someone wants me to keep playing, I’ll listen,” he said. “But I’ve gotten more out of this than I ever thought I would. Whatever happens next is a bonus.”",
                ],
                "feature-profile-photo",
                section="Ohio Central",
            )
        )
        add(
            cc(
                "foundry",
                "soccer",
                "columbus-foundry-fc-hires-nuno-estrela-head-coach",
                "Columbus Foundry FC hires Pacific Northwest assistant Nuno Estrela as head coach",
                "2026-12-03 15:00",
                ["Jenna Morales"],
                [
                    "Columbus Foundry FC named Nuno Estrela its new head coach Thursday, turning to a 41-year-old assistant with no head coaching experience to rebuild a team that missed the playoffs for the third straight season.",
                    "Estrela spent the past four seasons as an assistant with a Pacific Northwest club and previously coached youth teams in Portugal. He replaces Graham Tolliver, who was fired in October after the Foundry finished 11th in the Eastern Conference of the second-division league.",
                    "“Nuno has a clear idea of how he wants to play, and it fits the players we have and the players we want to bring here,” sporting director Karen Hsu said in a statement. “He wants to press, he wants to attack, and he has developed young players everywhere he has been.”",
                    "Estrela signed a three-year contract. Terms were not disclosed.",
                    "The hire caps a search that lasted seven weeks and included interviews with at least five candidates, according to two people familiar with the process who were not authorized to speak publicly. Two former MLS head coaches were among the finalists, the people said.",
                    "Estrela inherits a roster with several pieces in place, including leading scorer Kwame Asante, who had 14 goals this season, and 19-year-old center back Diego Salcedo, who was called into the U.S. under-20 team in November. But the Foundry conceded 52 goals, the second-most in the conference, and Hsu has said improving the defense is the top priority this winter.",
                    "Estrela will be introduced at a news conference Monday at the team’s training facility in Obetz. Preseason training begins Jan. 19.",
                ],
                "news-story-single-author",
                section="Foundry FC",
            )
        )
        add(
            cc(
                "notebook",
                "college/basketball",
                "lancers-notebook-tate-ankle-packed-crowd-new-recruit",
                "Lancers notebook: Tate’s ankle, a packed Thursday crowd and a new recruit",
                "2026-12-02 17:20",
                ["Dana Whitfield"],
                [
                    "### Tate expected to play",
                    "Senior forward Marcus Tate practiced Tuesday and is expected to play Thursday against Erie Northern after rolling his left ankle in Saturday’s win over Marshall Valley. Tate, the Lancers’ leading rebounder at 8.7 per game, wore a brace and did not take part in full-court drills, but coach Terry Vance said he was “not worried at all.”",
                    "“Marcus has played through a lot worse,” Vance said. “We’ll be smart with him in practice, but he’ll be out there.”",
                    "### Big crowd expected",
                    "Ohio Central has sold more than 5,800 tickets for Thursday’s game, the most for a nonconference home game since 2018. The athletic department will open the upper concourse for the first time this season and is offering $5 tickets to students from other Columbus-area colleges.",
                    "### Recruiting",
                    "Ohio Central picked up a commitment Tuesday from Jaylen Whitmore, a 6-foot-8 forward from Cincinnati. Whitmore, rated a three-star prospect by several recruiting services, chose the Lancers over offers from two Mid-American Conference schools. He is the third member of Ohio Central’s 2027 recruiting class.",
                    "### Schedule change",
                    "Saturday’s game at Kanawha State has been moved from 2 p.m. to 4 p.m. for a regional television broadcast. It will also stream on the conference’s website.",
                    "### By the numbers",
                    "- 6: Consecutive home wins for the Lancers, dating to last season",
                    "- 38.9: Ohio Central’s 3-point shooting percentage, second in the conference",
                    "- 0: Conference games played; the Lancers open MCC play Saturday at Kanawha State",
                ],
                "notebook-h3-items-numbers-list",
                section="Ohio Central",
            )
        )

    # ---- markup -------------------------------------------------------------------------------------------------
    def href(self, key_or_path: str) -> str:
        if key_or_path.startswith("staff:"):
            sid, slug, _ = STAFF[key_or_path[6:]]
            return f"/staff/{sid}/{slug}/"
        return super().href(key_or_path)

    def body_html(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            if b[0] == "p":
                out.append(f'<p class="gnt_ar_b_p">{self.inline(b[1])}</p>')
            elif b[0] == "note":
                out.append(
                    f'<p class="gnt_ar_b_p gnt_ar_b_al"><strong>More:</strong> {self.inline(b[1][len("More: ") :], "related")}</p>'
                )
            elif b[0] == "sign":
                out.append(f'<p class="gnt_ar_b_p gnt_ar_b_tagline"><em>{self.inline(b[1])}</em></p>')
            elif b[0] in ("h2", "h3"):
                out.append(f'<h3 class="gnt_ar_b_h3">{self.inline(b[1])}</h3>')
            elif b[0] == "ul":
                out.append(
                    '<ul class="gnt_ar_b_ul">'
                    + "".join(f'<li class="gnt_ar_b_ul_li">{self.inline(x)}</li>' for x in b[1])
                    + "</ul>"
                )
            elif b[0] == "fig":
                out.append(
                    f'<figure class="gnt_em gnt_em_img"><img class="gnt_em_img_i" alt="{esc(b[1])}" src="https://www.capitalcourier.test/gcdn/presto/2026/12/04/{story_id(doc.key)}.jpg?width=660"/><figcaption class="gnt_em_cp"><span class="gnt_em_cp_w">{esc(b[2])}</span></figcaption></figure>'
                )
            elif b[0] == "table":
                rows = b[1]
                # the basketball recap holds two tables in one block list: the line score, then the box score
                tables = [rows]
                if doc.extra.get("split_tables"):
                    cut = next(i for i, r in enumerate(rows) if i > 0 and r[1] == "MIN")
                    tables = [rows[:cut], rows[cut:]]
                for tbl in tables:
                    head, *rest = tbl
                    caption = "Scoring summary"
                    if doc.extra.get("split_tables"):
                        caption = "Line score" if tbl[0][1] == "1st" else "Ohio Central box score"
                    th = "\n".join(f'<th scope="col">{esc(c)}</th>' for c in head)
                    trs = "\n".join("<tr>\n" + "\n".join(f"<td>{esc(c)}</td>" for c in r) + "\n</tr>" for r in rest)
                    out.append(
                        f'<div class="gnt_ar_b_t_w"><table class="gnt_ar_b_t"><caption>{caption}</caption><thead><tr>{th}</tr></thead><tbody>\n{trs}\n</tbody></table></div>'
                    )
            if b[0] == "p" and len(out) == 3:
                out.append(
                    '<aside class="gnt_x gnt_xmst" aria-label="advertisement"><div class="gnt_x_c">Advertisement</div></aside>'
                )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)}</title>",
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta property="og:site_name" content="The Capital Courier"/>',
            '<meta name="twitter:site" content="@capcourier"/>',
        ]
        ld: dict[str, Any] | None = None
        live = doc.extra.get("live", False)  # the live blog: an article with its own head (LiveBlogPosting)
        if doc.is_article and not live:
            metas.append('<meta property="og:type" content="article"/>')
            metas.append(f'<meta name="description" content="{esc(self.lede(doc))}"/>')
            metas.append(f'<meta itemprop="datePublished" content="{doc.iso}"/>')
            if doc.authors:
                author: Any = [{"@type": "Person", "name": a, "jobTitle": STAFF[a][2]} for a in doc.authors]
            else:
                author = {"@type": "Organization", "name": "The Capital Courier"}
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "articleSection": "sports",
                "publisher": {
                    "@type": "Organization",
                    "name": "The Capital Courier",
                    "logo": {"@type": "ImageObject", "url": "https://www.capitalcourier.test/sitelogos/d-cc.svg"},
                },
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            }
            if doc.extra.get("opinion"):
                ld["@type"] = "OpinionNewsArticle"
        elif live:
            metas.append('<meta property="og:type" content="article"/>')
            ld = {
                "@context": "http://schema.org",
                "@type": "LiveBlogPosting",
                "headline": doc.title,
                "coverageStartTime": "2026-12-03T20:45:00-05:00",
                "coverageEndTime": "2026-12-03T23:02:00-05:00",
                "datePublished": "2026-12-03T20:30:00-05:00",
                "author": [{"@type": "Person", "name": "Dana Whitfield"}],
                "liveBlogUpdate": [
                    {"@type": "BlogPosting", "headline": e[1][:60], "articleBody": e[1]}
                    for e in doc.extra["entries"][:3]
                ],
            }
        else:
            metas.append('<meta property="og:type" content="website"/>')
        ld_html = f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>' if ld else ""
        nav = "".join(
            self.a(k, t, "nav", NAV_CLS)
            for k, t in (
                ("home", "Home"),
                ("sports", "Sports"),
                ("tag", "Lancers"),
                ("standings", "Standings"),
                ("subscribe", "Subscribe"),
            )
        )
        nav += '<a class="gnt_n_mn_l" href="/news/">News</a><a class="gnt_n_mn_l" href="/opinion/">Opinion</a><a class="gnt_n_mn_l" href="/obituaries/">Obituaries</a><a class="gnt_n_mn_l" href="https://eedition.capitalcourier.test/">E-Edition</a>'
        trending = "".join(
            f'<li class="gnt_m_flm_i">{self.a(k, self.docs[k].title, "aside", LINK_CLS)}</li>'
            for k in ("recap1", "recap2", "foundry")
            if k != doc.key
        )
        return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>
{chr(10).join(metas)}
{ld_html}
<link rel="preconnect" href="https://www.capitalcourier.test/gcdn"/>
<style>/*PAD*/</style>
<script>window.gnt_bt = {{"ssts":"sports/{doc.section.lower().replace(" ", "-")}","contentId":"{story_id(doc.key)}","pageType":"{"story" if doc.is_article else "front"}"}};</script>
</head><body class="gnt_pr">
<header class="gnt_n"><a class="gnt_n_logo" href="/" aria-label="The Capital Courier">The Capital Courier</a><nav class="gnt_n_mn">{nav}</nav>
<a class="gnt_n_us_a" href="/login/">Sign in</a> <a class="gnt_n_sub" href="/subscribe/">Subscribe for $1</a></header>
<div class="gnt_n_sp"><span>Scores:</span> <a href="/sports/scores/ncaab/">NCAAB</a> <a href="/sports/scores/nhl/">NHL</a> <a href="/sports/scores/ohsaa-football/">OHSAA Football</a></div>
<main class="gnt_cw">
{main}
<aside class="gnt_sb"><div class="gnt_m_flm"><h2 class="gnt_m_flm_h">Trending in Sports</h2><ol>{trending}</ol></div><div class="gnt_x gnt_xs" aria-label="advertisement">Advertisement</div></aside>
</main>
<footer class="gnt_f"><div class="gnt_f_lg">The Capital Courier</div><ul class="gnt_f_ul"><li><a href="/about/">About Us</a></li><li><a href="/newsroom-staff/">Newsroom Staff</a></li><li><a href="/contact/">Contact Us</a></li><li>{self.a("subscribe", "Subscribe", "footer")}</li><li><a href="/terms-of-service/">Terms of Service</a></li><li><a href="/privacy/">Privacy Notice</a></li><li><a href="/your-privacy-choices/">Your Privacy Choices</a></li></ul>
<p class="gnt_f_cr">© 2026 www.capitalcourier.test. All rights reserved.</p></footer>
<div id="gnt_cmp" class="gnt_cmp" role="dialog"><p>We and our partners use cookies and similar technologies to deliver and measure content and ads. <button class="gnt_cmp_ok">OK</button> <a href="/your-privacy-choices/">Manage choices</a></p></div>
<script src="https://www.capitalcourier.test/gcdn/static/bundle.ar.js" async></script>
</body></html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("live"):
            return self.live_main(doc)
        t = moment(doc.extra["local"], EST)
        if doc.authors:
            a = doc.authors[0]
            link = (
                self.a("author", a, "byline", AUTH_CLS)
                if a == "Dana Whitfield"
                else f'<a class="gnt_ar_by_a" href="{self.href("staff:" + a)}">{esc(a)}</a>'
            )
            byline = f'<div class="gnt_ar_by"><img class="gnt_ar_by_i" alt="" src="/gcdn/authoring/staff/{STAFF[a][0]}.jpg?width=60"/>{link}<div class="gnt_ar_by_t">{"Columnist" if doc.extra.get("opinion") else "The Capital Courier"}</div></div>'
        else:
            byline = f'<div class="gnt_ar_by"><span class="gnt_ar_by_a gnt_ar_by_a__nl">{esc(doc.extra.get("credit", ""))}</span></div>'
        aria = f"Published: {doc.stamp}"
        upd = ""
        if doc.key in ("recap1", "recap2"):
            u = t.replace(hour=min(t.hour + 1, 23), minute=15)
            aria += f" Updated: {gnt_time(u)}"
            upd = f'<span class="gnt_ar_dt_u"> | Updated {gnt_time(u)}</span>'
        label = '<div class="gnt_ar_lbl gnt_ar_lbl__op">Opinion</div>' if doc.extra.get("opinion") else ""
        tag = (
            f'<div class="gnt_ar_tpc">{self.a("tag", "Ohio Central Lancers", "content")}</div>'
            if doc.section == "Ohio Central"
            else ""
        )
        more = "".join(
            f'<li class="gnt_m_flm_i">{self.a(k, self.docs[k].title, "related", LINK_CLS)}</li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<article class="gnt_pr_ar" aria-label="{esc(doc.title)}">
{label}<a class="gnt_ar_sct" href="/sports/">{esc(doc.section)}</a>
<h1 class="gnt_ar_hl" elementtiming="ar-headline">{esc(doc.title)}</h1>
{byline}
<div class="gnt_ar_dt" aria-label="{esc(aria)}">Published {doc.stamp}{upd}</div>
<div class="gnt_ar_sh"><a class="gnt_ar_sh_a" href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a class="gnt_ar_sh_a" href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a class="gnt_ar_sh_a" href="mailto:?body={esc(self.url(doc.key))}">Email</a></div>
<div class="gnt_ar_b" aria-label="Article">
{self.body_html(doc)}
</div>
{tag}
</article>
<section class="gnt_m_flm gnt_m_flm__mr"><h2 class="gnt_m_flm_h">More Sports</h2><ul>{more}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            live = d.extra.get("live", False)
            when = "Dec. 3, 2026" if live else d.stamp if d.is_article else "Updated Dec. 4, 2026"
            tag = '<span class="gnt_m_flm_lb">LIVE</span> ' if live else ""
            attrs = f'class="gnt_m_flm_a" data-c-br="{esc(self.teaser_text(d))}"'
            inner = f'{tag}{esc(self.teaser_text(d))}<div class="gnt_m_flm_sbt" data-c-dt="{when}">{when}</div>'
            items.append(self.a(k, self.teaser_text(d), "content", attrs, inner=inner))
        head = f'<h1 class="gnt_pr_h1">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = '<div class="gnt_stf"><h1 class="gnt_pr_h1">Dana Whitfield</h1><p>Ohio Central basketball writer</p><p>Dana Whitfield has covered Ohio Central athletics for The Capital Courier since 2017. Email: dwhitfield@capitalcourier.test</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="gnt_pr_h1">Search results for “{esc(doc.title)}”</h1><form action="/search/"><input name="q" value="okoye"/></form>'
        elif doc.kind == "tag":
            head = f'<h1 class="gnt_pr_h1">Topic: {esc(doc.title)}</h1>'
        more = ""
        if doc.extra.get("more"):
            more = f'<nav class="gnt_pgn">{self.a(doc.extra["more"], "Load more stories", "pagination")}</nav>'
        elif doc.key == "sports2":
            more = f'<nav class="gnt_pgn">{self.a("sports", "Newer stories", "pagination")} <a href="/sports/?page=3">Older stories</a></nav>'
        if doc.key == "home":
            more = (
                '<div class="gnt_m_th"><h2>Local news</h2><a class="gnt_m_flm_a" href="/story/news/local/2026/12/04/columbus-council-approves-snow-route-changes/86049900007/">Columbus council approves snow route changes</a>'
                '<a class="gnt_m_flm_a" href="/story/news/local/2026/12/03/short-north-parking-rates-rise-january/86041100007/">Short North parking rates to rise in January</a></div>'
                f'<div class="gnt_m_th">{self.a("sports2", "More sports", "content")} · {self.a("search", "Search", "content")} · {self.a("author", "Dana Whitfield", "content")}</div>'
            )
        return f'<section class="gnt_sf">{head}<div class="gnt_m_flm">{"".join(items)}</div>{more}</section>'

    def live_main(self, doc: Doc) -> str:
        entries = "\n".join(
            f'<div class="gnt_lb_e"><time class="gnt_lb_e_t">{t}</time><p class="gnt_lb_e_p">{esc(text)}</p></div>'
            for t, text in doc.extra["entries"]
        )
        return f"""<article class="gnt_pr_ar gnt_lb"><div class="gnt_ar_lbl gnt_ar_lbl__live">LIVE</div><a class="gnt_ar_sct" href="/sports/">Ohio Central</a>
<h1 class="gnt_ar_hl">{esc(doc.title)}</h1>
<div class="gnt_ar_by">{self.a("author", "Dana Whitfield", "byline", AUTH_CLS)}<div class="gnt_ar_by_t">The Capital Courier</div></div>
<div class="gnt_ar_dt" aria-label="Published: 8:30 p.m. ET Dec. 3, 2026 Updated: 11:02 p.m. ET Dec. 3, 2026">Published 8:30 p.m. ET Dec. 3, 2026 | Updated 11:02 p.m. ET Dec. 3, 2026</div>
<p class="gnt_lb_intro">Follow along for updates from Lancer Arena. {self.a("recap1", "Read the full game story", "content")}.</p>
<div class="gnt_lb_es">
{entries}
</div></article>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "results":
            return f'<section class="gnt_sf gnt_st"><h1 class="gnt_pr_h1">{esc(doc.title)}</h1>\n{self.blocks(doc, table_class="gnt_st_t")}\n<p>{self.a("live", "Live: Ohio Central vs. Erie Northern", "content")}</p></section>'
        return f'<section class="gnt_sf"><h1 class="gnt_pr_h1">{esc(doc.title)}</h1>\n{self.blocks(doc, table_class="gnt_sub_t")}\n</section>'
