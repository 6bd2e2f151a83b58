# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Clarion: a Guardian-like English daily with a **UK and a US edition**, on a dotcom-rendering-like front end
(`data-gu-name="headline"`, `data-gu-name="standfirst"`, `data-gu-name="meta"`, `data-gu-name="body"`, hashed
`dcr-…` classes, `<gu-island>` placeholders, `window.clarion.config`, `/opinion/2026/dec/11/<slug>`,
`/us-news/opinion/…`, `/profile/<name>`, `/opinion/series/letters`, `/uk/opinion?page=2`, `/search?q=`), English,
UTF-8.

Each edition prints its own clock: UK pieces "Fri 11 Dec 2026 17.22 GMT", US pieces "Fri 11 Dec 2026 19.30 EST"
(-05:00). The `NewsArticle` JSON-LD is always in UTC with milliseconds, so the US editorial published at 19.30 EST on
11 Dec is `2026-12-12T00:30:00.000Z` (labelled 11 Dec, the edition's day). The editorial is signed only "The Editorial
Board" (JSON-LD: a Person of that name; labelled `[]`); the syndicated column's byline is "Carl Whitman, Crossroads
Features Syndicate" (JSON-LD author name the same string); the letters page holds six letters signed with a bold name
and an italic town; the anonymous "A letter to …" is signed "Anonymous"; the op-ed ends with an italic bio; the
restaurant review has a ratings box and a facts table; the cartoon page is an image and a caption with a byline and a
date (not an article)."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.theclarion.test"
ARTS = ["edboard", "syndicated", "oped", "letters", "obit", "restaurant", "column", "letterto"]


def dcr(name: str) -> str:
    """A hashed class name in the dotcom-rendering manner (stable per name)."""
    return "dcr-" + format(zlib.crc32(name.encode()) % 36**6, "x")[:6]


class Clarion(Base):
    origin = ORIGIN
    name = "The Clarion"
    prefix = "clr"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "clr",
            [
                f".{dcr('header')}",
                f".{dcr('pillar')}",
                f".{dcr('headline')}",
                f".{dcr('standfirst')}",
                f".{dcr('body')} p",
                f".{dcr('byline')}",
                f".{dcr('card')}",
                f".{dcr('container')}",
                f".{dcr('footer')}",
                ".sp_message_container",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/uk",
                "home",
                "News, sport and opinion from the Clarion's UK edition",
                "dcr-front-uk",
                list=["letters", "column", "restaurant", "obit", "oped", "letterto", "edboard", "syndicated"],
                more="opinion",
            )
        )
        add(
            page(
                "us",
                "/us",
                "section",
                "News, sport and opinion from the Clarion's US edition",
                "dcr-front-us-edition",
                list=["edboard", "syndicated", "column", "oped"],
            )
        )
        add(
            page(
                "opinion",
                "/uk/opinion",
                "section",
                "Opinion",
                "opinion-front",
                list=["letters", "column", "cartoon", "oped", "edboard", "syndicated"],
                more="opinion2",
            )
        )
        add(
            page(
                "opinion2",
                "/uk/opinion?page=2",
                "section",
                "Opinion",
                "opinion-front-page2",
                list=["letterto", "obit", "restaurant"],
            )
        )
        add(
            page(
                "tag",
                "/opinion/series/letters",
                "tag",
                "Letters",
                "series-tag-page",
                list=["letters", "letterto"],
            )
        )
        add(
            page(
                "life",
                "/lifeandstyle",
                "section",
                "Life and style",
                "pillar-front",
                list=["letterto", "restaurant", "obit"],
            )
        )
        add(
            page(
                "author",
                "/profile/hannah-oduya",
                "author",
                "Hannah Oduya",
                "contributor-archive",
                list=["column"],
                bio="Hannah Oduya is a Clarion columnist who writes about work, money and family life. She worked for a decade in the charity sector before turning to journalism.",
            )
        )
        add(
            page(
                "search",
                "/search?q=buses",
                "search",
                "Search results for ‘buses’",
                "search-results",
                list=["letters", "column", "oped"],
            )
        )
        add(
            page(
                "cartoon",
                "/opinion/picture/2026/dec/11/priya-sandhu-on-the-northern-roads-plan-cartoon",
                "cartoon",
                "Priya Sandhu on the northern roads plan – cartoon",
                "cartoon-picture-page",
                stamp="Fri 11 Dec 2026 18.30 GMT",
                iso="2026-12-11T18:30:00.000Z",
            )
        )
        add(
            page(
                "policy",
                "/community-standards",
                "policy",
                "Community standards and participation guidelines",
                "comment-policy",
                [
                    "We welcome debate and dissent, but personal attacks, persistent trolling and mindless abuse will not be tolerated. The key to maintaining the Clarion as a place where people want to come and talk is that the conversation stays respectful, relevant and constructive.",
                    "## The standards",
                    "- We will remove any content that may put us in legal jeopardy, such as potentially libellous or defamatory postings, or material posted in contempt of court.",
                    "- We will remove personal attacks on our journalists or other contributors. Disagreeing with an article is fine; abusing its author is not.",
                    "- We will not tolerate racism, sexism, homophobia or other forms of hate speech, or contributions that could be interpreted as such.",
                    "- We will remove content that is obviously commercial or spam, and posts that are not in English in threads below English-language articles.",
                    "## How moderation works",
                    "Comments are open on selected articles for three days. Most are published immediately and reviewed when readers report them; some threads, such as those on court cases, are pre-moderated. Our moderators are employed by the Clarion and follow these guidelines; they do not remove comments because they disagree with them.",
                    "If your comment has been removed and you would like to know why, or you think a decision was wrong, email moderation@theclarion.test. Repeated breaches of these standards may lead to the loss of commenting privileges.",
                ],
            )
        )
        add(
            story(
                "edboard",
                "/us-news/opinion/2026/dec/11/great-lakes-water-compact-congress-editorial-board",
                "The Great Lakes are not a pipeline. Congress should say so",
                "2026-12-11",
                "2026-12-12T00:30:00.000Z",
                "Fri 11 Dec 2026 19.30 EST",
                [],
                [
                    "Twenty-one years ago, eight governors and two premiers did something rare in North American politics: they agreed to tie their own hands. The Great Lakes compact, signed in 2005 and approved by Congress in 2008, banned large diversions of water out of the basin, with narrow exceptions for communities that straddle its edge. It has worked. The lakes hold about a fifth of the world’s fresh surface water, and for almost two decades the rule has been simple: what is in the basin stays in the basin.",
                    "That rule is now under quiet attack. Tucked into the water resources bill that a House committee approved on Wednesday is a provision that would let the Army Corps of Engineers study “interbasin transfers to address drought in the arid west”. It reads like housekeeping. It is not. A federal study is how every large water project in this country begins, and once the Corps has drawn a pipeline on a map, the argument shifts from whether to how much.",
                    "We understand the pressure behind it. The Colorado River is overallocated, Lake Mead has spent much of the last decade near record lows and the cities of the south-west keep growing. Those are real problems that deserve real federal money. But the answer to a shortage in Phoenix is not to pretend that Lake Michigan is a reservoir for the rest of the country. Conservation, water recycling and an honest renegotiation of the Colorado River allocations will do far more, far sooner, than a pipeline of 1,500 miles that would cost tens of billions of dollars and take decades to build.",
                    "There is also a question of trust. The compact holds because every state and province around the lakes gave something up. Wisconsin argued for years over a small diversion for the city of Waukesha, 17 miles from Lake Michigan, and the approval came with strict conditions on how much water could be taken and how it had to be returned. If Congress now signals that the basin’s water is available to anyone with enough votes, that bargain falls apart.",
                    "The provision’s sponsors say it commits no one to anything. If so, they should have no objection to removing it. Members of both parties from Michigan, Ohio, Minnesota and New York have already said they will vote against the bill if the language stays in. They should be joined by anyone who believes that a deal is a deal.",
                    "The lakes have survived a century of industrial pollution, invasive mussels and shoreline sprawl. They should not be undone by a line in a water bill that almost no one has read.",
                ],
                "editorial-board-signed-board-utc-next-day",
                section="Opinion",
                dek="A quiet amendment in the House water bill would weaken the compact that has protected the lakes for two decades. Lawmakers from both parties should strip it out",
                edition="us",
                credit="The Editorial Board",
                ld_author={"@type": "Person", "name": "The Editorial Board"},
                series="Clarion editorials",
            )
        )
        add(
            story(
                "syndicated",
                "/us-news/opinion/2026/dec/10/small-towns-pharmacy-deserts-rural-america",
                "Small towns don’t need saving. They need a pharmacy",
                "2026-12-10",
                "2026-12-10T15:00:00.000Z",
                "Thu 10 Dec 2026 10.00 EST",
                ["Carl Whitman"],
                [
                    "The drugstore on Main Street in Alder Falls closed on a Tuesday in October. There was a sign in the window, a phone number for a mail-order service in Ohio and, for a week or two, a line of people at the door who had not read the sign. The nearest pharmacy is now 38 miles away, in a town most of them visit twice a year.",
                    "I have written this column for 19 years, and for most of them I have been asked, in one way or another, how to save small towns. Politicians ask it in campaign season. Foundations ask it in glossy reports. The people who actually live in those towns rarely ask it at all. They ask something much more specific: where do I get my insulin now?",
                    "More than one in 10 rural counties has no retail pharmacy at all, and thousands of independent drugstores have closed over the past decade. The reasons are not mysterious. The companies that manage prescription benefits for insurers set the prices pharmacies are paid, and those prices often fall below what the drugs cost the pharmacy to buy. A national chain can absorb that. A family-owned store with two pharmacists and a soda fountain cannot.",
                    "Mail order is the answer we are usually given, and for a healthy 40-year-old with a stable prescription it works fine. It works less well for an 80-year-old on nine medications, for a child with an ear infection on a Friday night, or for anyone whose mailbox freezes shut in January. A pharmacist is often the only health professional a rural resident sees without an appointment. When the store closes, that conversation disappears with it.",
                    "There are fixes, and none of them require a new federal agency. States can require benefit managers to pay rural pharmacies at least what the drugs cost. Medicare can pay pharmacists for the vaccinations, blood-pressure checks and medication reviews they already do for free. Congress can stop treating pharmacy deserts as an afterthought in every health bill and start counting them the way it counts hospital closures.",
                    "None of this is as exciting as a ribbon-cutting for a new business incubator. But towns do not die because they lack incubators. They die one closed door at a time: the school, the clinic, the grocery, the pharmacy. Keep the doors open and the rest tends to follow.",
                ],
                "syndicated-column-syndicate-in-byline",
                section="Opinion",
                dek="When the last drugstore in a county closes, no grant for ‘rural revitalization’ can make up for it",
                edition="us",
                byline_suffix=", Crossroads Features Syndicate",
                ld_author={"@type": "Person", "name": "Carl Whitman, Crossroads Features Syndicate"},
                tail_raw='<p class="syndication">© 2026 Crossroads Features Syndicate. Carl Whitman writes about rural America; email him at carl.whitman@crossroadsfeatures.test</p>',
                series="Carl Whitman",
            )
        )
        add(
            story(
                "oped",
                "/opinion/2026/dec/10/hospices-nhs-funding-charity-end-of-life-care",
                "Hospices are doing the NHS’s work on charity-shop money. That cannot last",
                "2026-12-10",
                "2026-12-10T06:00:00.000Z",
                "Thu 10 Dec 2026 06.00 GMT",
                ["Aisha Karim"],
                [
                    "Last month the hospice where I am a trustee closed six of its 20 inpatient beds. We did not close them because there was no one to fill them; on the day the decision was made we had a waiting list of 11 people, most of whom will now die on hospital wards that were not designed for it. We closed them because we could not pay the nurses.",
                    "We are not unusual. Across England, hospices have cut beds, frozen recruitment and reduced their community services this year, and the charity that represents them expects more to follow. The reason is simple to state and strangely hard to get ministers to hear: most of the care that hospices provide is paid for not by the NHS but by charity.",
                    "On average, the state funds about a third of the cost of adult hospice care. The rest comes from legacies, raffles, sponsored walks, lottery tickets and the shops on every high street selling donated jumpers and jigsaw puzzles. It is an extraordinary act of collective generosity. It is also no way to run an essential part of the health service.",
                    "Hospices care for hundreds of thousands of people a year. They keep people out of A&E in the last weeks of life, they support families through bereavement and they train a large share of the palliative care workforce. When a hospice bed closes, the cost does not vanish; it moves to an acute hospital, where a bed costs more and the care is usually worse for the person who is dying.",
                    "Meanwhile the costs that hospices face have risen like everyone else’s. The increase in employers’ national insurance contributions alone cost my hospice £310,000 this year. Our nurses are, rightly, paid in line with the NHS, but when NHS pay rises, the NHS budget rises with it and ours does not. We are expected to match the pay award by selling more second-hand books.",
                    "None of this requires a grand new strategy. Integrated care boards already commission hospice services; they could be required to fund a fixed share of their cost. Contracts could run for five years instead of one, so that hospices can plan. And hospices could be spared the national insurance rise, as a small charity sector that does the state’s work.",
                    "Parliament has spent much of this year debating how people should be allowed to die. It has spent almost no time on how most people actually do. If we want everyone to have the choice of a good death, we have to pay for the places that provide one.",
                ],
                "guest-oped-italic-bio-foot",
                section="Opinion",
                dek="Two-thirds of the money for adult hospice care in England is raised by volunteers, shops and fun runs. As demand rises, that model is breaking",
                edition="uk",
                tail_raw="<p><em>Aisha Karim is a professor of palliative care at the University of Leeds and a trustee of a hospice in West Yorkshire</em></p>",
                series="Health",
            )
        )
        sig = "<p><strong>{}</strong><br><em>{}</em></p>"
        add(
            story(
                "letters",
                "/opinion/2026/dec/11/fix-the-buses-before-we-build-any-more-bypasses",
                "Fix the buses before we build any more bypasses | Letters",
                "2026-12-11",
                "2026-12-11T17:22:00.000Z",
                "Fri 11 Dec 2026 17.22 GMT",
                ["Mary Lister", "Helen Price", "James Otway", "Sean Doherty", "Margaret Holroyd", "Alan Birtwistle"],
                [
                    "Your report ([[https://www.theclarion.test/uk-news/2026/dec/09/ministers-back-northern-roads-plan-bypasses|Ministers back £4.2bn northern roads plan]], 9 December) notes that the new bypasses will “cut journey times by up to 12 minutes”. In my village the last bus to Halifax now leaves at 6.10pm, and the Sunday service was withdrawn in the spring. For those of us who do not drive, the journey time to town after six o’clock is infinite.",
                    "RAW:" + sig.format("Mary Lister", "Hebden Bridge, West Yorkshire"),
                    "Every study since the 1990s has found that new roads generate new traffic. The bypasses will be full within a decade, and we will then be told that the answer is another bypass.",
                    "It would also be cheaper to do the obvious thing. A bus lane costs a fraction of a dual carriageway and can be painted in a weekend.",
                    "RAW:" + sig.format("Dr Helen Price", "Lancaster"),
                    "As a councillor I have spent much of this year explaining to residents why routes they have used for decades are being cut. The answer is always the same: the operators say the routes do not pay, and the council has no money to subsidise them. If the government can find billions for tarmac, it can find a few million a year to keep the buses running in places like ours.",
                    "RAW:" + sig.format("Cllr James Otway", "Labour, Calderdale council"),
                    "I drive because I have to. I work shifts at a hospital 20 miles away, and there is no bus that gets me there for a 7am start. I would happily leave the car at home if there were. Please don’t make this a fight between drivers and bus users. Most of us are both.",
                    "RAW:" + sig.format("Sean Doherty", "Keighley, West Yorkshire"),
                    "The cap on single fares was one of the few transport policies in recent memory that people actually noticed. Since it was raised, my fares to work have gone up by half. If ministers want to know why bus use outside London has not recovered, they could start there.",
                    "RAW:" + sig.format("Margaret Holroyd", "Barnsley, South Yorkshire"),
                    "May I suggest that any minister who wishes to open a bypass first be required to reach the ribbon-cutting by public transport?",
                    "RAW:" + sig.format("Alan Birtwistle", "Todmorden, West Yorkshire"),
                ],
                "letters-page-six-signed-letters",
                section="Opinion",
                dek="Readers respond to the government’s plan to spend £4.2bn on new roads in the north of England while rural bus services are cut",
                edition="uk",
                tail_raw="<p><em>Have an opinion on anything you’ve read in the Clarion today? Please email us your letter and it will be considered for publication in our letters section.</em></p>",
                ld_author={"@type": "Organization", "name": "The Clarion"},
                title_tag="Fix the buses before we build any more bypasses | Letters | The Clarion",
                series="Letters",
            )
        )
        add(
            story(
                "obit",
                "/uk-news/2026/dec/09/margaret-ellis-1938-2026-headteacher-halifax-schools-music",
                "Margaret Ellis (1938–2026): the headteacher who put an orchestra in every Halifax school",
                "2026-12-09",
                "2026-12-09T16:45:00.000Z",
                "Wed 9 Dec 2026 16.45 GMT",
                ["Tom Hadley"],
                [
                    "In the autumn of 1974 Margaret Ellis, newly appointed head of a junior school in the west of Halifax, borrowed 14 violins from a brass band club that had no use for them and announced that every child in the top two years would learn to play. Within three years the school had an orchestra, and within 10 there was a music service that reached every primary school in the borough. Margaret, who has died aged 88, spent the rest of her career, and much of her retirement, making sure it survived.",
                    "She was born in Sowerby Bridge, the daughter of Arthur Crossley, a mill engineer, and his wife, Edith (nee Greenwood), a piano teacher who gave lessons in the front room. Margaret could read music before she could read words, she liked to say, and by 12 she was accompanying her mother’s pupils at their exams. She won a place at the local grammar school and went on to train as a teacher at a college near Wakefield, where she studied music and education.",
                    "After posts in Bradford and Huddersfield she came to Halifax as a deputy head in 1969 and became head five years later, at 36. The school served one of the poorest parts of the town, and many of its pupils had never seen a musical instrument up close. “She did not think music was a reward for good behaviour or a hobby for children whose parents could afford lessons,” said one former pupil, the conductor Rehana Malik. “She thought it was something you were owed.”",
                    "The orchestra practised in the dining hall once lunch had been cleared, and Margaret persuaded local mills, the co-op and at least one bemused bank manager to pay for instruments. When the council reorganised its education budget in 1981, she led a campaign of parents and teachers that kept the visiting music teachers on the payroll, and the borough’s schools music service was founded on the back of it in 1984. By the time she retired in 1998, more than 3,000 children a year were learning an instrument through it.",
                    "Retirement did not slow her down. She chaired the trust that took over the service when council funding was cut in 2011, raised money for a new rehearsal space in the town centre and, well into her 80s, could be found at the back of the hall during the annual schools concert, counting the cellos.",
                    "She married David Ellis, an accountant and amateur tenor, in 1962; he died in 2015. She is survived by their children, Catherine and Michael, four grandchildren and a great-grandson.",
                    "Margaret Ann Ellis, headteacher and musician, born 3 March 1938; died 28 November 2026",
                ],
                "staff-obituary-years-in-title",
                section="UK news",
                dek="She turned a borrowed set of violins into a music service that reached every primary school in the borough",
                edition="uk",
                modified="Thu 10 Dec 2026 08.02 GMT",
                modified_iso="2026-12-10T08:02:00.000Z",
                series="Obituaries",
            )
        )
        add(
            story(
                "restaurant",
                "/food/2026/dec/11/the-mill-kitchen-hebden-bridge-restaurant-review",
                "The Mill Kitchen, Hebden Bridge: ‘Cooking that knows when to stop’ – restaurant review",
                "2026-12-11",
                "2026-12-11T09:00:00.000Z",
                "Fri 11 Dec 2026 09.00 GMT",
                ["Nell Ashworth"],
                [
                    "There is a particular kind of restaurant that announces its seriousness by putting as many things on the plate as possible. The Mill Kitchen, which opened in September in a former bobbin mill on the banks of the Calder, is the other kind. Its menu fits on a postcard, changes every week and seems to have been written by someone who spends a lot of time deciding what to leave out.",
                    "We start with bread, which is baked on the premises and arrives warm with a pot of whipped butter salted so generously it feels like a dare. Then a bowl of celeriac soup with brown butter and a few crisp sage leaves, which tastes mostly, and gloriously, of celeriac. A salad of roasted carrots, curd and toasted hazelnuts is the kind of dish that sounds dull on paper and turns out to be the best thing you eat all week.",
                    "Mains are where the kitchen shows its hand. Hake comes with mussels, leeks and a cider sauce sharp enough to cut through it all; a slab of pork belly, cooked slowly and then blasted, has crackling you can hear from the next table. The only misstep is a mushroom pie whose pastry is pale and a little damp underneath, though the filling, dark with stout and thyme, is good enough to forgive it.",
                    "The chef, Daniel Mercer, spent eight years in London kitchens before coming home to the valley, and it shows in the confidence of the cooking rather than in any metropolitan fuss. The room is plain, with whitewashed stone, long wooden tables and a wood-burner in the corner, and the staff are friendly without being chummy. Our server knew where every vegetable on the menu had been grown, and told us only when we asked.",
                    "Pudding is a treacle tart with clotted cream, as good as any I have eaten, and a quince and almond cake that could do with a little less time in the oven. The wine list is short, fairly priced and mostly European, with a handful of English bottles and a cider from a farm five miles up the road.",
                    "It is not perfect, and it does not try to be. But it is a restaurant that knows exactly what it is for, and in a year when so many openings have felt like marketing exercises, that is worth crossing the Pennines for.",
                ],
                "restaurant-review-ratings-box-facts-table",
                section="Food",
                dek="A former bobbin mill on the Calder serves a short, precise menu that is happy to let a good carrot be a carrot",
                edition="uk",
                ratings=[("Food", "8/10"), ("Atmosphere", "7/10"), ("Service", "9/10")],
                facts=[
                    ("Address", "The Mill Kitchen, 2 Old Gate, Hebden Bridge HX7 8JP"),
                    ("Open", "Wednesday to Saturday, noon–2.30pm and 6–9.30pm; Sunday noon–4pm"),
                    (
                        "Prices",
                        "Starters £7–£11, mains £17–£26, desserts £8; three courses about £45 a head, plus drinks and service",
                    ),
                    ("Phone", "01422 845 210"),
                ],
                series="Restaurant reviews",
            )
        )
        add(
            story(
                "column",
                "/opinion/2026/dec/11/four-day-week-office-what-nobody-tells-you",
                "Our office tried the four-day week. The hard part wasn’t the Fridays",
                "2026-12-11",
                "2026-12-11T07:00:00.000Z",
                "Fri 11 Dec 2026 07.00 GMT",
                ["Hannah Oduya"],
                [
                    "Six months ago the small research charity where I work moved to a four-day week for the same pay. I was sceptical, and said so in a staff meeting with the kind of confidence that usually comes back to haunt you. Last week we voted on whether to keep it. It passed by 23 votes to one, and the one was not me.",
                    "The headline results were much like those reported by the larger trials. Our output, measured as crudely as we could manage in grant applications submitted and reports published, held steady. Sick days fell by about a third. Two people who had been planning to leave decided to stay. Nobody, as far as I know, spent their Fridays idly.",
                    "What nobody told us is how much the other four days would have to change. We cut the standing Monday meeting and most of the others. We stopped copying everyone into everything. We agreed that no one would answer messages on their day off, and then, more difficult, that no one would send them. The four-day week, it turns out, is less about a day off than about admitting how much of the working week was never really work.",
                    "It has not been painless. The people who found it hardest were those who already worked part-time, whose hours did not change and who reasonably asked what was in it for them. Our finance officer, who works Fridays because the bank does, now takes Mondays instead, which means the rest of us have learned to manage without her for a day, and to notice how much she did.",
                    "There is a lazy version of this argument, in which the four-day week is a perk that modern employers offer along with free fruit. That is not what we found. It was a reorganisation, and like any reorganisation it exposed who had been carrying what. The difference is that this time, at the end of it, everyone got a day back.",
                    "I do not know whether it would work in a hospital or a warehouse, and I am wary of anyone who says it obviously would. But the objection I hear most often, that there simply is not time to do the job in four days, deserves a harder look than it usually gets. We thought so too. Then we counted the meetings.",
                ],
                "columnist-correction-footnote-author-in-title-tag",
                section="Opinion",
                dek="Productivity held up and sick days fell. What changed was how we spent the other four",
                edition="uk",
                modified="Sat 12 Dec 2026 10.15 GMT",
                modified_iso="2026-12-12T10:15:00.000Z",
                tail_raw="<p><em>This article was amended on 12 December 2026. An earlier version said the staff vote was 22 to one; it was 23 to one.</em></p>",
                title_tag="Our office tried the four-day week. The hard part wasn’t the Fridays | Hannah Oduya | The Clarion",
                series="Work & careers",
            )
        )
        add(
            story(
                "letterto",
                "/lifeandstyle/2026/dec/12/a-letter-to-my-brother-whose-allotment-i-now-keep",
                "A letter to … my brother, whose allotment I now keep",
                "2026-12-12",
                "2026-12-12T06:00:00.000Z",
                "Sat 12 Dec 2026 06.00 GMT",
                [],
                [
                    "The first time I went to your allotment after the funeral, I did not know where the key to the shed was. You had told me once, years ago, in the tone you used for things you assumed I would forget, and I had forgotten. I found it in the end under the third flowerpot from the left, which is where anyone else would have looked first.",
                    "You took the plot on in 1997, when the waiting list was short and the committee was glad of anyone under 60. For the first few years you grew mostly potatoes and disappointment. Then you discovered leeks, and later onions, and for a decade the only conversation I could be sure of having with you was about the weather, as it related to onions.",
                    "I thought the allotment was where you went to get away from us. It took me until this summer to understand that it was where you went to be with other people. Mr Okafor on the next plot, who gave you his spare runner bean plants every May. The woman with the beehives who never told you her name. The committee, whom you complained about with real affection for 27 years.",
                    "They have been kind to me. Mr Okafor has shown me how to tie in the raspberries, slowly and twice, the way you must once have shown him something. Someone left a bag of manure by the gate in October with a note that said only “for Ray’s sister”. I have not found out who.",
                    "I am not a good gardener. The leeks this year were thin and the onions rotted in the wet August. But I go up there every Sunday, and I sit on your bench, and I find that I talk to you more now than I did in all the years when you could answer.",
                    "The committee asked me last week whether I wanted to keep the plot on. I said yes before they had finished the question.",
                    "RAW:<p><strong>Anonymous</strong></p>",
                ],
                "anonymous-letter-own-story",
                section="Life and style",
                edition="uk",
                tail_raw="<p><em>If you would like to write a letter to someone who has been important in your life, email family@theclarion.test. Letters may be edited.</em></p>",
                ld_author={"@type": "Organization", "name": "The Clarion"},
                series="A letter to …",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def when(self, doc: Doc) -> tuple[str, str]:
        return doc.extra.get("stamp", doc.stamp), doc.extra.get("iso", doc.iso) or ""

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        _, iso = self.when(doc)
        if doc.is_article:
            who = doc.extra.get("credit") or ", ".join(doc.authors)
            title_tag = doc.extra.get("title_tag") or (
                f"{doc.title} | {who} | The Clarion" if who else f"{doc.title} | {doc.section} | The Clarion"
            )
        elif doc.key == "home":
            title_tag = "News, sport and opinion from the Clarion's UK edition | The Clarion"
        else:
            title_tag = f"{doc.title} | The Clarion"
        desc = doc.dek or (doc.extra.get("bio") or doc.title)
        out = [
            f"<title>{esc(title_tag)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            '<meta property="og:site_name" content="the Clarion">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "cartoon" else "website"}">',
            '<meta name="twitter:site" content="@clarion_test">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        if not (doc.is_article or doc.kind == "cartoon"):
            return "\n".join(out)
        out.append(f'<meta property="article:published_time" content="{iso}">')
        out.append(f'<meta property="article:modified_time" content="{doc.extra.get("modified_iso", iso)}">')
        out.append(f'<meta property="article:section" content="{esc(doc.section or "Opinion")}">')
        for a in doc.authors[:1] if doc.key != "letters" else []:
            out.append(f'<meta property="article:author" content="{ORIGIN}/profile/{a.lower().replace(" ", "-")}">')
        if doc.kind == "cartoon":
            author: object = [{"@type": "Person", "name": "Priya Sandhu", "sameAs": f"{ORIGIN}/profile/priya-sandhu"}]
        elif doc.extra.get("ld_author"):
            author = [doc.extra["ld_author"]]
        else:
            author = [
                {"@type": "Person", "name": a, "sameAs": f"{ORIGIN}/profile/{a.lower().replace(' ', '-')}"}
                for a in doc.authors
            ]
        ld = [
            {
                "@type": "NewsArticle",
                "@context": "https://schema.org",
                "@id": url,
                "publisher": {
                    "@type": "Organization",
                    "@context": "https://schema.org",
                    "@id": f"{ORIGIN}#publisher",
                    "name": "The Clarion",
                    "url": f"{ORIGIN}/",
                    "logo": {
                        "@type": "ImageObject",
                        "url": f"{ORIGIN}/img/clarion-logo-ld.png",
                        "width": 300,
                        "height": 60,
                    },
                },
                "isAccessibleForFree": True,
                "isPartOf": {
                    "@type": ["CreativeWork", "Product"],
                    "name": "The Clarion",
                    "productID": "theclarion.test:basic",
                },
                "image": [f"https://i.clarion-img.test/img/media/{zlib.crc32(url.encode()):x}/master/2000.jpg"],
                "author": author,
                "datePublished": iso,
                "headline": doc.title,
                "dateModified": doc.extra.get("modified_iso", iso),
                "mainEntityOfPage": url,
            },
            {
                "@type": "WebPage",
                "@context": "https://schema.org",
                "@id": url,
                "potentialAction": {
                    "@type": "ViewAction",
                    "target": f"android-app://com.theclarion/https/www.theclarion.test{doc.path}",
                },
            },
        ]
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        edition = doc.extra.get("edition", "us" if doc.key == "us" else "uk")
        pillars = "".join(
            f'<li class="{dcr("pillar")}">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("https://www.theclarion.test/uk-news", "News"),
                ("opinion", "Opinion"),
                ("https://www.theclarion.test/uk/sport", "Sport"),
                ("https://www.theclarion.test/uk/culture", "Culture"),
                ("life", "Lifestyle"),
            )
        )
        subnav = " ".join(
            self.a(k, t, "nav")
            for k, t in (
                ("https://www.theclarion.test/profile/editorial", "The Clarion view"),
                ("https://www.theclarion.test/index/contributors", "Columnists"),
                ("cartoon", "Cartoons"),
                ("https://www.theclarion.test/opinion/opinion-videos", "Opinion videos"),
                ("tag", "Letters"),
            )
        )
        popular = "".join(
            f'<li class="{dcr("most-viewed-item")}"><span class="{dcr("number")}">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["letters", "restaurant", "edboard", "column", "obit"], 1)
        )
        config = {
            "config": {
                "page": {
                    "contentType": "Article" if doc.is_article else ("Gallery" if doc.kind == "cartoon" else "Front"),
                    "edition": edition.upper(),
                    "section": doc.section.lower().replace(" ", "-") if doc.section else doc.kind,
                    "pageId": doc.path.lstrip("/").split("?")[0],
                    "isPaidContent": False,
                    "commentable": doc.key in ("letters", "column", "oped", "edboard"),
                    "shouldHideAdverts": False,
                },
                "switches": {"consentManagement": True, "prebidHeaderBidding": True, "remoteHeader": True},
            }
        }
        return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{self.head(doc)}
<link rel="preconnect" href="https://assets.clarion-img.test">
<link rel="alternate" type="application/rss+xml" href="{ORIGIN}{doc.path.split("?")[0]}/rss">
<style>/*PAD*/</style>
<script>window.clarion = {json.dumps(config)};</script>
<script async src="https://assets.clarion-img.test/assets/frameworks.1f3a9c.js"></script>
</head>
<body>
<a href="#maincontent" class="{dcr("skip")}">Skip to main content</a>
<div id="bannerandheader">
<div class="{dcr("top-bar")}"><a href="/support?INTCMP=header_support">Support us</a> <a href="/subscribe/print">Print subscriptions</a> <a href="https://jobs.theclarion.test">Search jobs</a> <a href="https://profile.theclarion.test/signin">Sign in</a>
<div class="{dcr("edition-picker")}">Edition: {self.a("home", "UK edition", "nav")} {self.a("us", "US edition", "nav")} <a href="/international">International edition</a></div></div>
<header class="{dcr("header")}" data-component="header">
<a href="/uk" class="{dcr("logo")}"><span class="{dcr("visually-hidden")}">The Clarion - Back to home</span><svg width="295" height="95" viewBox="0 0 295 95" aria-hidden="true"><path d="M0 0h295v95H0z"></path></svg></a>
<nav class="{dcr("nav")}" data-component="nav2" aria-label="Clarion sections"><ul>{pillars}</ul>
<div class="{dcr("subnav")}" data-component="sub-nav">{subnav}</div></nav>
</header>
</div>
<div class="top-banner-ad-container"><div id="dfp-ad--top-above-nav" class="js-ad-slot ad-slot ad-slot--top-above-nav" data-link-name="ad slot top-above-nav" aria-hidden="true"></div></div>
<main id="maincontent" data-layout="{"CommentLayout" if doc.section == "Opinion" else "StandardLayout"}">
{main}
</main>
<section class="{dcr("container")}" data-component="most-popular"><h2>Most viewed</h2><ol>{popular}</ol><p class="{dcr("trending")}">Trending searches: {self.a("search", "buses", "aside")} · <a href="/search?q=budget">budget</a> · <a href="/search?q=weather">weather</a></p></section>
<footer class="{dcr("footer")}" data-component="footer">
<ul class="{dcr("footer-links")}"><li><a href="/about">About us</a></li><li><a href="/help/contact-us">Contact us</a></li><li><a href="/info/complaints-and-corrections">Complaints &amp; corrections</a></li><li>{self.a("policy", "Community standards", "footer")}</li><li><a href="/info/privacy">Privacy policy</a></li><li><a href="/info/cookies">Cookie policy</a></li><li><a href="/info/tax-strategy">Tax strategy</a></li><li><a href="/help/terms-of-service">Terms &amp; conditions</a></li></ul>
<ul class="{dcr("footer-social")}"><li><a href="https://www.instagram.com/theclarion.test">Instagram</a></li><li><a href="https://www.linkedin.com/company/the-clarion-test">LinkedIn</a></li><li><a href="https://www.facebook.com/theclarion.test">Facebook</a></li><li><a href="https://www.youtube.com/@theclarion_test">YouTube</a></li></ul>
<p class="{dcr("copyright")}">© 2026 The Clarion News &amp; Media Limited or its affiliated companies. All rights reserved.</p>
</footer>
<div id="sp_message_container" class="sp_message_container" role="dialog" aria-label="Privacy choices"><p><strong>It’s your choice</strong></p><p>We use cookies to improve your experience on our site and to show you personalised advertising. To find out more, read our privacy policy and cookie policy.</p><button>Yes, I’m happy</button> <button>Manage my cookies</button></div>
<gu-island name="ReaderRevenueBanner" deferuntil="idle" props="{{}}"></gu-island>
<script src="https://assets.clarion-img.test/assets/index.5b0e21.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="{dcr("byline")}"><span>{esc(doc.extra["credit"])}</span></div>'
        if not doc.authors or doc.key == "letters":
            return ""
        names = []
        for a in doc.authors:
            if a == "Hannah Oduya":
                names.append(self.a("author", a, "byline", 'rel="author"'))
            else:
                names.append(f'<a rel="author" href="/profile/{a.lower().replace(" ", "-")}">{esc(a)}</a>')
        suffix = esc(doc.extra.get("byline_suffix", ""))
        return f'<div class="{dcr("byline")}">{" and ".join(names)}{suffix}</div>'

    def story_main(self, doc: Doc) -> str:
        stamp, _ = self.when(doc)
        modified = (
            f'<div class="{dcr("last-updated")}">Last modified on {esc(doc.extra["modified"])}</div>'
            if doc.extra.get("modified")
            else ""
        )
        ratings = ""
        if doc.extra.get("ratings"):
            rows = "".join(f"<li><span>{esc(k)}</span> <span>{esc(v)}</span></li>" for k, v in doc.extra["ratings"])
            facts = "".join(f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in doc.extra["facts"])
            ratings = f'<aside class="{dcr("review-ratings")}" data-component="rich-link"><h3>Ratings</h3><ul>{rows}</ul></aside>\n<table class="{dcr("review-facts")}"><tbody>{facts}</tbody></table>'
        tail = doc.extra.get("tail_raw", "")
        series = doc.extra.get("series", doc.section)
        section_key = "opinion" if doc.section == "Opinion" else ("life" if doc.section == "Life and style" else "")
        section_link = (
            self.a(section_key, doc.section, "breadcrumb")
            if section_key
            else f'<a href="/{doc.path.split("/")[1]}">{esc(doc.section)}</a>'
        )
        series_link = (
            self.a("tag", series, "breadcrumb")
            if series == "Letters"
            else f'<a href="/{doc.path.split("/")[1]}/series/{quote(series.lower().replace(" ", "-").replace("…", "").strip("-"))}">{esc(series)}</a>'
        )
        u = quote(self.url(doc.key), safe="")
        rel = [k for k in ARTS if k != doc.key]
        rel = rel[ARTS.index(doc.key) % 4 :][:3]
        more = "".join(f'<li class="{dcr("card")}">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel)
        comments = ""
        if doc.key in ("letters", "column", "oped", "edboard"):
            n = 120 + zlib.crc32(doc.key.encode()) % 900
            comments = f'<section id="comments" class="{dcr("discussion")}" data-component="discussion"><h2>Comments ({n})</h2><p>Sign in or create your Clarion account to join the discussion. This discussion is closed for comments. Please read our {self.a("policy", "community standards", "content")} before commenting.</p><gu-island name="Discussion" deferuntil="visible" props="{{&quot;shortUrl&quot;:&quot;/p/{zlib.crc32(doc.key.encode()) % 99999:x}&quot;}}"></gu-island></section>'
        image = ""
        if doc.key not in ("letters", "letterto"):
            image = f'<figure class="{dcr("main-media")}" data-gu-name="media"><img src="https://i.clarion-img.test/img/media/{zlib.crc32(doc.key.encode()):x}/master/1000.jpg" alt="" width="620" height="372"><figcaption><span class="{dcr("caption")}">Photograph: Clarion picture desk</span></figcaption></figure>'
        return f"""<article class="{dcr("article")}" data-component="article">
<div class="{dcr("grid")}">
<div data-gu-name="title" class="{dcr("series")}">{section_link} <span class="{dcr("series-label")}">{series_link}</span></div>
<div data-gu-name="headline"><h1 class="{dcr("headline")}">{esc(doc.title)}</h1></div>
<div data-gu-name="standfirst" class="{dcr("standfirst")}">{f"<p>{esc(doc.dek)}</p>" if doc.dek else ""}</div>
<div data-gu-name="media">{image}</div>
<div data-gu-name="meta" class="{dcr("meta")}">
<address aria-label="Contributor info" data-component="meta-byline">{self.byline(doc)}</address>
<details class="{dcr("dateline")}"><summary><span>{esc(stamp)}</span></summary>{modified}</details>
<div class="{dcr("share")}"><a href="https://www.facebook.com/dialog/share?app_id=180444840287&amp;href={u}">Share on Facebook</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Share via Email</a></div>
</div>
<div data-gu-name="body" class="{dcr("body")}">
<div class="article-body-commercial-selector article-body-viewer-selector {dcr("body")}">
{self.blocks(doc)}
{tail}
</div>
{ratings}
<div id="slot-body-end"><gu-island name="SlotBodyEnd" deferuntil="visible" props="{{}}"></gu-island></div>
</div>
</div>
<aside class="{dcr("onwards")}" data-component="more-on-this-story"><h2>More on this story</h2><ul>{more}</ul></aside>
{comments}
</article>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        stamp, _ = self.when(d)
        kicker = d.extra.get("series") or ("Cartoon" if d.kind == "cartoon" else d.section)
        who = d.extra.get("credit") or ", ".join(d.authors) or ("Priya Sandhu" if d.kind == "cartoon" else "")
        link_cls = f'class="{dcr("link")}"'
        by = f'<span class="{dcr("card-byline")}">{esc(who)}</span>' if who and k != "letters" else ""
        return f'<li class="{dcr("card")}"><div class="{dcr("card-kicker")}">{esc(kicker)}</div><h3 class="{dcr("card-headline")}">{self.a(k, d.title, "content", link_cls)}</h3>{by}<p class="{dcr("card-trail")}">{esc(d.dek)}</p><time class="{dcr("card-age")}">{esc(stamp[:15])}</time></li>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="{dcr("front-title")}">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="{dcr("contributor")}"><img src="https://uploads.clarion-img.test/byline/hannah-oduya.png" alt="Hannah Oduya" width="140" height="140"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/hannahoduya_test">@hannahoduya_test</a></div>'
            extra = '<ul class="older"><li><a href="/opinion/2026/nov/27/childcare-costs-nursery-fees-parents">Nursery fees are a second mortgage nobody warned us about</a></li><li><a href="/opinion/2026/nov/13/office-christmas-party-cancelled">Cancelling the office Christmas party saved money and cost something else</a></li><li><a href="/opinion/2026/oct/30/pension-auto-enrolment-young-workers">My first payslip taught me less than my first pension letter</a></li></ul>'
        elif doc.kind == "search":
            head = f'<h1 class="{dcr("front-title")}">{esc(doc.title)}</h1><form action="/search" role="search"><input name="q" value="buses" aria-label="Search the Clarion"><button>Search</button></form><p>About 3 results</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="{dcr("front-title")}">{esc(doc.title)}</h1><p class="{dcr("tag-description")}">Letters to the editor, from our readers. Email letters@theclarion.test; please include your name, postal address and phone number.</p>'
        pager = ""
        nxt, prv = 'rel="next"', 'rel="prev"'
        if doc.key == "opinion":
            pager = f'<div class="{dcr("pagination")}"><span aria-current="page">1</span> {self.a("opinion2", "2", "pagination")} <a href="/uk/opinion?page=3">3</a> {self.a("opinion2", "Next", "pagination", nxt)}</div>'
        elif doc.key == "opinion2":
            pager = f'<div class="{dcr("pagination")}">{self.a("opinion", "Previous", "pagination", prv)} {self.a("opinion", "1", "pagination")} <span aria-current="page">2</span> <a href="/uk/opinion?page=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="{dcr("more")}">{self.a("opinion", "More opinion", "content")} · {self.a("life", "More life and style", "content")} · {self.a("cartoon", "Today’s cartoon", "content")}</div>'
        return f'<section class="{dcr("container")}" data-component="front-{doc.kind}">{head}<ul class="{dcr("cards")}">{cards}</ul>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "cartoon":
            stamp, _ = self.when(doc)
            return f"""<article class="{dcr("article")}" data-component="picture">
<div data-gu-name="title" class="{dcr("series")}">{self.a("opinion", "Opinion", "breadcrumb")} <span>Clarion cartoons</span></div>
<div data-gu-name="headline"><h1 class="{dcr("headline")}">{esc(doc.title)}</h1></div>
<div data-gu-name="meta"><address aria-label="Contributor info"><div class="{dcr("byline")}"><a rel="author" href="/profile/priya-sandhu">Priya Sandhu</a></div></address><details><summary><span>{esc(stamp)}</span></summary></details></div>
<figure data-gu-name="media" class="{dcr("picture")}"><img src="https://i.clarion-img.test/img/media/7c1e0a/master/2480.jpg" alt="Cartoon: a motorist waves from a new dual carriageway while a queue of pensioners waits at a bus stop whose timetable reads ‘Next bus: Tuesday’" width="1200" height="860"><figcaption><span class="{dcr("caption")}">Priya Sandhu on the government’s £4.2bn roads plan for the north. Illustration: Priya Sandhu/The Clarion</span></figcaption></figure>
<p class="{dcr("picture-more")}">{self.a("letters", "Readers’ letters: Fix the buses before we build any more bypasses", "content")}</p>
</article>"""
        return f'<article class="{dcr("article")}"><h1 class="{dcr("headline")}">{esc(doc.title)}</h1><div class="{dcr("body")}">{self.blocks(doc)}</div><p>Last updated: 1 September 2026</p></article>'
