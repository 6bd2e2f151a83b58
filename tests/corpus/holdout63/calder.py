# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic dashes and stars are deliberate)
"""Calder Valley Express: a Reach-like British local paper for Halifax and the Calder valley (`/news/local-news/
<slug>-31245678`, `/news/local-news/?pageNumber=2`, `/all-about/…`, `/authors/…/`, `/search/?q=`, `/family-notices/`,
`/most-read/`), British English, UTF-8. Bylines are a name with the role after it ("Sam Ridley, Local Democracy
Reporter"); dates are printed "21:40, 4 DEC 2026" with an "Updated" line; "READ MORE:" link lines and a newsletter
box sit between the paragraphs (not body). Metadata: `parsely-*` metas and `NewsArticle` JSON-LD in UTC (which is UK
time in December) with `jobTitle` on the author; the council story is credited only to the "Local Democracy
Reporting Service" (an Organization, no person); the community story is signed "Submitted" and its JSON-LD makes
"Submitted" a Person; the traffic live blog is a `LiveBlogPosting` whose entries are written updates (an article)."""

from __future__ import annotations

from common import Base, ld_script, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["court", "carparks", "homes", "scouts", "live", "mill", "panto", "shop"]
ROLE = {
    "Ellie Marsh": "Court Reporter",
    "Sam Ridley": "Local Democracy Reporter",
    "Tom Barker": "Digital Reporter",
    "Priya Shah": "Trainee Reporter",
    "Rachel Wood": "Senior Reporter",
    "Helen Firth": "What's On Editor",
    "Daniel Hirst": "Trainee Reporter",
}
MONTHS = {"12": "DEC", "11": "NOV"}


def T(text: str) -> list[str]:
    """A text block, one markup line a line (blank lines dropped)."""
    return [ln.strip() for ln in text.strip().splitlines() if ln.strip()]


def reach_time(iso: str) -> str:
    """'2026-12-04T21:40:00Z' -> '21:40, 4 DEC 2026'."""
    return f"{iso[11:16]}, {int(iso[8:10])} {MONTHS[iso[5:7]]} {iso[:4]}"


def slug(name: str) -> str:
    return name.lower().replace(" ", "-")


