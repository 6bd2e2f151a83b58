# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; en dashes and typographic quotes are deliberate)
"""The Irish Courier: an Irish national daily on an **Arc XP** (PageBuilder Fusion) front end, Irish Times-like
(`window.Fusion` metadata, `b-it-*` block and `c-*` component classes, `/politics/oireachtas/2026/12/04/<slug>/`,
`/politics/?page=2`, `/topics/…/`, `/author/…/`, `/search/?query=`), English (`en-IE`), UTF-8. Dates are printed
"Fri 04 Dec 2026 at 21:40" (Dublin time, which is UTC in December), the JSON-LD `NewsArticle` carries UTC times with
milliseconds and a `Z`; the late-night planning story was first published on 3 December and updated on the 4th
(label: the 3rd); the brief's JSON-LD author is the paper (Organization); the judges story has no JSON-LD at all.
The opinion column ends with an italic author bio inside the article body (not body). The letters page is one Arc
story of four signed letters (an article; the writers are its authors). The by-election results page (tables of
votes, count by count) is not an article."""

from __future__ import annotations

import hashlib
import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["housing", "planning", "court", "column", "letters", "brief", "judges", "analysis"]
ROLE = {
    "Niamh Brennan": "Political Correspondent",
    "Conor Whelan": "Political Reporter",
    "Aoife Kearney": "Courts Reporter",
    "Una Mulcahy": "",
}
AUTHOR_PATH = {"Niamh Brennan": "author"}
P = "/politics/oireachtas/2026/12"
CL = 'class="c-link"'
CB = 'class="c-button"'
PC = '<p class="c-paragraph">'
CL_HOME = 'class="c-link" aria-label="The Irish Courier home"'


