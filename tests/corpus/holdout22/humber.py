# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Humberside Echo: a UK regional daily (Hull and East Yorkshire) on a Reach-plc-like custom CMS: slugs ending in
an eight-digit id (`/news/hull-east-yorkshire-news/<slug>-29384756`), `publication-font` headlines, "10:04, 2 DEC
2026" time lines, "Get the latest news sent to your inbox" boxes and related-article cards inside the story
body, a live blog with sixteen timestamped posts, `/all-about/` topic pages, a most-read page, a corrections page
and a removed story served with status 200. NewsArticle JSON-LD on stories (the agency brief names the agency as
an Organization author). GMT (+00:00)."""

from __future__ import annotations

import json
import zlib
from typing import Any

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

NEWS = "/news/hull-east-yorkshire-news/"
MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def jdump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False).replace("</", "<\\/")


def stamp(iso: str) -> str:
    """'2026-12-02T10:04:00+00:00' -> '10:04, 2 DEC 2026' (the Reach-like time line)."""
    d, t = iso[:10], iso[11:16]
    y, m, day = d.split("-")
    return f"{t}, {int(day)} {MONTHS[int(m) - 1]} {y}"


def live(entries: list[tuple[str, str]]) -> list[str]:
    """Live posts, newest first: a time line (not body) and the post's text."""
    out = []
    for hhmm, text in entries:
        out.append(
            f'RAW:<div class="live-post" id="post-{zlib.crc32(text.encode()) % 10_000_000}"><div class="live-post-time"><time datetime="2026-12-02T{hhmm}:00+00:00">{hhmm}</time><span class="live-post-date">2 DEC 2026</span></div><div class="live-post-body">'
        )
        out.append(text)
        out.append(
            'RAW:</div><div class="live-post-author">Jack Pearson</div><div class="live-post-share"><a href="#">Share</a></div></div>'
        )
    return out


NEWSLETTER_BOX = """<div class="newsletter-signup inline-newsletter" data-newsletter="hull-daily"><h3 class="newsletter-title">Get the latest news sent to your inbox</h3><p class="newsletter-description">Sign up to our free daily newsletter for the top stories from Hull and East Yorkshire, every morning at 7am.</p><form class="newsletter-form" action="/newsletter-subscribe" method="post"><input type="email" name="email" placeholder="Enter your email" aria-label="Email address"><button type="submit">Subscribe</button></form><p class="newsletter-legal">We use your sign-up to provide content in ways you've consented to and to improve our understanding of you. This may include adverts from us and 3rd parties based on our understanding. You can unsubscribe at any time. <a href="/privacy-notice/">More info</a></p></div>"""