class Calder(Base):
    origin = "https://www.caldervalleyexpress.test"
    name = "Calder Valley Express"
    prefix = "cve"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cve",
            [
                ".mod-header",
                ".lead-content__title",
                ".article-body",
                ".teaser",
                ".read-more-links",
                ".mod-footer",
                ".live-event",
                ".notice-card",
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
                "Calder Valley Express - Halifax, Brighouse, Hebden Bridge and Todmorden news",
                "reach-home",
                list=["live", "court", "shop", "carparks", "homes", "panto", "mill", "scouts"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/news/local-news/",
                "section",
                "Local News",
                "reach-section",
                list=["live", "court", "shop", "carparks", "homes"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/local-news/?pageNumber=2",
                "section",
                "Local News",
                "reach-section-page2",
                list=["scouts", "mill"],
            )
        )
        add(
            page(
                "topic",
                "/all-about/calderdale-council",
                "tag",
                "Calderdale Council",
                "all-about-topic",
                list=["carparks", "homes"],
            )
        )
        add(page("author", "/authors/rachel-wood/", "author", "Rachel Wood", "author-profile", list=["mill"]))
        add(page("search", "/search/?q=A629", "search", 'Search results for "A629"', "search-results", list=["live"]))
        add(page("notices", "/family-notices/", "notices", "Family Notices", "family-notices"))
        add(
            page(
                "mostread",
                "/most-read/",
                "section",
                "Most Read",
                "most-read-ranking",
                list=["live", "court", "shop", "panto", "homes", "carparks", "mill", "scouts"],
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About us",
                "about-page",
                T("""
                The Calder Valley Express has been reporting on life in Halifax and the Calder valley since 1874. Today our team of reporters, photographers and editors covers news, sport and what's on across Calderdale, online and in print every Thursday.
                ## Contact the newsroom
                Email news@caldervalleyexpress.test or call 01422 000 000. Our office is at 12 Northgate, Halifax HX1 1AA.
                ## Complaints
                We are committed to the Editors' Code of Practice. If you wish to make a complaint about our content, please email complaints@caldervalleyexpress.test, giving the headline and date of the article concerned.
                """),
            )
        )
        add(
            page(
                "privacy",
                "/privacy-notice/",
                "policy",
                "Privacy Notice",
                "privacy-policy",
                T("""
                Last updated: 1 October 2026
                This privacy notice explains how Calder Valley Media Ltd collects, uses and protects your personal data when you use our websites, apps and newsletters.
                ## What information we collect
                We collect information you give us when you register, comment or sign up to a newsletter, and information collected automatically through cookies and similar technologies.
                ## Your rights
                Under UK data protection law you have the right to access, correct and delete your personal data, and to object to its use for marketing. To exercise these rights, email dataprotection@caldervalleyexpress.test.
                """),
            )
        )

        # stories
        add(
            story(
                "court",
                "/news/local-news/drink-driver-who-crashed-brighouse-bus-31245678",
                "Drink-driver who crashed into Brighouse bus shelter at 3am is jailed",
                "2026-12-04",
                "2026-12-04T21:40:00Z",
                reach_time("2026-12-04T21:40:00Z"),
                ["Ellie Marsh"],
                T("""
                A drink-driver who ploughed into a bus shelter in Brighouse in the early hours of the morning has been jailed for 14 months.
                Liam Rowbotham, 29, was almost three times the legal limit when he lost control of his Audi A3 on Bradford Road at around 3am on August 16, Bradford Crown Court heard.
                The car mounted the pavement, demolished the glass shelter and came to rest against a garden wall. Nobody was waiting at the stop at the time, but prosecutor Rebecca Haigh told the court it was "pure chance" that no one was hurt.
                RAW:<p class="read-more-links"><strong>READ MORE:</strong> <a href="/news/local-news/halifax-man-who-stole-elderly-31198870">Halifax man who stole thousands from elderly neighbours is jailed</a></p>
                Officers who arrived at the scene found Rowbotham, of Rastrick, sitting on the kerb with a cut to his head. He told them he had "only had a couple of pints" at a friend's birthday party in Huddersfield.
                A breath test at the police station showed 98 microgrammes of alcohol in 100 millilitres of breath. The legal limit is 35.
                The court heard Rowbotham had a previous conviction for drink-driving from 2019, when he was banned for 18 months. He pleaded guilty to dangerous driving and driving with excess alcohol at an earlier hearing.
                Mitigating, Daniel Okafor said his client was "deeply ashamed" and had been drinking heavily after the breakdown of his relationship. He had since sought help from an alcohol support service and had been sober for three months, Mr Okafor said.
                "He accepts that he could have killed someone that night, and that is something he will have to live with," he added.
                RAW:<p class="read-more-links"><strong>READ MORE:</strong> <a href="/news/local-news/calderdale-drink-drive-christmas-crackdown-31233016">Police launch Christmas drink-drive crackdown across Calderdale</a></p>
                Sentencing, Judge Helen Whitaker said Rowbotham had made "a deliberate decision" to get behind the wheel despite knowing how much he had drunk.
                "You had been banned before. You knew exactly what the consequences could be, and you chose to ignore them," she said. "It is only by good fortune that you are not standing before me charged with causing death."
                As well as the prison sentence, Rowbotham was banned from driving for four years and seven months and will have to pass an extended retest before he can drive again.
                """),
                "court-report-role-byline",
                section="Local News",
                dek="Liam Rowbotham was almost three times the legal limit when he lost control of his Audi on Bradford Road",
                updated="2026-12-05T08:15:00Z",
                article_id="31245678",
            )
        )
        add(
            story(
                "carparks",
                "/news/local-news/calderdale-council-approves-42m-plan-31243311",
                "Calderdale Council approves £4.2m plan to repair crumbling Halifax car parks",
                "2026-12-04",
                "2026-12-04T14:05:00Z",
                reach_time("2026-12-04T14:05:00Z"),
                [],
                T("""
                Councillors have approved a £4.2 million programme of repairs to three multi-storey car parks in Halifax town centre after engineers warned that parts of the structures were deteriorating faster than expected.
                Calderdale Council's cabinet agreed the spending at a meeting on Thursday evening, with work due to start in the spring and last around 18 months.
                A report to the cabinet said inspections carried out over the summer had found cracking in concrete decks, corroded steel reinforcement and failing drainage at the car parks on Broad Street, Northgate and Cripplegate. The top two floors of the Cripplegate car park have been closed since September as a precaution.
                Cabinet member for regeneration Coun Nadia Hussain said the council had no choice but to act. "These car parks are vital to the town centre economy. Thousands of people use them every week to get to work, go shopping or visit the theatre," she said.
                "If we don't carry out these repairs now, we risk having to close them altogether, which would be a disaster for businesses."
                The work will be phased so that at least two of the three car parks remain open at any time. The council said it would publish a timetable of closures in the new year.
                Opposition councillors questioned why the problems had not been spotted sooner. Coun Richard Pickles, leader of the Conservative group, said: "We were told five years ago that these buildings had plenty of life left in them. Residents will rightly want to know how we have ended up here."
                Council officers said the deterioration had accelerated because of a series of unusually wet winters, and that regular inspections had been carried out in line with national guidance.
                The money will come from the council's capital budget, partly funded by borrowing. Parking charges will not rise as a result of the scheme, the cabinet was told.
                NOTE: This story was produced by the Local Democracy Reporting Service, which covers councils and other public bodies across the UK.
                """),
                "ldrs-service-credit-no-person",
                section="Local News",
                dek="Engineers found cracked concrete and corroded steel at three town centre multi-storeys",
                service="Local Democracy Reporting Service",
                topic=True,
                article_id="31243311",
            )
        )
        add(
            story(
                "homes",
                "/news/local-news/todmorden-residents-fight-plans-120-31238842",
                "Todmorden residents fight plans for 120 homes on former cricket field",
                "2026-12-03",
                "2026-12-03T11:30:00Z",
                reach_time("2026-12-03T11:30:00Z"),
                ["Sam Ridley"],
                T("""
                More than 600 people have objected to plans to build 120 homes on a former cricket field on the edge of Todmorden.
                Developer Pennine Vale Homes wants to build a mix of two, three and four-bedroom houses on the site off Burnley Road, which has not been used for cricket since the club that played there folded in 2017.
                The scheme would include 30 affordable homes, a children's play area and a new footpath linking the estate to the canal towpath.
                But residents say the land floods regularly and that the narrow roads around it could not cope with the extra traffic. A campaign group, Save Burnley Road Fields, has collected more than 2,000 signatures on a petition against the development.
                Group spokesperson Joanne Greenwood said: "Anyone who lives here knows that field turns into a lake every winter. Building 120 houses on it will just push the water somewhere else – probably into people's homes."
                Todmorden was badly hit by flooding in 2012 and 2015, and many residents still feel nervous every time heavy rain is forecast.
                RAW:<p class="read-more-links"><strong>READ MORE:</strong> <a href="/news/local-news/todmorden-flood-defences-work-finally-31102455">Work on Todmorden flood defences finally gets under way</a></p>
                ### Developer says flood risk can be managed
                In documents submitted to Calderdale Council, the developer says a flood risk assessment has shown the site can be developed safely. The plans include raising the level of the houses, a large underground tank to store rainwater and a new culvert.
                A spokesperson for Pennine Vale Homes said: "We understand the concerns of local people and have designed this scheme with flood resilience at its heart. Todmorden needs new homes, particularly affordable homes for young families who are currently being priced out of the town."
                The Environment Agency has asked for more information before it comments on the application.
                Calderdale Council has a target of building around 840 new homes a year, but has fallen short in recent years. A council spokesperson said the application would be considered "on its merits" by the planning committee, probably in the new year.
                Todmorden ward councillor Sue Barraclough said she would be asking for the application to be refused. "This is the wrong site. Nobody is against new homes, but they have to be in the right place," she said.
                """),
                "named-ldr-role-byline",
                section="Local News",
                dek="Campaigners say the site off Burnley Road turns into 'a lake every winter'",
                topic=True,
                article_id="31238842",
            )
        )
        add(
            story(
                "scouts",
                "/news/local-news/hebden-bridge-scouts-raise-3000-31229905",
                "Hebden Bridge scouts raise £3,000 for new minibus with sponsored walk",
                "2026-12-02",
                "2026-12-02T09:00:00Z",
                reach_time("2026-12-02T09:00:00Z"),
                [],
                T("""
                Scouts, cubs and beavers from 1st Hebden Bridge Scout Group have raised more than £3,000 towards a new minibus by walking the 50-mile Calderdale Way over three weekends.
                Forty-two young people aged between six and 16 took part in the challenge, along with leaders and parents, completing different sections of the route depending on their age.
                FIG: Scouts on the Calderdale Way | The group on the final stretch above Mytholmroyd
                The route, which starts and finishes at Clay House in West Vale, takes in some of the steepest climbs in the borough, including the long haul up to Norland Moor. The youngest walkers tackled the gentler stretches along the canal between Sowerby Bridge and Brighouse.
                The group's current minibus is 19 years old and failed its last MOT, leaving the scouts relying on parents' cars to get to camps and activities.
                Group Scout Leader Andrew Sutcliffe said: "We are so proud of every single one of them. Some of our beavers walked eight miles in the rain without a single complaint – which is more than can be said for some of the leaders!"
                The group needs to raise a further £9,000 to buy a suitable second-hand vehicle and is hoping local businesses will help. Anyone who would like to donate can do so through the group's online fundraising page.
                NOTE: Have you got a story about your community group, school or charity? Send it with a photo to community@caldervalleyexpress.test
                """),
                "community-submitted-no-author",
                section="Community News",
                submitted=True,
                article_id="31229905",
            )
        )
        live_entries = [
            ("10:48", "Road reopens", [
                "The A629 Halifax Road has now fully reopened in both directions, West Yorkshire Police has confirmed. Traffic is still heavy around Ainley Top, so allow extra time if you are heading that way.",
                "That's all from us on this live blog. Thanks for following along.",
            ]),
            ("10:15", "", [
                "Recovery vehicles have removed the second car from the scene. Police say one lane northbound is expected to reopen within the next half an hour.",
            ]),
            ("09:40", "Man taken to hospital", [
                'Police have given an update on the driver of the silver Vauxhall Corsa. A spokesperson said: "A man in his 40s was taken to Calderdale Royal Hospital with injuries which are not believed to be life-threatening. The driver of the van was uninjured."',
            ]),
            ("09:05", "", [
                "Buses are being diverted. Calder Buses says services 501 and 503 are running via Elland and Salterhebble, with delays of up to 40 minutes.",
            ]),
            ("08:20", "", [
                "Our reporter at the scene says queues on the A629 now stretch back past the Salterhebble junction. Traffic on the A58 and through Elland is also very heavy as drivers try to find another way into town.",
            ]),
            ("07:35", "Diversions in place", [
                "Police have set up diversions via the A6026 and Elland. Drivers are urged to avoid the area if at all possible and to allow plenty of extra time for journeys this morning.",
            ]),
            ("07:02", "", [
                "Good morning and welcome to our live coverage. The A629 Halifax Road is closed in both directions between Salterhebble and Ainley Top following a crash involving a car and a van shortly after 6.30am. We will bring you the latest updates as we get them.",
            ]),
        ]  # fmt: skip
        live_lines: list[str] = []
        for i, (hhmm, heading, paras) in enumerate(live_entries):
            live_lines.append(
                f'RAW:<div class="live-event" id="post-{9120 - i}"><div class="live-event__meta"><time class="live-event__time" datetime="2026-12-04T{hhmm}:00Z">{hhmm}</time></div>'
            )
            if heading:
                live_lines.append(f"### {heading}")
            live_lines.extend(paras)
            live_lines.append('RAW:<div class="live-event__share"><a href="#">Share</a></div></div>')
        add(
            story(
                "live",
                "/news/local-news/live-a629-closed-both-directions-31244120",
                "A629 closed in both directions after crash near Halifax - latest updates",
                "2026-12-04",
                "2026-12-04T07:02:00Z",
                reach_time("2026-12-04T07:02:00Z"),
                ["Tom Barker", "Priya Shah"],
                live_lines,
                "live-blog-traffic-entries",
                section="Local News",
                dek="A car and a van collided between Salterhebble and Ainley Top shortly after 6.30am",
                updated="2026-12-04T10:48:00Z",
                live=[(h, hd, p) for h, hd, p in live_entries],
                article_id="31244120",
            )
        )
        add(
            story(
                "mill",
                "/news/local-news/sowerby-bridge-mill-refused-die-31221456",
                "The Sowerby Bridge mill that refused to die - and the couple bringing it back to life",
                "2026-12-01",
                "2026-12-01T06:00:00Z",
                reach_time("2026-12-01T06:00:00Z"),
                ["Rachel Wood"],
                T("""
                For almost three decades, Wharfside Mill was the building that everybody in Sowerby Bridge drove past without really seeing. Its windows were boarded, buddleia sprouted from the chimney and the only visitors were pigeons and the occasional urban explorer.
                Today the five-storey stone mill beside the Rochdale Canal is covered in scaffolding, and the sound of drills echoes across the water. By next summer, if all goes to plan, it will be home to 34 flats, a dozen artists' workshops and a cafe with a terrace overlooking the canal basin.
                The people behind the £6 million project are not big developers but a local couple, Claire and Matthew Holroyd, who bought the mill at auction in 2023 for a little under £400,000.
                "Everyone told us we were mad," says Claire, 47, a former architect who grew up in nearby Triangle. "And to be fair, there were days when we thought they were probably right."
                ### Built for wool, saved by a community
                Wharfside Mill was built in 1852 to spin worsted yarn and at its peak employed more than 300 people, many of them children. Spinning stopped in the 1960s, and the building was later used as a warehouse by a carpet company before it closed for good in 1997.
                Several schemes to convert it came and went. A plan for a hotel collapsed in the financial crisis of 2008, and a proposal for student flats was refused because of concerns about flooding.
                What made the difference this time, the Holroyds say, was the support of local people. More than 400 residents bought shares in a community benefit society set up to fund the workshops and cafe, raising £750,000. The rest of the money comes from a bank loan and a heritage grant.
                RAW:<p class="read-more-links"><strong>READ MORE:</strong> <a href="/news/local-news/sowerby-bridge-named-best-places-31160042">Sowerby Bridge named one of the best places to live in the North</a></p>
                "We wanted it to be a building for Sowerby Bridge, not just a building in Sowerby Bridge," says Matthew, 50, who runs a joinery business. "The workshops will be let at affordable rents to local makers, and the cafe will be run as a social enterprise, training young people who have struggled to find work."
                RAW:<div class="newsletter-signup"><p class="newsletter-signup__title">Get the biggest stories from Calderdale straight to your inbox</p><form action="/newsletter/subscribe"><input type="email" name="email" placeholder="Enter your email"><button>Sign up</button></form><p class="newsletter-signup__legal">We use your sign-up to provide content in ways you've consented to. See our privacy notice.</p></div>
                ### Surprises behind every wall
                The restoration has not been without its problems. When builders removed the plaster from the ground floor, they discovered that several of the original cast-iron columns had cracked and had to be replaced. Then the discovery of a colony of bats in the roof delayed work by four months.
                "Every time we opened up a wall, there was another surprise," says Claire. "But you also find wonderful things. We found a ledger from 1911 with the names and wages of every worker, and a pair of tiny clogs that must have belonged to a child."
                Those finds will go on display in a small exhibition on the ground floor, which will tell the story of the mill and the people who worked there.
                FIG: Claire and Matthew Holroyd at Wharfside Mill | Claire and Matthew Holroyd bought the mill at auction in 2023
                Flooding remains the biggest concern. The building sits just a few metres from the canal and the River Calder, and was badly affected in 2015. The ground floor has been designed to flood without lasting damage, with the electrics raised and a lime plaster that can dry out quickly.
                Not everyone has been won over. A handful of neighbours objected to the number of flats, and some worried about parking on the narrow lane that leads to the mill. To address those concerns, the scheme includes a secure cycle store for 60 bikes and a car club with two electric vehicles that residents can book by the hour.
                Calderdale Council's heritage officer described the project as "exemplary" and said it showed how the borough's empty mills could be given a future without losing their character. There are thought to be more than 40 former textile mills in the valley that are empty or only partly used.
                The first residents are due to move in next autumn. Around a third of the flats have already been reserved, many by people who grew up in the town and want to come back.
                "My grandmother worked here when she was 14," says Claire. "I think she would be quite amused to see what we are doing with the place."
                """),
                "feature-read-more-newsletter-box",
                section="Local News",
                dek="Wharfside Mill has stood empty for almost 30 years. Now a £6m restoration is turning it into homes, workshops and a canalside cafe",
                article_id="31221456",
            )
        )
        add(
            story(
                "panto",
                "/whats-on/theatre/review-cinderella-victoria-theatre-halifax-31240007",
                "Review: Cinderella at the Victoria Theatre is a gloriously daft night out",
                "2026-12-03",
                "2026-12-03T12:15:00Z",
                reach_time("2026-12-03T12:15:00Z"),
                ["Helen Firth"],
                T("""
                There is a moment, about 20 minutes into this year's Victoria Theatre pantomime, when Buttons turns to the audience, fixes a man in the third row with a look of pure despair and asks: "Have you ever tried to get a pumpkin through Halifax town centre at rush hour?"
                It brings the house down, and it sets the tone for a Cinderella that is warm, fast and unashamedly local, packed with jokes about roadworks, the Piece Hall and the weather on Beacon Hill.
                Local favourite Darren Lumb returns as Buttons for his eighth panto in Halifax, and he has the audience eating out of his hand from his first entrance. His slapstick routine with a collapsing ironing board is a small masterpiece of timing, and his scenes with the younger members of the audience are genuinely touching.
                Newcomer Amira Lees makes a lovely Cinderella, with a voice that fills the theatre, while Josh Kettlewell's Prince Charming is suitably dashing, if a little under-used.
                But, as ever, it is the Ugly Sisters who steal the show. Kevin Shaw and Paul Denton, back for a third year as Euphorbia and Verruca, deliver a succession of outrageous costumes – one of them apparently made entirely of Christmas crackers – and a stream of innuendo that sails happily over the heads of the children.
                The production looks terrific. The transformation scene at the end of the first act, with a carriage that seems to float across the stage, drew gasps on opening night.
                If there is a criticism, it is that the second half drags a little, with a baking scene that goes on several minutes too long. A few of the songs, too, feel as if they were chosen for the grown-ups rather than the kids.
                But these are small complaints. This is a pantomime made with real affection for its audience and its town, and it would take a hard heart not to leave the theatre smiling.
                Cinderella runs at the Victoria Theatre, Halifax, until January 3. Tickets from £16.
                """),
                "review-star-rating",
                section="What's On",
                dek="Buttons, the Ugly Sisters and a flying carriage make this year's panto one to remember",
                rating=4,
                article_id="31240007",
            )
        )
        add(
            story(
                "shop",
                "/news/local-news/police-appeal-after-brighouse-shop-31246302",
                "Police appeal after Brighouse shop raided overnight",
                "2026-12-05",
                "2026-12-05T07:50:00Z",
                reach_time("2026-12-05T07:50:00Z"),
                ["Daniel Hirst"],
                T("""
                Police are appealing for witnesses after a convenience store in Brighouse was broken into overnight.
                Officers were called to the shop on Commercial Street at about 2.45am on Saturday after an alarm was triggered. They found that a rear door had been forced and a large quantity of cigarettes and alcohol had been taken.
                No one was in the shop at the time.
                A West Yorkshire Police spokesperson said: "Enquiries are ongoing and we would urge anyone who saw anything suspicious in the area, or who has doorbell or dashcam footage, to get in touch."
                Anyone with information can contact Calderdale CID on 101 or online, quoting crime reference 13260712345.
                """),
                "short-police-brief",
                section="Local News",
                article_id="31246302",
            )
        )

    # ------------------------------------------------------------------ templates
    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        data: dict = {
            "@context": "http://schema.org",
            "@type": "LiveBlogPosting" if doc.extra.get("live") else "NewsArticle",
            "mainEntityOfPage": url,
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("updated", doc.iso),
            "image": {
                "@type": "ImageObject",
                "url": f"https://i2-prod.caldervalleyexpress.test/incoming/article{doc.extra['article_id']}.ece/ALTERNATES/s1200/0_main.jpg",
            },
            "publisher": {
                "@type": "Organization",
                "name": self.name,
                "logo": {"@type": "ImageObject", "url": f"{self.origin}/static/logo-amp.png"},
            },
            "isAccessibleForFree": True,
        }
        if doc.authors:
            data["author"] = [
                {"@type": "Person", "name": a, "jobTitle": ROLE[a], "url": f"{self.origin}/authors/{slug(a)}/"}
                for a in doc.authors
            ]
        elif doc.extra.get("submitted"):
            data["author"] = [{"@type": "Person", "name": "Submitted"}]
        else:
            data["author"] = [{"@type": "Organization", "name": doc.extra.get("service", self.name)}]
        if doc.extra.get("live"):
            data["coverageStartTime"] = doc.iso
            data["coverageEndTime"] = doc.extra["updated"]
            data["liveBlogUpdate"] = [
                {
                    "@type": "BlogPosting",
                    "headline": hd or p[0][:80],
                    "datePublished": f"2026-12-04T{h}:00Z",
                    "articleBody": " ".join(p),
                }
                for h, hd, p in doc.extra["live"][:3]
            ]
        return ld_script(data)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            who = (
                ", ".join(doc.authors)
                if doc.authors
                else ("Submitted" if doc.extra.get("submitted") else doc.extra.get("service", ""))
            )
            head = f"""<meta property="og:type" content="article">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}">
<meta property="og:image" content="https://i2-prod.caldervalleyexpress.test/incoming/article{doc.extra["article_id"]}.ece/ALTERNATES/s1200/0_main.jpg">
<meta name="description" content="{esc(doc.dek or self.lede(doc))}">
<meta property="article:published_time" content="{doc.iso.replace("Z", ".000Z")}">
<meta property="article:modified_time" content="{doc.extra.get("updated", doc.iso).replace("Z", ".000Z")}">
<meta property="article:section" content="{esc(doc.section)}">
<meta name="parsely-title" content="{esc(doc.title)}">
<meta name="parsely-pub-date" content="{doc.iso}">
<meta name="parsely-author" content="{esc(who)}">
<meta name="parsely-section" content="{esc(doc.section)}">
{self.ld(doc)}"""
            title = f"{doc.title} - Calder Valley Express"
        else:
            head = f"""<meta property="og:type" content="website">
<meta property="og:title" content="{esc(doc.title)}">
<meta name="description" content="The latest {esc(doc.title)} from the Calder Valley Express.">"""
            title = doc.title if doc.key == "home" else f"{doc.title} - Calder Valley Express"
        nav_items = [
            ("home", "Home"),
            ("news", "News"),
            ("/sport/", "Sport"),
            ("/whats-on/", "What's On"),
            ("topic", "Council"),
            ("notices", "Family Notices"),
            ("mostread", "Most Read"),
            ("/jobs/", "Jobs"),
        ]
        nav = "".join(f'<li class="primary-nav__item">{self.a(k, t, "nav")}</li>' for k, t in nav_items)
        most = "".join(
            f'<li class="teaser teaser--most-read"><span class="rank">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate([k for k in ("live", "court", "shop", "panto", "homes") if k != doc.key][:4], 1)
        )
        return f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="{esc(url)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="Calder Valley Express">
<meta name="twitter:site" content="@CalderExpress">
<meta property="fb:app_id" content="000000000000000">
{head}
<link rel="stylesheet" href="/static/css/main.9e2c1d.css">
<script>window.mantis_data={{"pageType":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.kind)}","contentId":"{doc.extra.get("article_id", "")}"}};</script>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
<style>/*PAD*/</style>
</head>
<body class="{"article-page" if doc.is_article else "index-page"}">
<header class="mod-header">
<div class="mod-header__top">{self.a("home", "Calder Valley Express", "nav", 'class="mod-header__logo"')} <a class="mod-header__signin" href="/account/login/">Sign in</a> <a class="mod-header__newsletter" href="/newsletter-preference-centre/">Newsletters</a></div>
<nav class="primary-nav" aria-label="Main"><ul>{nav}</ul></nav>
<form class="mod-header__search" action="/search/" method="get" role="search"><input type="search" name="q" placeholder="Search"><button type="submit">Search</button></form>
</header>
<div class="ad-slot ad-slot--leaderboard" data-ad="top-slot"></div>
<main class="main-content">
{main}
</main>
<aside class="mod-most-read" aria-label="Most read"><h2>Most Read</h2><ol>{most}</ol><p>{self.a("mostread", "See all the most read stories", "aside")}</p></aside>
<footer class="mod-footer">
<ul class="mod-footer__links"><li>{self.a("about", "About us", "footer")}</li><li><a href="/contact-us/">Contact us</a></li><li><a href="/terms-conditions/">Terms &amp; Conditions</a></li><li>{self.a("privacy", "Privacy Notice", "footer")}</li><li><a href="/cookie-notice/">Cookie Notice</a></li><li><a href="/how-to-complain/">How to complain</a></li><li>{self.a("search", "Search", "footer")}</li><li><a href="/rss.xml">RSS Feeds</a></li></ul>
<p class="mod-footer__copy">© 2026 Calder Valley Media Ltd. All rights reserved. Registered in England No. 00000000.</p>
</footer>
<div id="consent-banner" class="consent" role="dialog"><p>We and our partners use cookies and similar technologies to store and access information on your device, to personalise content and ads, and to analyse our traffic. You can change your choices at any time via the Cookie Notice link at the bottom of every page.</p><button>Accept all</button> <button>Manage options</button></div>
<script src="/static/js/bundle.9e2c1d.js" defer></script>
<script>(function(){{var s=document.createElement('script');s.src='https://cdn.parsely.test/keys/caldervalleyexpress.test/p.js';document.body.appendChild(s);}})();</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            parts = []
            for a in doc.authors:
                link = (
                    self.a("author", a, "byline")
                    if a == "Rachel Wood"
                    else f'<a href="/authors/{slug(a)}/">{esc(a)}</a>'
                )
                parts.append(f'<span class="author">{link}<span class="author-role">, {esc(ROLE[a])}</span></span>')
            return f'<div class="author-information">{" ".join(parts)}</div>'
        if doc.extra.get("submitted"):
            return '<div class="author-information"><span class="author author--community">Submitted</span></div>'
        return f'<div class="author-information"><span class="author">{esc(doc.extra["service"])}</span></div>'

    def story_main(self, doc: Doc) -> str:
        times = f'<li><span class="time-container"><time class="date-published" datetime="{doc.iso}">{doc.stamp}</time></span></li>'
        if doc.extra.get("updated"):
            times += f'<li><span class="time-container time-container--updated">Updated <time datetime="{doc.extra["updated"]}">{reach_time(doc.extra["updated"])}</time></span></li>'
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="in-article-image"><img src="https://i2-prod.caldervalleyexpress.test/incoming/article{doc.extra["article_id"]}.ece/ALTERNATES/s615/1_inline.jpg" alt="{esc(alt)}" loading="lazy"><figcaption><span class="caption">{esc(cap)}</span> <span class="credit">(Image: Submitted)</span></figcaption></figure>'
                if doc.extra.get("submitted")
                else f'<figure class="in-article-image"><img src="https://i2-prod.caldervalleyexpress.test/incoming/article{doc.extra["article_id"]}.ece/ALTERNATES/s615/1_inline.jpg" alt="{esc(alt)}" loading="lazy"><figcaption><span class="caption">{esc(cap)}</span> <span class="credit">(Image: Calder Valley Express)</span></figcaption></figure>'
            ),
        )
        kicker = ""
        if doc.extra.get("live"):
            kicker = '<span class="live-badge" aria-label="Live">LIVE</span> '
        elif doc.extra.get("submitted"):
            kicker = '<span class="content-label content-label--community">Community News</span> '
        rating = ""
        if doc.extra.get("rating"):
            n = doc.extra["rating"]
            rating = f'<div class="review-rating" aria-label="Rated {n} out of 5"><span class="stars">{"★" * n}{"☆" * (5 - n)}</span></div>'
        topics = ""
        if doc.extra.get("topic"):
            topics = f'<div class="tag-list"><span>More On</span> {self.a("topic", "Calderdale Council", "content")} <a href="/all-about/planning">Planning</a></div>'
        else:
            topics = '<div class="tag-list"><span>More On</span> <a href="/all-about/halifax">Halifax</a> <a href="/all-about/west-yorkshire-police">West Yorkshire Police</a></div>'
        related = "".join(
            f'<li class="teaser teaser--related">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:3]
        )
        comments = ""
        if not doc.extra.get("live"):
            comments = f'<div class="comments-section"><button class="comments-cta">Comments ({(int(doc.extra["article_id"]) % 47) + 3})</button><div id="comments-{doc.extra["article_id"]}" data-vf-container></div></div>'
        return f"""<article class="article-main" data-content-id="{doc.extra["article_id"]}">
<nav class="breadcrumbs">{self.a("home", "Home", "breadcrumb")} &gt; {self.a("news", "News", "breadcrumb")} &gt; <span>{esc(doc.section)}</span></nav>
<div class="lead-content">
{kicker}<h1 class="lead-content__title">{esc(doc.title)}</h1>
{f'<p class="sub-title">{esc(doc.dek)}</p>' if doc.dek else ""}
{rating}
</div>
<div class="article-information">
{self.byline(doc)}
<ul class="time-info">{times}</ul>
<ul class="social-share"><li><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" class="share-facebook">Share</a></li><li><a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}" class="share-twitter">Post</a></li><li><a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}" class="share-whatsapp">WhatsApp</a></li><li><a href="#comments-{doc.extra["article_id"]}" class="share-comments">Comments</a></li></ul>
</div>
<figure class="lead-image"><img src="https://i2-prod.caldervalleyexpress.test/incoming/article{doc.extra["article_id"]}.ece/ALTERNATES/s810/0_main.jpg" alt="" fetchpriority="high"><figcaption><span class="caption">{esc(doc.title.split(" - ")[0])}</span> <span class="credit">(Image: Calder Valley Express)</span></figcaption></figure>
<div class="article-body{" live-blog" if doc.extra.get("live") else ""}">
{body}
</div>
{topics}
<div class="related-stories"><h3>Related Articles</h3><ul>{related}</ul></div>
{comments}
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"], 1):
            d = self.docs[k]
            rank = f'<span class="rank">{i}</span>' if doc.key == "mostread" else ""
            label = '<span class="live-badge">LIVE</span> ' if d.extra.get("live") else ""
            items.append(
                f'<div class="teaser">{rank}<a class="teaser__image" href="{esc(self.href(k))}"><img src="https://i2-prod.caldervalleyexpress.test/incoming/article{d.extra["article_id"]}.ece/ALTERNATES/s458/0_main.jpg" alt="" loading="lazy"></a><div class="teaser__body">{label}<strong class="teaser__headline">{self.a(k, d.title, "content")}</strong><p class="teaser__description">{esc(d.dek or self.lede(d))}</p><span class="teaser__time">{d.stamp}</span></div></div>'
            )
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1>'
            extra = f'<section class="channel-links"><h2>Explore</h2><ul><li>{self.a("news", "All local news", "content")}</li><li>{self.a("topic", "Calderdale Council", "content")}</li><li>{self.a("notices", "Family notices", "content")}</li><li>{self.a("author", "Rachel Wood", "content")}</li><li>{self.a("mostread", "Most read", "content")}</li></ul></section>'
        elif doc.kind == "author":
            head = '<header class="author-profile"><img src="/static/authors/rachel-wood.jpg" alt=""><h1 class="section-title">Rachel Wood</h1><p class="author-profile__role">Senior Reporter</p><p class="author-profile__bio">Rachel has covered Calderdale for more than a decade, writing about heritage, housing and the people who make the valley tick. Got a story? Email rachel.wood@caldervalleyexpress.test</p><p><a href="https://twitter.com/RachelWoodCVE">@RachelWoodCVE</a></p></header>'
            extra = '<div class="teaser teaser--older"><a href="/news/local-news/hebden-bridge-picture-house-centenary-31087731">Hebden Bridge Picture House celebrates its centenary in style</a></div><div class="teaser teaser--older"><a href="/news/local-news/halifax-borough-market-clock-restored-31054420">Halifax Borough Market clock ticks again after restoration</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><form action="/search/" class="search-page__form"><input name="q" value="A629"><button>Search</button></form>'
        elif doc.kind == "tag":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><p class="topic-description">All the latest news, views and decisions from Calderdale Council.</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination">{self.a(doc.extra["more"], "Next page", "pagination")}</div>'
        elif doc.key == "news2":
            pager = f'<div class="pagination">{self.a("news", "Previous page", "pagination")}</div>'
        return (
            f'<div class="channel channel--{doc.kind}">\n{head}\n<div class="teaser-list">\n'
            + "\n".join(items)
            + f"\n</div>\n{pager}\n{extra}\n</div>"
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "notices":
            notices = [
                (
                    "Deaths",
                    "ASHWORTH Margaret (née Crabtree)",
                    "Peacefully at Calderdale Royal Hospital on 28 November, aged 89, of Illingworth. Funeral service at Park Wood Crematorium on 11 December at 11.20am.",
                ),
                (
                    "Deaths",
                    "BRAMLEY Keith",
                    "Suddenly at home on 30 November, aged 72, of Sowerby Bridge. Service at St Peter's Church on 14 December at 1pm. Donations to Overgate Hospice.",
                ),
                (
                    "Deaths",
                    "FIRTH Dorothy",
                    "Passed away on 1 December, aged 94, formerly of Elland. Funeral arrangements to follow.",
                ),
                (
                    "Deaths",
                    "SUTCLIFFE Ronald 'Ron'",
                    "Peacefully on 2 December, aged 85, of Hebden Bridge. Much loved husband of the late Jean. Service at Heptonstall Methodist Church, date to be confirmed.",
                ),
                (
                    "Births",
                    "KHAN Zara Amelia",
                    "To proud parents Imran and Sophie, a daughter born on 24 November at Calderdale Royal Hospital weighing 7lb 2oz. A sister for Adam.",
                ),
                (
                    "Anniversaries",
                    "HOLDSWORTH Peter and Anne",
                    "Diamond wedding anniversary. Married at All Souls' Church, Haley Hill, on 3 December 1966. Love from all the family.",
                ),
                (
                    "In Memoriam",
                    "WADSWORTH Brian",
                    "Treasured memories of a dear dad and grandad, taken from us five years ago on 4 December. Always in our hearts.",
                ),
            ]
            cards = "\n".join(
                f'<div class="notice-card"><span class="notice-card__type">{t}</span><h2 class="notice-card__name"><a href="https://funeral-notices.caldervalleyexpress.test/notice/{i}">{esc(n)}</a></h2><p class="notice-card__text">{esc(txt)}</p></div>'
                for i, (t, n, txt) in enumerate(notices, 5120331)
            )
            return f"""<div class="family-notices">
<h1 class="section-title">{esc(doc.title)}</h1>
<p class="family-notices__intro">Births, marriages, deaths and in memoriam notices from the Calder Valley Express. Place a notice online or call our announcements team on 0800 000 0000.</p>
<ul class="family-notices__filter"><li><a href="/family-notices/deaths/">Deaths</a></li><li><a href="/family-notices/births/">Births</a></li><li><a href="/family-notices/anniversaries/">Anniversaries</a></li><li><a href="/family-notices/in-memoriam/">In Memoriam</a></li></ul>
{cards}
<p><a class="button" href="https://funeral-notices.caldervalleyexpress.test/place-a-notice">Place a notice</a></p>
</div>"""
        return f'<div class="static-page">\n<h1 class="section-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