def arc_id(key: str) -> str:
    """A 26-character Arc ANS id, seeded by the page key."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    n = int(hashlib.sha256(("icr" + key).encode()).hexdigest(), 16)
    return "".join(alphabet[(n >> (5 * i)) & 31] for i in range(26))


class Courier(Base):
    origin = "https://www.irishcourier.test"
    name = "The Irish Courier"
    prefix = "icr"
    language = "en"
    site_encoding = "utf-8"
    site_content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "icr",
            [
                ".b-it-header-nav-chain",
                ".c-heading",
                ".b-it-article-body",
                ".c-paragraph",
                ".b-it-right-rail",
                ".c-stack",
                ".b-it-footer",
                ".c-media-item",
                ".b-results-table",
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
                "The Irish Courier",
                "arc-home",
                list=["analysis", "court", "housing", "planning", "column", "letters", "brief", "results"],
            )
        )
        add(
            page(
                "politics",
                "/politics/",
                "section",
                "Politics",
                "arc-section-front",
                list=["analysis", "results", "housing", "planning", "brief"],
                more="politics2",
            )
        )
        add(
            page(
                "politics2",
                "/politics/?page=2",
                "section",
                "Politics",
                "arc-section-page2",
                list=["judges", "column", "letters"],
                prev="politics",
            )
        )
        add(
            page(
                "tag",
                "/topics/dail-eireann/",
                "tag",
                "Dáil Éireann",
                "arc-topic-page",
                list=["housing", "planning", "column"],
            )
        )
        add(
            page(
                "author",
                "/author/niamh-brennan/",
                "author",
                "Niamh Brennan",
                "arc-author-page",
                list=["analysis", "housing", "planning"],
                bio="Niamh Brennan is Political Correspondent of The Irish Courier. She has reported from Leinster House since 2014.",
            )
        )
        add(
            page(
                "search",
                "/search/?query=judges",
                "search",
                "Search results for “judges”",
                "arc-search-results",
                list=["judges", "court"],
            )
        )
        add(
            page(
                "results",
                "/politics/elections/2026/12/04/dublin-south-central-by-election-results-count-by-count/",
                "results",
                "Dublin South-Central by-election 2026: results count by count",
                "election-results-tables",
                [
                    "Last updated: Fri 04 Dec 2026 at 19:10",
                    "Electorate: 88,412 · Total poll: 30,237 · Turnout: 34.2% · Spoiled votes: 266 · Valid poll: 29,971 · Quota: 14,986",
                    "## First preferences",
                    "T: Candidate | Party | Votes | Share",
                    "T: Aisling Roche | Saoirse | 9,441 | 31.5%",
                    "T: Mark Devane | National Renewal | 5,035 | 16.8%",
                    "T: Ruth Behan | Democratic Alliance | 4,196 | 14.0%",
                    "T: Cathal Brady | Social Left | 3,597 | 12.0%",
                    "T: Órla Kinsella | Greens | 2,398 | 8.0%",
                    "T: Noel Furlong | Independent | 2,098 | 7.0%",
                    "T: Patrick Jordan | Independent | 1,799 | 6.0%",
                    "T: Sadhbh Keane | People First | 1,407 | 4.7%",
                    "## Count by count",
                    "T: Count | Excluded | Roche | Devane | Behan | Brady | Kinsella | Furlong | Jordan | Non-transferable",
                    "T: 1 | – | 9,441 | 5,035 | 4,196 | 3,597 | 2,398 | 2,098 | 1,799 | –",
                    "T: 2 | Keane | 9,751 | 5,225 | 4,436 | 3,857 | 2,578 | 2,248 | 1,876 | 0",
                    "T: 3 | Jordan | 10,171 | 5,605 | 4,726 | 4,037 | 2,674 | 2,658 | – | 100",
                    "T: 4 | Furlong | 10,811 | 6,125 | 5,206 | 4,427 | 2,984 | – | – | 418",
                    "T: 5 | Kinsella | 11,501 | 6,485 | 5,816 | 5,477 | – | – | – | 692",
                    "T: 6 | Brady | 14,678 | 7,087 | 7,016 | – | – | – | – | 1,190",
                    "T: 7 | Behan | 16,298 | 11,187 | – | – | – | – | – | 2,486",
                    "Elected: Aisling Roche (Saoirse) on the seventh count.",
                    "Source: returning officer, Dublin South-Central. Figures are provisional until the formal declaration.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About The Irish Courier",
                "arc-static-page",
                [
                    "The Irish Courier has been published in Dublin since 1911. It is owned by the Courier Trust, whose articles of association require it to be independent of any party, church or commercial interest.",
                    "## Contact the newsroom",
                    "News desk: newsdesk@irishcourier.test · Letters to the Editor: letters@irishcourier.test",
                    "Courier House, 24–28 Tara Street, Dublin 2, D02 XK21",
                    "## Corrections and clarifications",
                    "We aim to correct errors of fact promptly. Please write to the Readers’ Editor at readerseditor@irishcourier.test.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "Privacy Policy",
                "arc-static-policy",
                [
                    "Last updated: 1 October 2026",
                    "This policy explains how The Irish Courier DAC (“we”, “us”) collects and uses personal data when you use irishcourier.test, our apps and our newsletters.",
                    "## What we collect",
                    "- Account details you give us when you register or subscribe, such as your name and email address.",
                    "- Payment information, which is processed by our payment provider and never stored on our servers.",
                    "- Information about how you use the site, collected through cookies and similar technologies, where you have consented.",
                    "## Your rights",
                    "Under the General Data Protection Regulation you have the right to access, correct or delete your data, and to complain to the Data Protection Commission. Contact our Data Protection Officer at dpo@irishcourier.test.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "subscribe",
                "Subscribe to The Irish Courier",
                "arc-paywall-offers",
                [
                    "Trusted journalism from Ireland and the world. Cancel anytime.",
                    "## Digital",
                    "€1 for the first 3 months, then €16.99 a month. Unlimited access on all devices, the ePaper and the crossword archive.",
                    "## Digital + Weekend Print",
                    "€24.99 a month. Everything in Digital, plus the Saturday paper delivered to your door.",
                    "Already a subscriber? Sign in to continue.",
                ],
            )
        )

        add(
            story(
                "housing",
                f"{P}/03/taoiseach-defends-housing-targets-as-opposition-accuses-government-of-moving-the-goalposts/",
                "Taoiseach defends housing targets as Opposition accuses Government of ‘moving the goalposts’",
                "2026-12-03",
                "2026-12-03T16:20:41.118Z",
                "Thu 03 Dec 2026 at 16:20",
                ["Niamh Brennan"],
                [
                    "Taoiseach Declan Moran has rejected claims that the Government has quietly abandoned its housing targets, telling the Dáil that 2026 will still be “the best year for new homes in almost two decades” despite figures showing the State will fall well short of its own goal.",
                    "During a bad-tempered Leaders’ Questions on Thursday, Saoirse leader Gráinne Ní Fhlatharta said official completion figures published that morning showed 31,200 homes had been finished in the first 11 months of the year, against a target of 38,000 for the full year.",
                    "“Every year the Taoiseach comes in here with a new number, and every year the number is missed,” she said. “Then the target is revised, the press release is rewritten, and the people sleeping in cars and box rooms are told to be patient for another year. The Government has not built its way out of this crisis. It has moved the goalposts.”",
                    "Mr Moran said the figures for November alone – 3,460 completions – were the highest for any single month since records began in their current form, and that December was “traditionally the strongest month” for completions as developers finish schemes before the end of the year.",
                    "FIG: Declan Moran in the Dáil | Taoiseach Declan Moran during Leaders’ Questions on Thursday. Photograph: Oireachtas TV",
                    "“I am not going to stand here and pretend we have hit every target we set,” he said. “We haven’t. But Deputy Ní Fhlatharta knows as well as I do that the direction of travel is clear. More homes are being built this year than last year, and more were built last year than the year before.”",
                    "He said the Government would publish a revised housing plan in the new year, which would include “realistic, costed and deliverable” targets for each local authority area.",
                    "## Cost rental",
                    "The exchange grew heated when Ms Ní Fhlatharta raised the case of a cost-rental scheme in Clondalkin, Co Dublin, where she said 112 apartments had been completed in June but were still empty because of a dispute over the connection of the water supply.",
                    "“One hundred and twelve homes, finished, furnished and locked,” she said. “What does the Taoiseach say to the families on the waiting list in south Dublin who walk past them every day?”",
                    "Mr Moran said he had been briefed on the scheme and that the connection was expected “before Christmas”. He said the delay was “unacceptable” and that he had asked the Minister for Housing, Ciarán Duffy, to report back to him directly on the matter.",
                    'RAW:<div class="b-it-interstitial-link"><span>Read more</span> <a href="/ireland/social-affairs/2026/11/28/families-in-emergency-accommodation-reach-new-high/">Families in emergency accommodation reach new high</a></div>',
                    "Social Left TD Peadar Hanlon accused the Government of relying on “accounting tricks”, saying that more than 4,000 of the homes counted in this year’s figures were student beds and units bought off the plans by local authorities, which would have been built anyway.",
                    "“You are counting the same homes twice, once when the developer builds them and once when the council buys them,” Mr Hanlon said.",
                    "The Taoiseach rejected this, saying the figures were compiled by the Central Statistics Office using the same methodology as in previous years and that “nobody in this House should be casting doubt on the independence of the CSO”.",
                    "## Planning reform",
                    "Mr Moran also used the exchange to urge Opposition TDs to support the [[planning|Planning and Development (Amendment) Bill]], which was due to complete its passage through the Dáil later on Thursday. The Bill would shorten the time limits for judicial reviews of large housing developments and give An Coimisiún Pleanála new powers to correct errors in its own decisions.",
                    "“If Deputies opposite are serious about getting homes built, they will vote for this Bill tonight,” he said.",
                    "Ms Ní Fhlatharta said her party would oppose the Bill because it “strips communities of their right to be heard” and would not address “the real blockages in the system, which are water, wastewater and the lack of construction workers”.",
                    "The Department of Housing later said 14 local authorities were on course to meet or exceed their targets for the year, while 17 would fall short. Dublin City Council, Fingal and Cork County were among those expected to miss their targets by the widest margin.",
                ],
                "arc-dail-report",
                section="Oireachtas",
                dek="Figures show 31,200 homes completed in the first 11 months of the year, short of the 38,000 promised",
                topics=True,
            )
        )
        add(
            story(
                "planning",
                f"{P}/03/dail-passes-controversial-planning-bill-after-late-night-sitting/",
                "Dáil passes controversial planning Bill after late-night sitting",
                "2026-12-03",
                "2026-12-03T23:52:07.402Z",
                "Thu 03 Dec 2026 at 23:52",
                ["Niamh Brennan", "Conor Whelan"],
                [
                    "The Dáil has passed the Planning and Development (Amendment) Bill by 84 votes to 75 after a late-night sitting in which Opposition TDs accused the Government of “guillotining” debate on more than 200 amendments.",
                    "The Bill, which now goes to the Seanad, shortens the time allowed for judicial reviews of large housing and infrastructure developments from eight weeks to six and requires applicants for a review to show that they have a “sufficient interest” in the decision they are challenging.",
                    "It also gives An Coimisiún Pleanála the power to correct “minor errors of fact or law” in its own decisions without the need for a fresh application, a change the Government says will prevent permissions for thousands of homes from being quashed on technicalities.",
                    "## Guillotine",
                    "The Minister for Housing, Ciarán Duffy, told the Dáil that the Bill was “not about shutting anybody out of the planning system” but about “making sure that when a decision is made, it can be relied on”.",
                    "“We have seen schemes of 300, 400, 500 homes held up for two years or more because of a typographical error in an inspector’s report,” he said. “That is not justice for anybody. It is certainly not justice for the people waiting for those homes.”",
                    "But Opposition TDs said the Government had used a guillotine motion to cut short debate at report stage, leaving more than 200 amendments undiscussed when the final vote was called shortly after 11pm.",
                    "Saoirse housing spokesman Eoin Lacey said it was “a disgrace” that a Bill which “fundamentally changes the relationship between citizens and the planning system” had been “rammed through” in a single evening.",
                    "“Most of the amendments that were never reached tonight were about environmental assessment,” he said. “The Minister will find out in the European courts what the cost of that is.”",
                    "Independent TD Marian Costigan, who voted with the Government, said she had done so “with reservations” after receiving assurances that the Minister would bring forward his own amendment in the Seanad to protect the right of residents’ associations to take cases.",
                    "## What happens next",
                    "The Bill is expected to be taken at second stage in the Seanad next week. The Government hopes to have it signed into law before the Christmas recess, which begins on December 17th.",
                    "Environmental groups have already indicated that they will examine whether the Bill complies with the Aarhus Convention, which guarantees public access to justice in environmental matters. A spokeswoman for the Coalition for Planning Fairness, an alliance of 23 community and environmental groups, said it was “consulting its lawyers”.",
                    "The vote came hours after a bruising exchange at [[housing|Leaders’ Questions]], where the Taoiseach urged Opposition TDs to support the Bill.",
                    "NOTE: This article was updated on Friday, December 4th, to include reaction from environmental groups.",
                ],
                "arc-dail-report-updated-next-day",
                section="Oireachtas",
                dek="Government majority of nine as Opposition says more than 200 amendments were never debated",
                updated=("2026-12-04T07:15:33.950Z", "Fri 04 Dec 2026 at 07:15"),
                topics=True,
            )
        )
        add(
            story(
                "court",
                "/crime-law/courts/2026/12/04/former-council-official-jailed-for-three-years-over-180000-in-planning-bribes/",
                "Former council official jailed for three years over €180,000 in planning bribes",
                "2026-12-04",
                "2026-12-04T21:40:12.004Z",
                "Fri 04 Dec 2026 at 21:40",
                ["Aoife Kearney"],
                [
                    "A former senior planning official with Kildare County Council has been jailed for three years after admitting accepting €180,000 in cash and gifts from developers in return for favourable treatment of their planning applications.",
                    "Brendan Tierney (61), of Rathcoffey Road, Clane, Co Kildare, pleaded guilty at Dublin Circuit Criminal Court to eight counts of corruptly accepting payments between 2017 and 2021, contrary to the Criminal Justice (Corruption Offences) Act 2018.",
                    "Judge Orla Geraghty said the offences represented “a profound betrayal of public trust” and struck “at the heart of the planning system on which every citizen depends”.",
                    "She imposed a sentence of four years and suspended the final 12 months on condition that Tierney enter a bond to keep the peace for three years after his release.",
                    "The court heard that Tierney, who worked for the council for 34 years and was a senior executive planner at the time of the offences, accepted cash in envelopes, the use of a holiday home in west Cork and the payment of his daughter’s college fees by a company linked to two developers.",
                    "Detective Sergeant Fiona Lally of the Garda National Economic Crime Bureau told the court that the investigation began in 2022 after a whistleblower within the council raised concerns about the handling of three applications for residential schemes near Naas.",
                    "## Meetings in car parks",
                    "Det Sgt Lally said Tierney met one of the developers, who cannot be named for legal reasons, in hotel car parks on at least 11 occasions, and that on each occasion he received between €5,000 and €20,000 in cash.",
                    "In return, she said, Tierney “steered” applications towards favourable recommendations, advised the developers on how to frame their submissions and, on two occasions, delayed the processing of objections until after the statutory deadline had passed.",
                    "Two of the three schemes were later granted permission. One was subsequently overturned on appeal.",
                    "Under cross-examination by Tierney’s counsel, Seán Ó Dálaigh SC, Det Sgt Lally agreed that his client had made full admissions when interviewed and had repaid €45,000 before the case came to court.",
                    "Mr Ó Dálaigh said his client was “utterly ashamed” and had “lost everything”: his career, his pension entitlements and his standing in the community in which he had lived all his life. He said Tierney’s wife was seriously ill and that he was her primary carer.",
                    "## ‘Corrosive’",
                    "In her sentencing remarks, Judge Geraghty said she accepted that Tierney’s remorse was genuine and that his guilty plea had saved the State the cost of a lengthy trial.",
                    "But she said corruption in the planning system was “corrosive in a way that ordinary dishonesty is not”, because it undermined confidence in every decision, honest or not, made by public officials.",
                    "“Members of the public who object to a development, or who apply for permission to extend their own home, are entitled to believe that the person deciding their case has not been paid by the other side,” she said.",
                    "The developers involved are due to stand trial next year. A separate civil case brought by the council against Tierney is pending in the High Court.",
                    "Kildare County Council said in a statement that it had “co-operated fully” with the Garda investigation and had since introduced new rules requiring planners to declare all contacts with applicants outside formal meetings.",
                ],
                "arc-court-report",
                section="Courts",
                dek="Judge says offences were ‘a profound betrayal of public trust’ as Kildare planner admits eight counts",
                related="judges",
            )
        )
        add(
            story(
                "column",
                "/opinion/2026/12/05/una-mulcahy-the-dail-clock-is-killing-real-debate-and-tds-know-it/",
                "The Dáil clock is killing real debate – and TDs know it",
                "2026-12-05",
                "2026-12-05T05:00:00.000Z",
                "Sat 05 Dec 2026 at 05:00",
                ["Una Mulcahy"],
                [
                    "At about 11pm on Thursday, a little over 200 amendments to the [[planning|Planning and Development (Amendment) Bill]] quietly died. Nobody voted them down. Nobody argued against them. They simply ran out of time, as the guillotine fell and the Ceann Comhairle called the division that sent the Bill to the Seanad.",
                    "This is now so routine in Leinster House that it barely registers as news. Governments of every colour have done it, and Opposition parties that complain loudest about it have done it themselves when in power. But routine is not the same as harmless, and the way the Dáil now manages its time should worry anyone who cares about how laws are made.",
                    "Consider the arithmetic. In the current session, the Government has introduced 31 Bills. Of those, 19 have had report stage debates cut short by a guillotine motion. For six of them, more than half of the amendments tabled were never discussed at all. Some of those amendments were frivolous, tabled for the purpose of delay. Many were not. Among the ones that fell on Thursday night were detailed proposals about how the State would meet its obligations under European environmental law – the kind of question that, if it is not answered in the chamber, will be answered at great expense in a courtroom in Luxembourg.",
                    "The standard defence is that the Dáil’s time is finite and the Government has a mandate to legislate. Both things are true. But the time is finite partly because of choices the House makes about how to use it. Leaders’ Questions, statements on matters of topical interest and the weekly parade of motions that everybody knows will be defeated take up hours that could be used to scrutinise legislation line by line.",
                    "Much of this is theatre, and theatre has its place. Politics needs moments where leaders are seen to be held to account, and where voters can see the differences between parties in sharp relief. Thursday’s [[housing|exchange on housing]] was, in its way, a useful one. But the balance has tipped too far. We now have a parliament that is very good at producing clips for social media and much less good at the slow, boring, essential work of getting the wording of a law right.",
                    "Committees were supposed to fix this. The reforms of the last decade moved much of the detailed work on Bills out of the chamber and into committee rooms, where members could question officials and hear from outside experts. In principle, this was a good idea. In practice, committees are chronically under-resourced, their membership changes constantly, and attendance at pre-legislative scrutiny sessions is often embarrassingly thin.",
                    "There is a better way, and it does not require a constitutional referendum. Other parliaments – the Danish Folketing is an obvious example – agree a legislative timetable at the start of each session, with fixed slots for report stage debates that cannot be cut short without the agreement of a large majority. The Government gets certainty about when its Bills will pass. The Opposition gets a guaranteed opportunity to be heard. Everybody gets better law.",
                    "The Business Committee, which sets the Dáil’s weekly schedule, could begin moving in that direction tomorrow. It could insist that any Bill running to more than 50 pages is given a minimum number of hours at report stage. It could publish, each week, a simple count of the amendments discussed and the amendments lost to the guillotine, so that the public can see for itself how much scrutiny each law has received.",
                    "None of this would be popular with ministers, who like the flexibility of the current system and who, understandably, want to see their Bills on the statute book before the next reshuffle. It would not be especially popular with Opposition parties either, who would lose a grievance that plays well at press conferences.",
                    "But the people who draft our laws – the officials in the Office of the Parliamentary Counsel, who are among the most overworked civil servants in the State – would welcome it. So would the judges who spend a great deal of their time trying to work out what the Oireachtas meant when it passed a section that nobody debated.",
                    "The Dáil clock is not a neutral instrument. Every minute it gives to theatre is a minute taken from scrutiny. TDs know this. The question is whether any of them is willing to do something about it.",
                ],
                "arc-opinion-column-bio-foot",
                section="Opinion",
                dek="Guillotine motions have become so routine that nobody notices the amendments that die unheard",
                bio="Una Mulcahy is a former Oireachtas policy adviser and lectures in public law at the University of Galway",
                topics=True,
            )
        )
        add(
            story(
                "letters",
                "/opinion/letters/2026/12/05/the-planning-bill-housing-targets-and-jury-duty/",
                "The planning Bill, housing targets and jury duty",
                "2026-12-05",
                "2026-12-05T00:01:00.000Z",
                "Sat 05 Dec 2026 at 00:01",
                ["Máire Ní Bhriain", "Tom Gallagher", "Siobhán Ryan", "Pádraig Ó Cinnéide"],
                [
                    "## The right to object",
                    "Sir, – The Minister for Housing tells us that the Planning and Development (Amendment) Bill is “not about shutting anybody out of the planning system” ([[planning|News, December 4th]]). If that is so, why was it necessary to guillotine the debate before more than 200 amendments could even be discussed?",
                    "I have sat on the committee of a residents’ association in south Dublin for 20 years. In that time we have taken precisely one judicial review, at considerable personal cost to our members, and we won it because the board had plainly failed to assess the impact of a scheme on a protected structure. Under the new rules, I am not at all confident that we would have been allowed through the door.",
                    "Nobody wants good housing schemes held up by spurious objections. But the answer to bad decisions is better decisions, not fewer people entitled to question them.",
                    'RAW:<p class="c-paragraph letter-signature">Yours, etc,<br/>Dr Máire Ní Bhriain,<br/>Ranelagh,<br/>Dublin 6.</p>',
                    "## Counting homes",
                    "Sir, – Every December we are treated to the same ritual in the Dáil: the Opposition says the housing target has been missed, the Taoiseach says the numbers are the best in decades, and both are, in their own way, correct ([[housing|“Taoiseach defends housing targets”, December 4th]]).",
                    "What neither side seems willing to say is that a target is only useful if it tells us something about need. My two adult children, both in full-time work, still live at home in Ballina. They are not counted in any waiting list, and no completion figure, however large, will mean anything to them until there is a home they can afford to rent within an hour of where they work.",
                    'RAW:<p class="c-paragraph letter-signature">Yours, etc,<br/>Tom Gallagher,<br/>Ballina,<br/>Co Mayo.</p>',
                    "## Jury service",
                    "Sir, – I was called for jury service in Clonmel last month and spent four days in a draughty hall waiting to be told whether I was needed. I was not. I lost four days’ pay, as my employer does not top up the jury allowance, and nobody could tell me in advance how long I would be required.",
                    "I read that the Government is to appoint 24 new judges to tackle delays in the courts. I welcome that. But if the Minister for Justice wants to speed up trials, she might also look at how the system treats the citizens it depends on. A simple text message the evening before, telling jurors whether to attend, would be a start.",
                    'RAW:<p class="c-paragraph letter-signature">Yours, etc,<br/>Siobhán Ryan,<br/>Clonmel,<br/>Co Tipperary.</p>',
                    "## Speaking time",
                    "Sir, – Perhaps the Ceann Comhairle could consider a modest reform: any TD who uses Leaders’ Questions to read out a prepared speech for the benefit of social media should forfeit an equivalent amount of time from the next guillotine. The amendments might then get a hearing after all.",
                    'RAW:<p class="c-paragraph letter-signature">Yours, etc,<br/>Pádraig Ó Cinnéide,<br/>Daingean Uí Chúis,<br/>Co Chiarraí.</p>',
                ],
                "arc-letters-page-signed",
                section="Letters",
                ld_org=True,
                dek="Letters to the Editor",
                kicker="Letters to the Editor",
            )
        )
        add(
            story(
                "brief",
                "/politics/2026/12/04/senator-loses-party-whip-after-voting-against-hate-offences-bill/",
                "Senator loses party whip after voting against hate offences Bill",
                "2026-12-04",
                "2026-12-04T12:31:55.610Z",
                "Fri 04 Dec 2026 at 12:31",
                [],
                [
                    "A Government senator has lost the party whip after voting against the Criminal Justice (Hate Offences) (Amendment) Bill in the Seanad on Thursday evening.",
                    "Senator Lorcan Dwyer, who was elected to the Seanad on the Agricultural Panel in 2025, was one of three members of the Government parties to oppose the Bill at second stage. The other two abstained.",
                    "A spokesman for National Renewal said the party’s parliamentary party chairman had informed Mr Dwyer on Friday morning that he would be suspended from the parliamentary party for six months.",
                    "Mr Dwyer said he had voted “in line with my conscience and with the views of the people who elected me”, and that he had no regrets. The Bill passed second stage by 31 votes to 24.",
                ],
                "arc-brief-org-author",
                section="Politics",
                ld_org=True,
            )
        )
        add(
            story(
                "judges",
                "/crime-law/2026/12/01/cabinet-approves-24-new-judges-in-bid-to-cut-court-waiting-times/",
                "Cabinet approves 24 new judges in bid to cut court waiting times",
                "2026-12-01",
                None,
                "Tue 01 Dec 2026 at 18:05",
                ["Conor Whelan"],
                [
                    "The Cabinet has approved the appointment of 24 additional judges over the next two years in an effort to reduce waiting times in the courts, which the Minister for Justice has described as “unacceptable in a modern democracy”.",
                    "The plan, brought to Cabinet on Tuesday by Minister for Justice Róisín Keogh, will see eight new judges appointed to the High Court, ten to the Circuit Court and six to the District Court, at an estimated annual cost of €9.4 million including support staff.",
                    "It follows a report by the Judicial Planning Working Group, published in the summer, which found that Ireland had one of the lowest numbers of judges per head of population in the European Union, with 3.6 judges per 100,000 people compared with an EU average of 17.6.",
                    "Ms Keogh said the new appointments would be made “on a phased basis” beginning in the spring, and that priority would be given to the family law and personal injuries lists, where delays were longest.",
                    "“People going through a separation, or waiting for a decision about access to their children, should not have to wait two years for a hearing,” she said. “Every month of delay in those cases has a real cost for real families.”",
                    "## Waiting times",
                    "According to the Courts Service’s most recent annual report, the average time from the issuing of proceedings to a hearing in the High Court personal injuries list was 27 months last year, while contested family law cases in the Circuit Court took an average of 19 months.",
                    "In the Central Criminal Court, which deals with murder and rape trials, the average time between a case being sent forward for trial and the trial beginning was 14 months.",
                    "The Minister said she also intended to bring forward legislation in the new year to allow retired judges to sit on a temporary basis, a measure used in several other common law jurisdictions, and to expand the number of judicial assistants.",
                    "## Reaction",
                    "Barristers’ representatives welcomed the announcement but said it would “make only a modest dent” in the backlog unless it was accompanied by investment in courtrooms and staff. They pointed out that several courthouses outside Dublin were “not fit for purpose” and that sitting days were lost each year because of a shortage of registrars.",
                    "Solicitors’ representatives said the appointments were “long overdue” and called on the Government to publish a multi-year plan for the courts, similar to the National Development Plan.",
                    "The Opposition said the plan fell short of the 44 judges recommended by the working group. Saoirse justice spokeswoman Deirdre Nolan said the Government was “doing the minimum it can get away with”.",
                ],
                "arc-news-no-jsonld",
                section="Crime & Law",
                dek="Minister for Justice says delays of two years in family law cases are ‘unacceptable in a modern democracy’",
                nold=True,
            )
        )
        add(
            story(
                "analysis",
                "/politics/2026/12/04/by-election-result-is-a-warning-the-coalition-cannot-ignore/",
                "By-election result is a warning the Coalition cannot ignore",
                "2026-12-04",
                "2026-12-04T22:15:03.271Z",
                "Fri 04 Dec 2026 at 22:15",
                ["Niamh Brennan"],
                [
                    "Saoirse’s Aisling Roche was elected on the seventh count in Dublin South-Central on Friday evening, taking the seat vacated by the resignation of National Renewal’s Liam Fahy in September. In [[results|a count that ran for almost ten hours]], she exceeded the quota when the votes of the Democratic Alliance candidate were distributed, finishing 5,111 votes ahead of the Government’s candidate, Councillor Mark Devane.",
                    "On its own, a single by-election in a single Dublin constituency should not be over-interpreted. By-elections are notoriously poor predictors of general elections: turnout is low, the electorate is in a mood to send a message and the stakes are lower. Governments lose them all the time and go on to win the next general election.",
                    "But there are three reasons why the Coalition should take this result more seriously than most.",
                    "The first is the scale of the swing. Mr Fahy took the seat at the last general election with 24 per cent of the first-preference vote. Mr Devane managed 16.8 per cent on Thursday, a fall of more than seven points in a constituency where National Renewal has held at least one seat since the 1980s.",
                    "The second is the issue on which the campaign was fought. Housing dominated the doorsteps, and the [[housing|row in the Dáil over completion figures]] on the eve of polling will have done the Government candidate no favours. Ms Roche’s campaign was built almost entirely around the cost-rental scheme in Clondalkin that has been finished since June but remains empty, and her canvassers handed out leaflets with a photograph of the locked gates.",
                    "The third, and perhaps the most important, is transfers. In previous elections, voters for smaller left-wing parties in the constituency split their lower preferences fairly evenly. This time, 58 per cent of the Social Left transfers went to Ms Roche and only 11 per cent to Mr Devane. If that pattern holds across Dublin at the next general election, several Government seats that look safe on first preferences could be lost.",
                    "Turnout was 34.2 per cent, down from 61 per cent at the general election. That is not unusual for a by-election held in the dark days of December, but it suggests that the Government’s core voters were less motivated than those of the Opposition.",
                    "Coalition figures were putting a brave face on the result on Friday night. One senior minister said by-elections were “always difficult for governments” and pointed out that Saoirse’s share of the first-preference vote, at 31.5 per cent, was lower than the party had achieved in some opinion polls.",
                    "But privately, some backbenchers were more worried. One Dublin TD said the result showed that “the housing message isn’t landing, and it’s not going to land until people can see the keys being handed over”.",
                    "The Taoiseach is expected to face questions about the result when the parliamentary party meets on Wednesday. He is in no immediate danger. But with a general election due within 18 months, the margin for error is narrowing.",
                ],
                "arc-analysis",
                section="Politics",
                dek="Saoirse’s win in Dublin South-Central was built on housing and on transfers from the left",
                kicker="Analysis",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        img = f"{self.origin}/resizer/v2/{zlib.crc32(doc.key.encode()):08X}.jpg?auth=9f1c2e&width=1200&height=630"
        out = [
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta property="og:site_name" content="The Irish Courier"/>',
            f'<meta property="og:image" content="{esc(img)}"/>',
            '<meta name="twitter:card" content="summary_large_image"/>',
            '<meta name="twitter:site" content="@irishcourier"/>',
        ]
        if doc.is_article:
            out.insert(1, f'<meta name="description" content="{esc(doc.dek)}"/>')
            out.append('<meta property="og:type" content="article"/>')
            if doc.iso:
                out.append(f'<meta property="article:published_time" content="{doc.iso}"/>')
            if not doc.extra.get("nold"):
                mod = doc.extra.get("updated", (doc.iso, ""))[0]
                author = (
                    {"@type": "Organization", "name": "The Irish Courier"}
                    if doc.extra.get("ld_org")
                    else [
                        {"@type": "Person", "name": a, "url": f"{self.origin}/author/{a.lower().replace(' ', '-')}/"}
                        for a in doc.authors
                    ]
                )
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "headline": doc.title,
                    "description": doc.dek,
                    "image": [img],
                    "datePublished": doc.iso,
                    "dateModified": mod,
                    "author": author,
                    "publisher": {
                        "@type": "NewsMediaOrganization",
                        "name": "The Irish Courier",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/pf/resources/images/logo.png?d=1432"},
                    },
                    "isAccessibleForFree": False,
                    "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"},
                }
                out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website"/>')
        gc = {
            "_id": arc_id(doc.key),
            "type": "story" if doc.is_article else "section",
            "canonical_url": self.docs[doc.key].path,
            "headlines": {"basic": doc.title},
            "taxonomy": {
                "primary_section": {"_id": "/" + doc.path.strip("/").split("/")[0], "name": doc.section or doc.title}
            },
        }
        if doc.is_article:
            gc["display_date"] = doc.iso or ""
            gc["credits"] = {"by": [{"type": "author", "name": a} for a in doc.authors]}
        out.append(
            '<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};'
            'Fusion.arcSite="irishcourier";Fusion.contextPath="/pf";Fusion.mxId=null;Fusion.deployment="1432";'
            "Fusion.globalContent="
            + json.dumps(gc, ensure_ascii=False)
            + ';Fusion.globalContentConfig={"source":"content-api","query":{"uri":'
            + json.dumps(doc.path)
            + "}};"
            "Fusion.lastModified=1796506800000;Fusion.spa=false;</script>"
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="b-it-header-nav-chain__item">{self.a(k, t, "nav", attrs=CL)}</li>'
            for k, t in (
                ("home", "Home"),
                ("politics", "Politics"),
                ("tag", "Dáil Éireann"),
                ("subscribe", "Subscribe"),
            )
        )
        nav += "".join(
            f'<li class="b-it-header-nav-chain__item"><a class="c-link" href="{h}">{t}</a></li>'
            for h, t in (
                ("/ireland/", "Ireland"),
                ("/world/", "World"),
                ("/business/", "Business"),
                ("/sport/", "Sport"),
                ("/opinion/", "Opinion"),
                ("/culture/", "Culture"),
                ("/podcasts/", "Podcasts"),
            )
        )
        rail = "".join(
            f'<li class="b-it-most-read__item"><span class="b-it-most-read__rank">{i}</span>{self.a(k, self.docs[k].title, "aside", attrs=CL)}</li>'
            for i, k in enumerate(("analysis", "court", "housing", "brief"), 1)
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="en-IE">
<head>
<meta charSet="UTF-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>{esc(doc.title)} – The Irish Courier</title>
{self.head(doc)}
<link rel="preload" as="font" type="font/woff2" href="/pf/resources/fonts/CourierSerif-Regular.woff2?d=1432" crossorigin="anonymous"/>
<link rel="icon" type="image/x-icon" href="/pf/resources/images/favicon.ico?d=1432"/>
<link rel="alternate" type="application/rss+xml" title="The Irish Courier" href="/arc/outboundfeeds/rss/?outputType=xml"/>
<style>/*PAD*/</style>
<script src="https://cdn.cookielaw.test/scripttemplates/otSDKStub.js" data-domain-script="7c1e9f44-0b1a-4c3e-92d1-icr" async=""></script>
<script async="" src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
</head>
<body class="{"b-it-article-page" if doc.is_article else "b-it-section-page"}">
<div id="fusion-app" class="layout-section wrap-bottom">
<a class="skip-main" href="#main">Skip to main content</a>
<header class="b-it-header-nav-chain">
<div class="b-it-header-nav-chain__top"><button class="b-it-header-nav-chain__menu" aria-label="Sections">Sections</button>
<div class="b-it-header-nav-chain__logo">{self.a("home", "The Irish Courier", "nav", attrs=CL_HOME)}</div>
<div class="b-it-header-nav-chain__actions">{self.a("search", "Search", "nav", attrs=CL)} <a class="c-button c-button--primary" href="/subscribe/?ref=header">Subscribe</a> <a class="c-link" href="/account/login/">Sign In</a></div></div>
<nav class="b-it-header-nav-chain__nav" aria-label="Main"><ul class="b-it-header-nav-chain__list">{nav}</ul></nav>
</header>
<div class="b-ad-block b-ad-block--leaderboard" id="arcad_leaderboard"></div>
<main id="main" class="b-it-right-rail-advanced">
<div class="b-it-right-rail-advanced__main">
{main}
</div>
<aside class="b-it-right-rail">
<div class="b-ad-block" id="arcad_mpu1"></div>
<div class="b-it-most-read"><h2 class="c-heading">Most read</h2><ol class="b-it-most-read__list">{rail}</ol></div>
<div class="b-it-newsletter-promo"><h2 class="c-heading">Inside Politics</h2><p class="c-paragraph">Niamh Brennan’s guide to what matters in Leinster House, every weekday at 6pm.</p><a class="c-button" href="/newsletters/inside-politics/">Sign up</a></div>
</aside>
</main>
<footer class="b-it-footer">
<div class="b-it-footer__logo">The Irish Courier</div>
<ul class="b-it-footer__links">
<li>{self.a("about", "About us", "footer", attrs=CL)}</li>
<li>{self.a("privacy", "Privacy policy", "footer", attrs=CL)}</li>
<li>{self.a("subscribe", "Subscribe", "footer", attrs=CL)}</li>
<li><a class="c-link" href="/terms-and-conditions/">Terms &amp; conditions</a></li>
<li><a class="c-link" href="/cookie-policy/">Cookie policy</a></li>
<li><a class="c-link" href="/contact-us/">Contact us</a></li>
<li><a class="c-link" href="https://jobs.irishcourier.test/">Courier Jobs</a></li>
<li><a class="c-link" href="https://www.facebook.test/irishcourier">Facebook</a></li>
<li><a class="c-link" href="https://x.test/irishcourier">X</a></li>
</ul>
<p class="b-it-footer__copyright">© 2026 The Irish Courier DAC</p>
</footer>
</div>
<div id="onetrust-banner-sdk" class="otFlat" role="dialog" aria-label="Cookie banner"><div class="ot-sdk-container"><p id="onetrust-policy-text">We and our partners use cookies and similar technologies to personalise content and ads, to provide social media features and to analyse our traffic. You can change your choices at any time by clicking “Cookie settings” at the bottom of every page.</p><button id="onetrust-accept-btn-handler">I Accept</button> <button id="onetrust-pc-btn-handler">Cookie settings</button></div></div>
<script src="/pf/dist/engine/react.js?d=1432&amp;mxId=00000000" defer=""></script>
<script src="/pf/dist/components/combinations/default.js?d=1432&amp;mxId=00000000" defer=""></script>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.title)}","paywall":"metered"}});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return ""
        if doc.key == "letters":
            return ""
        names = []
        for a in doc.authors:
            link = (
                self.a(AUTHOR_PATH[a], a, "byline", attrs=CL)
                if a in AUTHOR_PATH
                else f'<a class="c-link" href="/author/{a.lower().replace(" ", "-")}/">{esc(a)}</a>'
            )
            names.append(link)
        joined = " and ".join(names)
        role = ROLE.get(doc.authors[0], "") if len(doc.authors) == 1 else ""
        role_html = f'<span class="b-it-byline__role">{esc(role)}</span>' if role else ""
        return f'<div class="b-it-byline"><span class="c-attribution">{joined}</span>{role_html}</div>'

    def story_main(self, doc: Doc) -> str:
        kicker = doc.extra.get("kicker") or doc.section
        stamp = f'<time class="c-date" dateTime="{doc.iso or ""}">{doc.stamp}</time>'
        if doc.extra.get("updated"):
            stamp += f' <span class="b-it-date__updated">Updated <time class="c-date" dateTime="{doc.extra["updated"][0]}">{doc.extra["updated"][1]}</time></span>'

        def fig(alt: str, cap: str) -> str:
            n = zlib.crc32(alt.encode()) % 99991
            return f'<figure class="c-media-item"><img class="c-image" src="/resizer/v2/{n}.jpg?auth=3e1d&amp;width=800" alt="{esc(alt)}" loading="lazy" width="800" height="533"/><figcaption class="c-media-item__fig-caption"><span class="c-media-item__caption">{esc(cap)}</span></figcaption></figure>'

        body = self.blocks(doc, p_tag='<p class="c-paragraph">', fig=fig)
        if doc.extra.get("bio"):
            body += f'\n<p class="c-paragraph"><i>{esc(doc.extra["bio"])}</i></p>'
        topics = ""
        if doc.extra.get("topics"):
            topics = f'<div class="b-it-topics"><span class="b-it-topics__label">Topics:</span> {self.a("tag", "Dáil Éireann", "content", attrs=CL)} <a class="c-link" href="/topics/housing/">Housing</a> <a class="c-link" href="/topics/planning/">Planning</a></div>'
        related = ""
        if doc.extra.get("related"):
            r = doc.extra["related"]
            related = f'<div class="b-it-related"><h2 class="c-heading">Related</h2><ul><li>{self.a(r, self.docs[r].title, "related", attrs=CL)}</li><li><a class="c-link" href="/crime-law/courts/2026/11/30/developers-to-stand-trial-over-kildare-schemes/">Developers to stand trial over Kildare schemes</a></li></ul></div>'
        more = "".join(
            f'<li class="c-stack__item">{self.a(k, self.docs[k].title, "related", attrs=CL)}</li>'
            for k in ARTS
            if k != doc.key
        )
        share = f'<div class="b-share"><a class="c-link" href="https://www.facebook.test/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a class="c-link" href="https://x.test/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a class="c-link" href="mailto:?subject={esc(doc.title)}">Email</a> <button class="c-button">Gift article</button></div>'
        comments = (
            '<div class="b-it-comments"><h2 class="c-heading">Comments</h2><p class="c-paragraph">Commenting on this article is available to subscribers. <a class="c-link" href="/account/login/">Sign in</a></p></div>'
            if doc.section in ("Opinion", "Politics", "Oireachtas")
            else ""
        )
        dek = f'<h2 class="c-heading b-it-subheadline">{esc(doc.dek)}</h2>' if doc.dek and doc.key != "letters" else ""
        return f"""<article class="b-it-article">