class Humber(Base):
    origin = "https://www.humbersideecho.test"
    name = "Humberside Echo"
    prefix = "he"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "he",
            [
                ".mod-header",
                ".teaser",
                ".article-body",
                ".publication-font",
                ".live-post",
                ".newsletter-signup",
                ".related-article",
                ".mod-footer",
                ".channel-list",
            ],
            250,
        )

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Humberside Echo",
                "reach-home",
                list=["live", "rent", "school", "qa", "photos", "fares", "anlaby"],
            )
        )
        add(
            page(
                "news",
                NEWS,
                "section",
                "Hull and East Yorkshire News",
                "reach-section",
                list=["live", "anlaby", "school", "rent", "fares", "qa"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                NEWS + "?page=2",
                "section",
                "Hull and East Yorkshire News",
                "reach-section-page2",
                list=["photos", "ferry"],
                prev="news",
                pageno=2,
            )
        )
        add(
            page(
                "topic",
                "/all-about/hull-city-council",
                "tag",
                "Hull City Council",
                "reach-all-about-topic",
                list=["rent", "live"],
                blurb="All the latest news, views and analysis about Hull City Council, including council tax, bins, housing and planning.",
            )
        )
        add(
            page(
                "author",
                "/authors/ellie-thornton/",
                "author",
                "Ellie Thornton",
                "reach-author-profile",
                [
                    "Ellie is the Local Democracy Reporter for Hull, covering Hull City Council, housing, planning and the city's health services. She joined the Echo in 2021 after three years at a weekly paper in Lincolnshire.",
                ],
                list=["rent", "ferry"],
                role="Local Democracy Reporter",
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter-preference-centre",
                "subscribe",
                "Newsletter preference centre",
                "reach-newsletter-signup",
                [
                    "Choose the newsletters you want from the Humberside Echo. They are all free, and you can unsubscribe at any time using the link at the bottom of each e-mail.",
                    "- Daily news: the top stories from Hull and East Yorkshire, every morning at 7am.",
                    "- Breaking news: an alert when something big happens, as it happens.",
                    "- Hull City: team news, transfer talk and match reaction from the MKM Stadium.",
                    "- Hull FC and Hull KR: rugby league news throughout the season.",
                    "- What's On: the best events, gigs and days out, every Thursday.",
                    "- Property: the week's most interesting homes for sale and to rent, every Saturday.",
                    "Enter your e-mail address and tick the boxes for the newsletters you want to receive.",
                ],
            )
        )
        add(
            page(
                "mostread",
                "/news/most-read/",
                "list",
                "Most read",
                "reach-most-read-page",
                list=["live", "qa", "rent", "photos", "school", "fares"],
                intro="The most popular stories on the Humberside Echo in the last 24 hours, updated every 15 minutes.",
            )
        )
        add(
            page(
                "corrections",
                "/corrections-clarifications/",
                "correction",
                "Corrections and clarifications",
                "reach-corrections-page",
                [
                    "The Humberside Echo is committed to accuracy. When we get something wrong we put it right as quickly as we can, and we record significant corrections on this page. To report an error, please e-mail corrections@humbersideecho.test with a link to the story and details of the mistake.",
                    "## 1 December 2026",
                    "An article about the Christmas light switch-on in Cottingham (25 November) said the event was organised by the parish council. It was organised by Cottingham Traders' Association. We apologise for the error.",
                    "## 27 November 2026",
                    "A story about Hull Royal Infirmary's A&E department (24 November) said average waiting times had risen to nine hours. The correct figure was six hours and 40 minutes. The article has been amended.",
                    "## 19 November 2026",
                    "Our report of a court case at Hull Crown Court (17 November) wrongly gave the age of the defendant as 34. He is 43. We are happy to set the record straight.",
                    "## 6 November 2026",
                    "A photo caption in our coverage of the Bonfire Night display at East Park misidentified a member of the Rotary Club. The caption has been corrected.",
                    "We are regulated by the Independent Press Standards Organisation. If you are not satisfied with our response to a complaint you can contact IPSO.",
                ],
            )
        )
        add(
            page(
                "soft404",
                NEWS + "hessle-road-bakery-site-sold-to-council-29301144",
                "soft404",
                "Sorry, we can't find the page you're looking for",
                "reach-removed-story-status-200",
                [
                    "The page may have been moved or removed, or the link you followed may be out of date.",
                    "Try searching for what you want, or take a look at some of our most popular stories below.",
                ],
                list=["live", "rent", "qa"],
            )
        )
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About us",
                "reach-about-page",
                [
                    "The Humberside Echo has reported on life in Hull and East Yorkshire since 1884, first as an evening paper and now online, where more than 1.2 million people read our journalism every month.",
                    "Our newsroom is based on Jameson Street in Hull city centre. Our reporters cover the city council and East Riding of Yorkshire Council, the courts, health, education, business, Hull City, Hull FC and Hull KR, and the stories of the people who live here.",
                    "## Contact the newsroom",
                    "E-mail: newsdesk@humbersideecho.test. Phone: 01482 555 600 (9am to 5pm, Monday to Friday).",
                    "## Editor",
                    "The editor is Rachel Whitworth. You can write to her at the address above.",
                    "The Humberside Echo is part of Northcoast Media Group and is regulated by IPSO.",
                ],
            )
        )

        add(
            story(
                "live",
                NEWS + "live-a63-closed-lorry-fire-brough-29391207",
                "LIVE: A63 closed in both directions after lorry fire near Brough - updates",
                "2026-12-02",
                "2026-12-02T06:12:00+00:00",
                stamp("2026-12-02T06:12:00+00:00"),
                ["Jack Pearson"],
                live(
                    [
                        (
                            "17:40",
                            "That's where we'll leave our live coverage for today. Thanks for following along - we'll have a full report on the website later this evening.",
                        ),
                        (
                            "17:22",
                            "National Highways says the eastbound carriageway has now reopened. The westbound side will stay shut overnight while the damaged surface is relaid.",
                        ),
                        (
                            "16:55",
                            "Traffic on the A1105 through Welton and Melton is still very slow, with drivers reporting 40-minute journeys from the Humber Bridge roundabout to North Ferriby.",
                        ),
                        (
                            "16:31",
                            "A resurfacing crew has arrived. Engineers say the heat from the fire damaged around 80 metres of road surface on the westbound side.",
                        ),
                        (
                            "15:48",
                            "East Riding of Yorkshire Council has asked parents collecting children from schools in Brough to allow extra time as diversion traffic passes the school gates.",
                        ),
                        (
                            "15:10",
                            "The recovery operation is now complete and the burnt-out lorry has been removed from the carriageway. Clean-up work continues.",
                        ),
                        (
                            "14:26",
                            "Humberside Police have confirmed the lorry driver was not hurt. He managed to pull onto the hard shoulder and get out of the cab before the fire spread, officers said.",
                        ),
                        (
                            "13:40",
                            "Buses: the X62 service between Hull and Goole is being diverted via the A1105 and delays of up to 45 minutes should be expected, the operator says.",
                        ),
                        (
                            "12:52",
                            "A reader, Sandra, has been in touch to say she has been sitting in traffic near Elloughton for over an hour. 'Nobody's moving at all. People are getting out of their cars,' she told us.",
                        ),
                        (
                            "12:05",
                            "A specialist recovery vehicle is on its way from Leeds to lift the lorry, which was carrying pallets of packaging material. National Highways says this could take several hours.",
                        ),
                        (
                            "11:18",
                            "Rail operators say train services through Brough are not affected by the closure, and tickets are being accepted on alternative routes.",
                        ),
                        (
                            "10:34",
                            "The closure is between South Cave and the Melton junction. Diversions are in place via the A1105, but drivers are being told to avoid the area if they can.",
                        ),
                        (
                            "09:47",
                            "Humberside Fire and Rescue Service says the fire is now out. Crews from Brough, Hessle and Calvert Road used two hose reels and a foam branch to tackle the blaze.",
                        ),
                        (
                            "08:59",
                            "Pictures sent in by readers show thick black smoke over the westbound carriageway. People living nearby are being told to keep windows and doors closed.",
                        ),
                        (
                            "07:30",
                            "Both carriageways of the A63 are now closed near Brough. Traffic is queuing back past the Welton interchange towards North Cave.",
                        ),
                        (
                            "06:12",
                            "Good morning and welcome to our live coverage. We're getting reports of a lorry on fire on the A63 westbound near Brough. Emergency services are on the way.",
                        ),
                    ]
                ),
                "reach-live-blog-16-posts",
                section="Hull News",
                dek="Follow the latest updates as the A63 is shut near Brough after a lorry caught fire in the early hours",
                updated="2026-12-02T17:40:00+00:00",
                role="Senior Reporter",
                topics=["A63", "Traffic and travel"],
            )
        )
        add(
            story(
                "rent",
                NEWS + "hull-council-tenants-face-rent-rise-29386412",
                "Hull council tenants face £6.40-a-week rent rise as repairs backlog grows",
                "2026-12-01",
                "2026-12-01T19:30:00+00:00",
                stamp("2026-12-01T19:30:00+00:00"),
                ["Ellie Thornton"],
                [
                    "Thousands of council tenants in Hull are facing a rent rise of £6.40 a week from April as the city council tries to close a gap in its housing budget and tackle a backlog of more than 9,000 outstanding repairs.",
                    "The proposed 6.2% increase, which will be discussed by the council's cabinet next Monday, would take the average weekly rent for a council home in the city from £103.20 to £109.60. It would apply to around 23,500 homes.",
                    'In a report to councillors, the council\'s director of housing, Karen Milburn, said the increase was "unavoidable" if the authority was to keep up with rising repair costs and meet new national standards on damp and mould.',
                    "RAW:card:qa",
                    "She said the cost of a typical kitchen replacement had risen by 38% in three years, while the council was spending £1.1m a year on temporary heaters and dehumidifiers for homes with damp problems.",
                    '"We know that any increase is hard for tenants who are already struggling," Ms Milburn wrote. "But the alternative is to fall further behind on repairs, and that is not something we are prepared to do."',
                    "RAW:" + NEWSLETTER_BOX,
                    "## 'The mould keeps coming back'",
                    "Tenants' groups say they are not convinced the extra money will reach their homes. Denise Atkinson, chair of the Orchard Park Tenants' Association, said some residents had been waiting more than a year for repairs to leaking roofs and broken windows.",
                    '"People will pay more if they see the work being done," she said. "But at the moment you ring up, you get a reference number and then nothing happens. The mould keeps coming back and they just paint over it."',
                    "RAW:card:school",
                    "The council says around 70% of its tenants receive help with housing costs through Universal Credit or housing benefit, which would cover the increase for most of them. Those who do not will be offered advice through the council's financial inclusion team.",
                    'Opposition councillors have called for a smaller rise of 4%, paid for by delaying the demolition of two tower blocks on the Thornton estate. Cllr Paul Rowbotham said the savings would be "modest but real" and would give tenants "a bit of breathing space" during a difficult winter.',
                    "RAW:readmore:photos,live",
                    "The council has also confirmed that [[soft404|plans for the former bakery site on Hessle Road]] will now include 48 council homes, with building work expected to start next autumn.",
                    "A final decision on the rent increase will be made at a meeting of the full council in February.",
                    "RAW:card:photos",
                ],
                "reach-long-story-inline-cards-newsletter",
                section="Hull News",
                dek="The council says the 6.2% increase is 'unavoidable' but tenants' groups want proof the money will be spent on their homes",
                image="Council houses on the Orchard Park estate",
                fig="Council homes on the Orchard Park estate in Hull",
                credit="Image: Humberside Echo",
                role="Local Democracy Reporter",
                topics=["Hull City Council", "Housing"],
            )
        )
        add(
            story(
                "fares",
                "/news/uk-world-news/rail-fares-england-rise-march-29389930",
                "Rail fares in England to rise by up to 4.1% in March",
                "2026-12-02",
                "2026-12-02T09:15:00+00:00",
                stamp("2026-12-02T09:15:00+00:00"),
                [],
                [
                    "Regulated rail fares in England will rise by up to 4.1% on March 1, the Department for Transport has confirmed. The increase covers season tickets on most commuter routes and off-peak returns on many long-distance journeys.",
                ],
                "reach-agency-brief-organization-author",
                section="UK News",
                byline="Britannia Press Wire",
                agency=True,
                topics=["Rail travel"],
            )
        )
        add(
            story(
                "qa",
                "/news/east-yorkshire-news/bridlington-chippy-national-final-29384756",
                "'We fry 400 fish on a Friday': Bridlington chippy owner on making the national final",
                "2026-12-01",
                "2026-12-01T14:02:00+00:00",
                stamp("2026-12-01T14:02:00+00:00"),
                ["Sophie Lambert"],
                [
                    "Marie Ostler has run the Harbour Plaice fish and chip shop in Bridlington for 19 years. Last week it was named one of the ten finalists for the National Fish and Chip Awards, the first shop from the Yorkshire coast to reach the final in almost a decade. We asked her about batter, beef dripping and what happens on a busy Friday.",
                    "Q: How did you find out you had made the final? || I was on the fryer, of course. My daughter came running in from the back with her phone and I had to ask her to read it three times. I think I burnt a batch of scraps.",
                    "Q: What do the judges look for? || Everything. They came in twice without telling us, once in August and once in October. They look at the fish, the chips, the batter, how clean the kitchen is, how you treat your staff and whether you know where your fish comes from. Ours is haddock from boats that land in Scarborough and Grimsby.",
                    "RAW:card:photos",
                    "Q: Dripping or vegetable oil? || Beef dripping, always. It's what my dad used and it's what people in Bridlington expect. We do a separate vegetable-oil fryer for vegetarians and for anyone who asks.",
                    "Q: How busy does it get? || On a Friday in summer we fry about 400 fish between 11 in the morning and 9 at night. In winter it's more like 150, but Friday teatime is still mad. We've got eleven staff, and most of them are local lads and lasses doing it around college.",
                    "Q: Have rising costs hit you? || Massively. Fish has nearly doubled in price in four years, and so has the electricity. A fish and chips is £11.20 now and people do say it's dear. I'd rather charge what it costs than cut corners on the fish.",
                    "Q: What would winning mean? || For the town, a lot. Bridlington gets forgotten sometimes. If we won, people might come here to try us instead of driving straight past to Whitby.",
                    "The winners will be announced at a ceremony in London in February.",
                ],
                "reach-qa-interview",
                section="East Yorkshire News",
                image="Marie Ostler behind the counter",
                fig="Marie Ostler behind the counter at Harbour Plaice",
                credit="Image: Sophie Lambert",
                role="Reporter",
                topics=["Bridlington", "Food and drink"],
            )
        )
        add(
            story(
                "photos",
                NEWS + "in-pictures-hull-christmas-market-opens-29371880",
                "In pictures: Hull Christmas Market opens in Queen Victoria Square",
                "2026-11-28",
                "2026-11-28T10:05:00+00:00",
                stamp("2026-11-28T10:05:00+00:00"),
                ["Danny Morrell"],
                [
                    "Crowds packed Queen Victoria Square on Friday night as Hull Christmas Market opened for the season with 60 wooden chalets, a big wheel and an ice rink outside the City Hall.",
                    "FIG: The big wheel lit up at night | The big wheel lit up beside the City Hall",
                    "FIG: Children on the ice rink | Children try the ice rink on the opening night",
                    "FIG: A stall selling mulled wine | Mulled wine and hot chocolate were in demand as temperatures dropped to 2C",
                    "FIG: Crowds in Queen Victoria Square | Crowds in Queen Victoria Square for the opening of the market",
                    "FIG: A brass band plays carols | The Hull Wyke Brass Band played carols near the Maritime Museum",
                ],
                "reach-photo-story-photographer",
                section="Hull News",
                image="The big wheel in Queen Victoria Square",
                role="Photographer",
                topics=["Christmas", "What's On"],
            )
        )
        add(
            story(
                "school",
                "/news/east-yorkshire-news/beverley-primary-school-outstanding-ofsted-29389104",
                "Beverley primary school rated 'outstanding' for first time in its history",
                "2026-12-02",
                "2026-12-02T12:40:00+00:00",
                stamp("2026-12-02T12:40:00+00:00"),
                ["Sophie Lambert", "Jack Pearson"],
                [
                    'A primary school in Beverley has been rated "outstanding" by Ofsted for the first time since it opened in 1972.',
                    'Inspectors who visited Walkington Lane Primary School in October praised its "ambitious and carefully sequenced" curriculum, its support for pupils with special educational needs and the "exceptional" behaviour of its 310 pupils.',
                    'The school was rated "requires improvement" in 2019 and "good" in 2023. Head teacher Claire Dunmore, who joined in 2020, said the result belonged to the whole school community.',
                    "RAW:card:rent",
                    '"When I arrived, we had brilliant children and committed staff, but we weren\'t always pulling in the same direction," she said. "We went back to basics: reading, reading and more reading. Every child now reads to an adult every day."',
                    "The report noted that the proportion of pupils reaching the expected standard in reading, writing and maths at the end of Year 6 had risen from 58% to 81% in three years.",
                    "Inspectors also highlighted the school's after-school clubs, including a gardening club that grows vegetables for a food bank in the town, and its work with families who have recently arrived in the UK.",
                    'Parent Amir Haddad, whose two children attend the school, said: "They know every child by name. My son was very shy when we came here and now he wants to be on the school council."',
                    'East Riding of Yorkshire Council\'s cabinet member for education, Cllr Linda Forsyth, said the rating was "thoroughly deserved".',
                ],
                "reach-two-authors-and",
                section="East Yorkshire News",
                image="Pupils celebrating outside the school",
                fig="Pupils and staff at Walkington Lane Primary School celebrate the report",
                credit="Image: Walkington Lane Primary School",
                role="Education Reporter",
                topics=["Schools", "Beverley"],
            )
        )
        add(
            story(
                "ferry",
                NEWS + "ferry-passengers-stuck-humber-six-hours-29380315",
                "Ferry passengers stuck on the Humber for six hours after berth fault at King George Dock",
                "2026-11-30",
                "2026-11-30T08:20:00+00:00",
                stamp("2026-11-30T08:20:00+00:00"),
                ["Ellie Thornton"],
                [
                    "More than 700 passengers spent six hours on board an overnight ferry from Rotterdam after a fault with a berth at King George Dock stopped the ship from docking in Hull on Sunday morning.",
                    "The ship was due to arrive at 8am but was held in the Humber estuary until shortly after 2pm while engineers repaired a hydraulic ramp on the berth, the operator said.",
                    'Passengers described long queues for food and a lack of information. Retired teacher Graham Ellis, from Cottingham, who was returning from a week in the Netherlands with his wife, said: "You could see the dock from the window. It was like being stuck in a lift with a view."',
                    'Others were more relaxed. Student Lotte de Vries, travelling to visit friends in York, said the crew had handed out free breakfasts and opened the cinema. "There are worse places to wait," she said.',
                    "RAW:card:live",
                    "Freight drivers were among the worst affected. Several told the Echo that they had missed delivery slots in the Midlands and the North West as a result of the delay.",
                    "The operator apologised for the disruption and said passengers would receive a voucher worth 25% of their fare. It said the fault had been caused by a failed seal in the ramp's hydraulic system and that the berth was now working normally.",
                    "Associated port operator staff worked through the morning on the repair, a spokesperson for the port said.",
                ],
                "reach-story-only-on-page2-and-author",
                section="Hull News",
                image="The ferry waiting in the Humber estuary",
                fig="The ferry waiting in the estuary off King George Dock on Sunday",
                credit="Image: Reader picture",
                role="Local Democracy Reporter",
                topics=["Port of Hull", "Traffic and travel"],
            )
        )
        add(
            story(
                "anlaby",
                NEWS + "anlaby-road-closed-burst-water-main-29390544",
                "Anlaby Road closed after burst water main",
                "2026-12-02",
                "2026-12-02T15:05:00+00:00",
                stamp("2026-12-02T15:05:00+00:00"),
                ["Jack Pearson"],
                [
                    "Part of Anlaby Road is closed in both directions between the Boothferry Road junction and Walton Street after a water main burst on Wednesday afternoon. The water company says repairs are expected to take until at least 10pm.",
                ],
                "reach-brief-named-reporter",
                section="Hull News",
                role="Senior Reporter",
                topics=["Traffic and travel"],
            )
        )

    # ------------------------------------------------------------------ chrome
    def author_href(self, name: str) -> str:
        return "author" if name == "Ellie Thornton" else "/authors/" + name.lower().replace(" ", "-") + "/"

    def teaser(self, k: str, zone: str = "content", size: str = "small") -> str:
        d = self.docs[k]
        img = self.a(
            k,
            d.title,
            zone,
            'class="teaser-image"',
            f'<img src="https://i2-prod.humbersideecho.test/incoming/article{zlib.crc32(k.encode()) % 99_999_999}.ece/ALTERNATES/s{"615" if size == "large" else "298"}/0_{k}.jpg" alt="{esc(d.image or d.title)}" loading="lazy">',
        )
        label = '<span class="label live-label">LIVE</span>' if k == "live" else ""
        return f"""<div class="teaser teaser-{size}" data-article-id="{d.path[-8:]}">{img}<div class="teaser-text"><a class="section-label" href="{self.href("news") if d.section == "Hull News" else "/news/east-yorkshire-news/"}">{esc(d.section)}</a><strong class="teaser-title">{label}{self.a(k, d.title, zone, 'class="headline"')}</strong><p class="teaser-description">{esc(self.lede(d))}</p></div></div>"""

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        url = self.url(doc.key)
        head = [
            f"<title>{esc(doc.title if doc.key == 'home' else doc.title + ' - ' + self.name)}</title>",
            f'<link rel="canonical" href="{url}">',
        ]
        if doc.is_article:
            head.append('<meta property="og:type" content="article">')
            head.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            head.append(f'<meta property="article:published_time" content="{doc.iso}">')
            head.append(f'<meta property="article:modified_time" content="{doc.extra.get("updated", doc.iso)}">')
            if doc.extra.get("agency"):
                author: Any = {"@type": "Organization", "name": doc.byline}
            else:
                author = [
                    {
                        "@type": "Person",
                        "name": n,
                        "url": self.origin
                        + (self.docs["author"].path if n == "Ellie Thornton" else self.author_href(n)),
                        "jobTitle": doc.extra.get("role", ""),
                    }
                    for n in doc.authors
                ]
            ld: dict[str, Any] = {
                "@context": "https://schema.org", "@type": "LiveBlogPosting" if doc.key == "live" else "NewsArticle",
                "headline": doc.title, "description": doc.dek or self.lede(doc), "url": url, "datePublished": doc.iso,
                "dateModified": doc.extra.get("updated", doc.iso), "author": author, "articleSection": doc.section,
                "publisher": {"@type": "NewsMediaOrganization", "name": self.name, "logo": {"@type": "ImageObject", "url": self.origin + "/logo.png"}},
                "isAccessibleForFree": True,
            }  # fmt: skip
            if doc.key == "live":
                ld["coverageStartTime"] = doc.iso
                ld["coverageEndTime"] = doc.extra["updated"]
            head.append(f'<script type="application/ld+json">{jdump(ld)}</script>')
        else:
            head.append('<meta property="og:type" content="website">')
            head.append(f'<meta property="og:title" content="{esc(doc.title)}">')
        nav = "".join(
            f"<li>{x}</li>"
            for x in [
                a("news", "News", "chrome:nav"),
                a("/sport/hull-city/", "Hull City", "chrome:nav"),
                a("/sport/rugby-league/", "Rugby League", "chrome:nav"),
                a("/whats-on/", "What's On", "chrome:nav"),
                a("/news/property/", "Property", "chrome:nav"),
                a("topic", "Council", "chrome:nav"),
                a("mostread", "Most Read", "chrome:nav"),
                a("newsletter", "Newsletters", "chrome:nav"),
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="en-GB" class="no-js">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(head)}
<meta property="og:site_name" content="{self.name}">
<meta name="twitter:site" content="@HumbersideEcho">
<link rel="preconnect" href="https://i2-prod.humbersideecho.test">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageType":"{"article" if doc.is_article else doc.kind}","contentId":"{doc.path[-8:] if doc.is_article else ""}","brand":"humbersideecho","section":"{esc(doc.section or doc.title)}"}});</script>
</head>
<body class="{"article-page" if doc.is_article else "index-page " + doc.kind}" data-page-type="{"article" if doc.is_article else doc.kind}">
<a class="skip-link" href="#main">Skip to main content</a>
<header class="mod-header" role="banner">
<div class="header-top"><div class="brand-logo">{a("home", self.name, "chrome:header", 'class="logo" title="Humberside Echo home"', '<svg role="img" aria-label="Humberside Echo" width="180" height="40"><use href="#logo"></use></svg>')}</div>
<div class="header-actions"><a class="header-action" href="/search?q=">Search</a><a class="header-action" href="/my-account/">Sign in</a>{a("newsletter", "Newsletter", "chrome:header", 'class="header-action newsletter-link"')}</div></div>
<nav class="primary-nav" aria-label="Primary"><ul class="nav-list">{nav}</ul></nav>
<div class="trending-bar"><span>Trending:</span> {a("live", "A63 closure", "chrome:header")} <a href="/all-about/christmas">Christmas</a> <a href="/sport/hull-city/">Hull City</a></div>
</header>
<main id="main" class="mod-main">
{main}
</main>
<footer class="mod-footer">
<div class="footer-brand">{a("home", self.name, "chrome:footer")}</div>
<ul class="footer-links">
<li>{a("about", "About us", "chrome:footer")}</li>
<li><a href="/contact-us/">Contact us</a></li>
<li>{a("corrections", "Corrections and clarifications", "chrome:footer")}</li>
<li>{a("newsletter", "Newsletter preference centre", "chrome:footer")}</li>
<li><a href="/privacy-notice/">Privacy notice</a></li>
<li><a href="/cookie-notice/">Cookie notice</a></li>
<li><a href="/how-to-complain/">How to complain</a></li>
<li><a href="/rss.xml">RSS feeds</a></li>
</ul>
<p class="copyright">&copy; 2026 Humberside Echo. Part of Northcoast Media Group. Registered in England No. 00082548.</p>
</footer>
<script src="/static/js/main.9f2c81.js" async></script>
</body>
</html>
"""

    # ------------------------------------------------------------------ stories
    def card(self, k: str) -> str:
        d = self.docs[k]
        return f"""<aside class="related-article inline-related"><div class="related-article-inner">{self.a(k, d.title, "chrome:related", 'class="related-article-image"', f'<img src="https://i2-prod.humbersideecho.test/incoming/article{zlib.crc32(k.encode()) % 99_999_999}.ece/ALTERNATES/s180/0_{k}.jpg" alt="" loading="lazy">')}<div class="related-article-text"><span class="related-article-label">Read more</span><strong class="related-article-title">{self.a(k, d.title, "chrome:related")}</strong></div></div></aside>"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.extra.get("agency"):
            authors = f'<div class="author-information"><span class="author agency">{esc(doc.byline)}</span></div>'
        else:
            links = " and ".join(
                a(self.author_href(n), n, "byline", 'rel="author" class="publication-theme"') for n in doc.authors
            )
            job = f'<span class="job-title">{esc(doc.extra.get("role", ""))}</span>' if len(doc.authors) == 1 else ""
            authors = f'<div class="author-information"><div class="author-img"><img src="https://i2-prod.humbersideecho.test/authors/{zlib.crc32(doc.authors[0].encode()) % 99999}.jpg" alt="" width="40" height="40"></div><span class="author">{links}</span>{job}</div>'
        times = f'<li><span class="time-container">{doc.stamp}</span></li>'
        if doc.extra.get("updated"):
            times += f'<li><span class="updated">Updated</span><span class="time-container">{stamp(doc.extra["updated"])}</span></li>'
        fig = ""
        if doc.extra.get("fig"):
            fig = f'<figure class="in-article-image"><img src="https://i2-prod.humbersideecho.test/incoming/article{zlib.crc32(doc.key.encode()) % 99_999_999}.ece/ALTERNATES/s615/0_{doc.key}-main.jpg" alt="{esc(doc.image)}"><figcaption><span class="caption">{esc(doc.extra["fig"])}</span> <span class="credit">({esc(doc.extra["credit"])})</span></figcaption></figure>'
        parts: list[str] = []
        for b in doc.blocks:
            if b[0] == "box" and b[1].startswith("card:"):
                parts.append(self.card(b[1][5:]))
            elif b[0] == "box" and b[1].startswith("readmore:"):
                keys = b[1][9:].split(",")
                items = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in keys)
                parts.append(f'<div class="read-more-links"><strong>Read more:</strong><ul>{items}</ul></div>')
            elif b[0] == "fig":
                parts.append(
                    f'<figure class="in-article-image"><img src="https://i2-prod.humbersideecho.test/incoming/article{zlib.crc32(b[1].encode()) % 99_999_999}.ece/ALTERNATES/s615/0_gallery.jpg" alt="{esc(b[1])}" loading="lazy"><figcaption><span class="caption">{esc(b[2])}</span> <span class="credit">(Image: Danny Morrell)</span></figcaption></figure>'
                )
            else:
                parts.append(blocks_html(self, [b]))
        body = "\n".join(parts)
        if doc.key == "live":
            body = f'<div class="liveblog" data-live="true"><div class="liveblog-header"><span class="live-label">LIVE</span> <span class="live-count">Updated {stamp(doc.extra["updated"])}</span></div>{body}</div>'
        elif doc.key not in ("rent",) and len(doc.blocks) > 3:
            body += "\n" + NEWSLETTER_BOX
        topics = " ".join(
            a("topic", t, "tags")
            if t == "Hull City Council"
            else a("/all-about/" + t.lower().replace(" ", "-").replace("'", ""), t, "tags")
            for t in doc.extra.get("topics", [])
        )
        recent = [k for k in ("live", "anlaby", "school", "fares", "qa") if k != doc.key][:4]
        recent_html = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in recent)
        section_href = (
            "news"
            if doc.section == "Hull News"
            else ("/news/uk-world-news/" if doc.section == "UK News" else "/news/east-yorkshire-news/")
        )
        return f"""<article class="article-main" itemscope itemtype="https://schema.org/NewsArticle">
<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li>{a("news", "News", "chrome:breadcrumb")}</li><li>{a(section_href, doc.section, "chrome:breadcrumb")}</li></ol></nav>
<div class="section-theme-border"></div>
<h1 class="publication-font" itemprop="headline">{esc(doc.title)}</h1>
{f'<p class="sub-title" itemprop="description">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="article-information">{authors}<ul class="time-info">{times}</ul>
<ul class="social-share"><li><a class="share-facebook" href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Share</a></li><li><a class="share-comments" href="#comments-wrapper">Comments</a></li><li><a class="share-bookmark" href="/my-account/bookmarks/">Bookmark</a></li></ul></div>
{fig}
<div class="article-body" itemprop="articleBody">
{body}
</div>
<div class="tag-list"><span class="tag-list-label">Topics</span> {topics}</div>
<div class="comments-wrapper" id="comments-wrapper"><button class="comments-button">View comments</button></div>
</article>
<aside class="related-content" aria-label="More stories"><h2 class="related-title">Most recent</h2><ol class="related-list">{recent_html}</ol>
<div class="mpu-ad"><!-- ad: mpu --></div></aside>"""

    # ------------------------------------------------------------------ listings and service pages
    def listing_main(self, doc: Doc) -> str:
        a = self.a
        keys = doc.extra["list"]
        if doc.key == "home":
            lead = self.teaser(keys[0], size="large")
            rest = "\n".join(self.teaser(k) for k in keys[1:])
            return f"""<section class="channel-hero"><h1 class="visually-hidden">{esc(doc.title)}</h1>{lead}</section>
<section class="channel-list"><h2 class="channel-title">{a("news", "Latest news", "content")}</h2>{rest}
<p class="more-link">{a("news", "More Hull and East Yorkshire news", "content")}</p></section>
<section class="channel-list promo"><h2 class="channel-title">Popular right now</h2><ol>{"".join(f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("qa", "live", "rent"))}</ol>
<p>{a("mostread", "See all of the most read stories", "content")}</p></section>
<section class="newsletter-promo">{NEWSLETTER_BOX}</section>"""
        if doc.kind == "soft404":
            return f"""<section class="error-page"><h1 class="publication-font">{esc(doc.title)}</h1>{self.blocks(doc)}
<form class="search-form" action="/search" method="get"><input type="search" name="q" placeholder="Search Humberside Echo"><button type="submit">Search</button></form>
<h2 class="channel-title">Most read</h2>{"".join(self.teaser(k) for k in keys)}</section>"""
        if doc.kind == "list":
            items = "".join(
                f'<li class="most-read-item"><span class="rank">{i}</span>{self.teaser(k)}</li>'
                for i, k in enumerate(keys, 1)
            )
            return f'<section class="most-read-page"><h1 class="publication-font">{esc(doc.title)}</h1><p class="channel-description">{esc(doc.extra["intro"])}</p><ol class="most-read-list">{items}</ol></section>'
        if doc.kind == "author":
            head = f'<div class="author-profile"><img src="https://i2-prod.humbersideecho.test/authors/{zlib.crc32(doc.title.encode()) % 99999}.jpg" alt="" width="120" height="120"><h1 class="publication-font">{esc(doc.title)}</h1><p class="author-job-title">{doc.extra["role"]}</p><div class="author-bio">{self.blocks(doc)}</div><ul class="author-social"><li><a href="https://twitter.com/ellie_thornton_echo">X</a></li><li><a href="mailto:ellie.thornton@humbersideecho.test">Email</a></li></ul></div><h2 class="channel-title">Latest from {esc(doc.title)}</h2>'
        elif doc.kind == "tag":
            head = f'<div class="topic-header"><h1 class="publication-font">{esc(doc.title)}</h1><p class="channel-description">{esc(doc.extra["blurb"])}</p></div>'
        else:
            head = f'<div class="channel-header"><h1 class="publication-font">{esc(doc.title)}</h1></div>'
        items = "\n".join(self.teaser(k) for k in keys)
        pager = ""
        if doc.extra.get("more"):
            pager = f"""<nav class="pagination"><span class="current">1</span> {a(doc.extra["more"], "2", "content")} <a href="{NEWS}?page=3">3</a> {a(doc.extra["more"], "Next", "content", 'rel="next"')}</nav>"""
        elif doc.extra.get("prev"):
            pager = f"""<nav class="pagination">{a(doc.extra["prev"], "Previous", "content", 'rel="prev"')} {a(doc.extra["prev"], "1", "content")} <span class="current">2</span> <a href="{NEWS}?page=3">3</a> <a href="{NEWS}?page=3" rel="next">Next</a></nav>"""
        return f'{head}<section class="channel-list">{items}</section>{pager}'

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "subscribe":
            boxes = "".join(
                f'<label class="newsletter-option"><input type="checkbox" name="nl" value="{i}"> {n}</label>'
                for i, n in enumerate(
                    ["Daily news", "Breaking news", "Hull City", "Hull FC and Hull KR", "What's On", "Property"]
                )
            )
            extra = f'<form class="newsletter-preferences" action="/newsletter-subscribe" method="post"><input type="email" name="email" placeholder="Your email address">{boxes}<button type="submit">Save preferences</button></form><p class="newsletter-legal">We use your sign-up to provide content in ways you\'ve consented to and to improve our understanding of you.</p>'
        return f"""<article class="static-page"><h1 class="publication-font">{esc(doc.title)}</h1>
<div class="static-page-body">{self.blocks(doc)}</div>{extra}</article>"""