<div class="b-it-overline"><a class="c-overline" href="/{doc.path.strip("/").split("/")[0]}/">{esc(kicker)}</a></div>
<h1 class="c-heading b-it-headline">{esc(doc.title)}</h1>
{dek}
{self.byline(doc)}
<div class="b-it-date">{stamp}</div>
{share}
<div class="b-it-article-body paywall">
{body}
</div>
{topics}
{related}
</article>
{comments}
<div class="b-it-more-from"><h2 class="c-heading">More from The Irish Courier</h2><ul class="c-stack">{more}</ul></div>"""

    def card(self, k: str, big: bool = False) -> str:
        d = self.docs[k]
        by = (
            f'<span class="c-attribution">{esc(" and ".join(d.authors))}</span>' if d.authors and k != "letters" else ""
        )
        img = (
            f'<img class="c-image" src="/resizer/v2/{zlib.crc32(k.encode()) % 99991}.jpg?auth=1a2b&amp;width={600 if big else 300}" alt="" loading="lazy"/>'
            if big
            else ""
        )
        return f'<div class="b-top-table-list__item c-stack">{img}<span class="c-overline">{esc(d.extra.get("kicker") or d.section or "Politics")}</span><h2 class="c-heading">{self.a(k, d.title, "content", attrs=CL)}</h2><p class="c-paragraph b-top-table-list__description">{esc(self.lede(d))}</p>{by}</div>'

    def listing_main(self, doc: Doc) -> str:
        items = doc.extra["list"]
        cards = "\n".join(self.card(k, i == 0) for i, k in enumerate(items))
        head = f'<h1 class="c-heading b-it-section-title">{esc(doc.title)}</h1>'
        if doc.kind == "home":
            head = '<h1 class="c-heading visually-hidden">The Irish Courier</h1>'
        if doc.kind == "author":
            head += f'<div class="b-it-author-bio"><p class="c-paragraph">{esc(doc.extra["bio"])}</p><a class="c-link" href="https://x.test/niamhbrennan">@niamhbrennan</a></div>'
        if doc.kind == "search":
            head += '<form class="b-it-search-form" action="/search/" method="get"><input type="search" name="query" value="judges"/><button type="submit">Search</button></form><p class="c-paragraph">2 results</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = (
                f'<div class="b-it-pagination">{self.a(doc.extra["more"], "Next page", "pagination", attrs=CB)}</div>'
            )
        if doc.extra.get("prev"):
            pager = f'<div class="b-it-pagination">{self.a(doc.extra["prev"], "Previous page", "pagination", attrs=CB)}</div>'
        extra = ""
        if doc.kind == "home":
            extra = f'<div class="b-it-chain"><h2 class="c-heading">In the news</h2><ul><li>{self.a("tag", "Dáil Éireann", "content", attrs=CL)}</li><li>{self.a("author", "Niamh Brennan: Inside Politics", "content", attrs=CL)}</li><li>{self.a("judges", self.docs["judges"].title, "content", attrs=CL)}</li><li>{self.a("politics", "More politics", "content", attrs=CL)}</li></ul></div>'
        return f'<section class="b-top-table-list">{head}\n{cards}\n{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "results":
            html = self.blocks(doc, p_tag=PC).replace('<table class="data">', '<table class="b-results-table">')
            return f"""<article class="b-it-results">
<div class="b-it-overline"><a class="c-overline" href="/politics/elections/">Elections</a></div>
<h1 class="c-heading b-it-headline">{esc(doc.title)}</h1>
<div class="b-it-results__body">
{html}
</div>
<p class="c-paragraph">{self.a("analysis", "Analysis: " + self.docs["analysis"].title, "content", attrs=CL)}</p>
</article>"""
        return f'<article class="b-it-static"><h1 class="c-heading">{esc(doc.title)}</h1>\n{self.blocks(doc, p_tag=PC)}\n</article>'
