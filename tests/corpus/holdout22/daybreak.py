# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; en dashes and curly quotes are deliberate)
"""Kerala Daybreak: an Indian English news site (Kochi) on a Quintype-like React SSR stack: `#container`, CSS-module
class names, `story-element story-element-text` blocks, `/kerala/2026/12/02/slug` story paths, `/topic/…`,
`/author/…`, `/search?q=`, and the whole page state in `window.qtState` (stories with their `cards` and
`story-elements`, times as epoch milliseconds). Machine times (meta, JSON-LD, state) are UTC; the page prints
IST. The Vyttila story was published at 01:45 IST on 2 December, 20:15 UTC on 1 December."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import uuid
import zlib
from typing import Any

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc, plain

IST = dt.timezone(dt.timedelta(hours=5, minutes=30))


def jdump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False).replace("</", "<\\/")


def ist(local: str) -> str:
    """'2026-12-02 01:45' (IST) -> '2026-12-01T20:15:00.000Z'."""
    t = dt.datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=IST).astimezone(dt.UTC)
    return t.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def shown(local: str) -> str:
    """'2026-12-02 01:45' -> '02 Dec 2026, 1:45 am'."""
    t = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    return f"{t:%d %b %Y}, {t.hour % 12 or 12}:{t:%M} {'am' if t.hour < 12 else 'pm'}"


def epoch(utc: str) -> int:
    return int(dt.datetime.strptime(utc, "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=dt.UTC).timestamp() * 1000)


def sid(key: str) -> str:
    return str(uuid.UUID(hashlib.md5(key.encode()).hexdigest()))


class Daybreak(Base):
    origin = "https://www.keraladaybreak.test"
    name = "Kerala Daybreak"
    prefix = "kd"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kd",
            [
                ".header-m__wrapper__1dK3a",
                ".story-card",
                ".story-element-text",
                ".styles-m__headline__3Fa9x",
                ".collection-m__stack__2cWq1",
                ".footer-m__wrapper__9xQ2e",
                ".author-m__card__qL7c0",
            ],
            230,
        )

    def art(
        self,
        key: str,
        slug: str,
        title: str,
        local: str,
        authors: list[str],
        lines: list[str],
        shape: str,
        **extra: Any,
    ) -> Doc:
        utc = ist(local)
        section = extra.pop("section", "Kerala")
        path = f"/{section.lower()}/{local[:10].replace('-', '/')}/{slug}"
        return story(key, path, title, local[:10], utc, shown(local), authors, lines, shape, section=section, **extra)

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Kerala Daybreak",
                "quintype-home",
                list=["metro", "biennale10", "flyover", "homestays", "wire", "qa", "brief"],
            )
        )
        add(
            page(
                "section",
                "/kerala",
                "section",
                "Kerala",
                "quintype-section",
                list=["metro", "flyover", "brief", "biennale10", "wire"],
                more="section2",
            )
        )
        add(
            page(
                "section2",
                "/kerala?page=2",
                "section",
                "Kerala",
                "quintype-section-page2",
                list=["homestays", "qa"],
                prev="section",
            )
        )
        add(page("topic", "/topic/water-metro", "tag", "Water Metro", "quintype-topic", list=["metro", "feeder"]))
        add(
            page(
                "author",
                "/author/anjali-menon",
                "author",
                "Anjali Menon",
                "quintype-author",
                [
                    "Anjali Menon is a senior correspondent in Kochi who writes about urban transport, civic bodies and the environment."
                ],
                list=["metro", "flyover"],
            )
        )
        add(
            page(
                "search",
                "/search?q=metro",
                "search",
                "Search results for “metro”",
                "quintype-search",
                list=["feeder", "metro", "flyover"],
                query="metro",
            )
        )
        add(
            page(
                "podcast",
                "/podcasts/daybreak-daily/episode-212-why-keralas-fishermen-are-borrowing-more",
                "podcast",
                "Daybreak Daily, Episode 212: Why Kerala's fishermen are borrowing more",
                "quintype-podcast-episode-short-notes",
                [
                    "A poor sardine season has pushed many fishing families on the Kerala coast deeper into debt. Anjali Menon and Rahul Varghese talk to a boat owner in Chellanam and a microfinance worker in Vypin about what happens when the nets come back empty.",
                ],
                hosts="Anjali Menon, Rahul Varghese",
                duration="24:18",
                published="30 Nov 2026",
            )
        )
        add(
            page(
                "gallery",
                "/photos/in-pictures-kochis-christmas-star-makers-get-busy",
                "gallery",
                "In pictures: Kochi's Christmas star makers get busy",
                "quintype-photo-gallery-captions-only",
                [
                    "FIG: Paper stars hanging in a shop | Paper stars in every colour hang outside a shop on Broadway, Ernakulam.",
                    "FIG: A worker shaping a bamboo frame | A worker in Vaduthala shapes a bamboo frame for a two-metre star.",
                    "FIG: LED stars being tested | LED stars are tested before being packed for shops in Thrissur and Kottayam.",
                    "FIG: Children choosing a star | Children pick a star at a roadside stall in Kaloor.",
                    "FIG: Giant star on a church | A giant star goes up on the façade of a church in Fort Kochi.",
                    "FIG: Stars stacked for delivery | Finished stars stacked for delivery at a workshop in Kadavanthra.",
                ],
                published="01 Dec 2026, 6:00 pm",
            )
        )
        add(
            page(
                "terms",
                "/terms-of-use",
                "policy",
                "Terms of Use",
                "quintype-static-policy-updated",
                [
                    "Last updated on 14 August 2026",
                    "These terms govern your use of keraladaybreak.test and the Kerala Daybreak apps. By using the site you agree to them. If you do not agree, please do not use the site.",
                    "## Use of content",
                    "All articles, photographs, videos and graphics on this site are the property of Kerala Daybreak or its licensors. You may share links to our stories and quote short extracts with credit, but you may not republish full articles, photographs or videos without written permission.",
                    "## User comments",
                    "Comments must not be defamatory, obscene, abusive or communally sensitive. We may remove comments and block users who break these rules without notice.",
                    "## Disclaimer",
                    "We take care to make our reporting accurate, but we do not guarantee that all information on the site is complete or current. Links to other websites are provided for convenience; we are not responsible for their content.",
                    "## Jurisdiction",
                    "These terms are governed by the laws of India, and the courts of Ernakulam have exclusive jurisdiction.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "About Kerala Daybreak",
                "quintype-static-about",
                [
                    "Kerala Daybreak is an independent English-language news website based in Kochi, started in 2019 by a group of journalists who had worked for newspapers in Kerala, Bengaluru and the Gulf.",
                    "We report on Kochi and the rest of Kerala: civic issues, transport, the environment, the coast, culture and the economy, with a small team of reporters and a network of contributors across the state.",
                    "## Our team",
                    "Editor: Joseph Kuriakose. Senior correspondents: Anjali Menon, Rahul Varghese. Correspondent: Meera Nair. Photographer: Thomas Kurian.",
                    "## Contact",
                    "Write to us at desk@keraladaybreak.test or call 0484 255 5010. Our office is on MG Road, Ernakulam.",
                ],
            )
        )

        add(
            self.art(
                "metro",
                "water-metro-to-add-four-routes-by-march-but-vypin-islanders-still-wait-for-a-jetty",
                "Water Metro to add four routes by March, but Vypin islanders still wait for a jetty",
                "2026-12-02 09:10",
                ["Anjali Menon"],
                [
                    "Kochi Water Metro will open four new routes by the end of March, adding boat connections to Mulavukad, Kadamakkudy, Willingdon Island and a second service to Fort Kochi, Kochi Metro Rail Limited (KMRL) said on Tuesday.",
                    "The expansion will take the network to 13 routes and 22 terminals, and KMRL expects daily ridership to cross 40,000 by the middle of next year, up from about 27,000 now. Six new hybrid electric boats, each carrying 100 passengers, are being built at a shipyard in the city and the first two are due for delivery in January.",
                    "“The demand is clearly there. On weekends the Fort Kochi boats are full by ten in the morning,” said KMRL's director for systems, S. Radhakrishnan. “The new routes are about the islands where people still depend on old ferries or long bus journeys to reach the city.”",
                    "## Vypin still waiting",
                    "For residents of Vypin island, though, the announcement was a reminder of what they still do not have. The island, home to more than 1.2 lakh people, is served by a Water Metro terminal at its southern tip, but the jetty at Malipuram, which residents were promised in 2023, has not been built.",
                    "“Every day I take a private ferry from Malipuram to the High Court jetty, and every day I pray the steps don't break,” said K.T. Shiji, a nurse who works at the General Hospital. “They keep announcing new routes. We just want the one they promised.”",
                    "KMRL officials said the Malipuram terminal was delayed by a land dispute and a change in the design of the approach bridge. Tenders for the construction will be invited in January, Radhakrishnan said, and the work is expected to take 14 months.",
                    "Elamkunnapuzha panchayat president Mini Joseph said the panchayat had handed over 40 cents of land for the project two years ago. “We have done our part. The delay is only from the government side,” she said.",
                    "RAW:also:flyover",
                    "## Fares and feeder links",
                    "Fares on the new routes will follow the existing structure, with a minimum fare of ₹20 and a maximum of ₹40. Weekly and monthly passes will also be valid. KMRL plans to extend its feeder e-bus services to the new terminals so that commuters can reach the metro stations at Vyttila and Ernakulam South without changing more than once.",
                    "Transport researchers say the Water Metro has shown that boats can be a real commuter option rather than a tourist ride. A study by a Kochi-based mobility group found that 61% of passengers on the Vyttila–Kakkanad route used it to travel to work or college.",
                    "“The next step is integration,” said urban planner Dr. Lakshmi Pillai. “One card, one app, timetables that match. If a boat reaches Vyttila and the bus has just left, people will go back to their two-wheelers.”",
                    "KMRL said it would also begin a trial of night services on the High Court–Vypin route from December 15, with boats running until 10 pm on weekdays.",
                ],
                "quintype-long-story-ist",
                dek="KMRL says new boats will link Mulavukad, Kadamakkudy and Willingdon Island; Vypin residents say the old ferry jetty is unsafe",
                image="A Water Metro boat at the High Court terminal",
                fig=("A Water Metro boat leaves the High Court terminal in Ernakulam.", "Thomas Kurian"),
                tags=["Water Metro", "KMRL", "Vypin"],
            )
        )
        add(
            self.art(
                "biennale10",
                "kochi-muziris-biennale-2026-10-things-to-know-before-you-go",
                "Kochi-Muziris Biennale 2026: 10 things to know before you go",
                "2026-12-01 18:30",
                ["Rahul Varghese"],
                [
                    "The sixth edition of the Kochi-Muziris Biennale opens on December 12 and runs until the end of March, with works by 88 artists spread across Fort Kochi, Mattancherry and Ernakulam. Here is what you need to know before you go.",
                    "## 1. It starts on December 12",
                    "The Biennale opens to the public at 10 am on December 12, the same date as every edition since 2012. The main venue, Aspinwall House, will be open from 10 am to 7 pm every day except March 1.",
                    "## 2. Tickets are cheaper for students",
                    "A single-day pass costs ₹150 for adults and ₹50 for students with an ID card. A season pass is ₹1,000. Children under 12 and senior citizens get in free.",
                    "## 3. There are 14 venues this time",
                    "Apart from Aspinwall House, works are on show at Pepper House, Anand Warehouse, Cabral Yard, the Durbar Hall Art Centre in Ernakulam and nine smaller spaces. Most are within walking distance of each other in Fort Kochi.",
                    "## 4. Take the boat, not the car",
                    "Parking in Fort Kochi is very limited during the Biennale. The Water Metro and the state ferry from Ernakulam are the easiest ways to get there, and boats run every 20 minutes at peak hours.",
                    "## 5. The curator is an artist",
                    "This edition is curated by the Delhi-based artist Nandita Rao, who has titled it “Tides That Remember”. Many of the works deal with migration, the sea and the climate.",
                    "## 6. The Students' Biennale is back",
                    "Work by 200 art students from across the country will be shown in warehouses along the Mattancherry waterfront as part of a parallel programme.",
                    "## 7. Some works can only be seen at night",
                    "Three large outdoor light installations on the Fort Kochi beach can only be seen after 6.30 pm. Carry mosquito repellent.",
                    "## 8. There are free guided walks",
                    "Volunteers lead free walks in English and Malayalam at 11 am and 4 pm daily, starting from the Aspinwall House gate. Groups of more than ten should book ahead.",
                    "## 9. Access has improved",
                    "Ramps and accessible toilets have been installed at the main venues, and wheelchairs can be borrowed at Aspinwall House and Pepper House.",
                    "## 10. Leave time for lunch",
                    "Fort Kochi's cafés fill up in the afternoon. Locals recommend eating early, before 12.30 pm, or heading to Mattancherry, where the queues are shorter.",
                ],
                "quintype-listicle-title-elements",
                section="Culture",
                image="Visitors at Aspinwall House",
                fig=("Visitors at Aspinwall House during the last Biennale.", "Daybreak Archive"),
                tags=["Kochi-Muziris Biennale", "Fort Kochi"],
                template="listicle",
            )
        )
        add(
            self.art(
                "flyover",
                "vyttila-flyover-to-close-at-night-for-10-days-from-monday",
                "Vyttila flyover to close at night for 10 days from Monday",
                "2026-12-02 01:45",
                ["Anjali Menon"],
                [
                    "The Vyttila flyover will be closed to traffic from 10 pm to 6 am for ten days from Monday, December 7, for resurfacing and repairs to its expansion joints, the Public Works Department (PWD) said.",
                    "During the closure, vehicles heading towards Aroor will be diverted through the service roads under the flyover, and heavy vehicles coming from Edappally will be stopped at Palarivattom until 6 am, officials said.",
                    "The flyover, which opened in January 2021, carries about 80,000 vehicles a day. Motorists have complained for months about potholes near the expansion joints on the Aroor side.",
                    "The traffic police have asked long-distance buses to use the Kundannoor–Thevara route during the night hours.",
                ],
                "quintype-utc-previous-day",
                tags=["Vyttila", "Traffic"],
            )
        )
        add(
            self.art(
                "wire",
                "centre-clears-rs-1200-crore-for-coastal-protection-works",
                "Centre clears ₹1,200 crore for coastal protection works in Kerala, Karnataka and Goa",
                "2026-12-02 14:20",
                [],
                [
                    "New Delhi, Dec 2 (BNW): The Union government on Wednesday approved ₹1,200 crore for coastal protection works in Kerala, Karnataka and Goa under a new phase of its shoreline management programme, officials said.",
                    "Kerala will receive the largest share, ₹610 crore, for seawalls, offshore breakwaters and beach nourishment at 14 locations, including Chellanam, Kaipamangalam and Valiyathura, according to a statement from the Ministry of Earth Sciences.",
                    "Karnataka will get ₹370 crore and Goa ₹220 crore. The states will contribute 25 per cent of the project cost.",
                    "The ministry said the projects were chosen on the basis of a national shoreline assessment that found about a third of India's coastline was eroding, with the south-west coast among the worst affected.",
                    "Work is expected to begin before the monsoon next year, the statement said.",
                    "SIGN: (This story has not been edited by Kerala Daybreak staff and is published from a syndicated feed.)",
                ],
                "quintype-wire-agency-author",
                section="India",
                byline="BNW",
                tags=["Coastal erosion"],
            )
        )
        add(
            self.art(
                "qa",
                "the-sardine-will-come-back-but-not-on-our-timetable",
                "‘The sardine will come back, but not on our timetable’: A fisheries scientist on Kerala's shrinking catch",
                "2026-11-30 11:00",
                ["Rahul Varghese"],
                [
                    "Kerala's oil sardine catch fell to one of its lowest levels in a decade this year, hitting thousands of fishing families along the coast. Dr. Susan Mathew, a senior scientist at a marine fisheries research institute in Kochi, has studied the fish for 25 years. Edited excerpts from a conversation:",
                    "Q: How bad was this year's catch? || Our provisional estimate is around 38,000 tonnes for Kerala, against more than three lakh tonnes in a good year like 2012. So it is not a small dip. For the boats that depend only on sardine, it has been a very hard year.",
                    "Q: What is causing it? || There is no single reason. The sardine is very sensitive to sea surface temperature and to the upwelling that brings nutrients up during the monsoon. In warm years, like the El Niño years, the food it eats is less, the young fish do not survive, and the adults move deeper or further away.",
                    "Q: Is overfishing part of it? || It is part of it. When the stock is already weak, catching juvenile fish makes it worse. We have recommended a minimum legal size of 10 cm, and the state has notified it, but enforcement at the landing centres is still patchy.",
                    "Q: Fishermen say the fish has disappeared before and come back. || That is true. There were crashes in the 1990s and again around 2015, and each time the fish returned. I am confident it will come back. But the sea will decide the timing, not us, and the warming trend means the bad years may come more often.",
                    "Q: What should families do in the meantime? || The government has to look at income support during bad seasons, not only during the monsoon ban. And we need to help people diversify: mussel farming, cage culture, value-added products. The sardine will come back, but not on our timetable.",
                ],
                "quintype-qa",
                image="Dr. Susan Mathew at her laboratory",
                fig=("Dr. Susan Mathew at her laboratory in Kochi.", "Thomas Kurian"),
                tags=["Fisheries", "Climate"],
            )
        )
        add(
            self.art(
                "brief",
                "power-shutdown-in-parts-of-edappally-on-thursday",
                "Power shutdown in parts of Edappally on Thursday",
                "2026-12-02 19:05",
                [],
                [
                    "Power supply will be interrupted from 9 am to 5 pm on Thursday in areas under the Edappally electrical section, including Mamangalam, Padivattom and parts of Kunnumpuram, for line maintenance, KSEB said.",
                ],
                "quintype-brief-bureau-byline",
                byline="Daybreak Bureau",
                tags=["Power cut"],
            )
        )
        add(
            self.art(
                "feeder",
                "kmrl-to-run-feeder-e-buses-to-kakkanad-infopark-from-january",
                "KMRL to run feeder e-buses to Kakkanad InfoPark from January",
                "2026-11-29 16:40",
                ["Meera Nair"],
                [
                    "Kochi Metro Rail Limited will start a feeder electric bus service between the Vyttila Water Metro terminal and InfoPark in Kakkanad from January 5, in an attempt to pull more IT workers out of cars and onto public transport.",
                    "Fifteen 32-seat buses will run every ten minutes between 7 am and 10 pm on weekdays, with stops at Kakkanad junction, the Collectorate and Chittethukara, officials said. The fare will be ₹20, and passengers holding a metro or Water Metro card will get a 20% discount.",
                    "About 70,000 people work at InfoPark's two phases, but surveys by the park's employee association suggest fewer than one in ten use public transport to get there. The road from Vyttila to Kakkanad is among the most congested in the city during peak hours.",
                    "“If the bus reaches in 25 minutes, I will leave my car at home,” said Nikhil Thomas, a software tester who drives from Thrippunithura every day. “Right now it takes me 50 minutes to go 14 km.”",
                    "KMRL said the service would be extended to SmartCity once the second phase of the metro's Kakkanad line is completed.",
                ],
                "quintype-story-only-on-topic-and-search",
                image="A KMRL feeder bus",
                fig=("A KMRL feeder bus at Vyttila hub.", "Thomas Kurian"),
                tags=["Water Metro", "KMRL", "InfoPark"],
            )
        )
        add(
            self.art(
                "homestays",
                "fort-kochi-homestays-brace-for-a-biennale-season-without-cruise-ships",
                "Fort Kochi homestays brace for a Biennale season without cruise ships",
                "2026-12-01 07:30",
                ["Rahul Varghese", "Meera Nair"],
                [
                    "Every December for the past decade, Beena Fernandez has counted on two things to fill the four rooms of her homestay on Princess Street in Fort Kochi: the Biennale and the cruise ships. This year, only one of them is coming.",
                    "Cruise lines have cancelled most of their planned calls at Kochi this winter, citing route changes in the Arabian Sea. Port officials say just six ships are scheduled to call between December and March, compared with 38 last season.",
                    "“The cruise guests don't stay overnight, but they bring the shops and restaurants alive, and that brings the other tourists,” Fernandez said. “Our bookings for January are half of last year.”",
                    "RAW:also:gallery",
                    "The Fort Kochi Homestay Owners' Association, which has 420 members, says occupancy in November was about 55%, down from 78% a year earlier. Some owners have cut room rates by a third to attract domestic travellers.",
                    "Tourism officials are more hopeful. The Biennale drew more than six lakh visitors in its last edition, and the Department of Tourism is planning a campaign in Bengaluru, Chennai and Hyderabad to bring weekend visitors to Kochi during the festival.",
                    "“The Biennale has its own audience. These are people who come for the art and stay three or four days,” said a senior official of the department, who asked not to be named because the campaign has not been announced.",
                    "For the auto-rickshaw drivers who wait outside the cruise terminal on Willingdon Island, the season already looks lost. “Last year I made ₹2,000 on a ship day,” said driver Shaji P.A. “This year I am going back to the Ernakulam stand.”",
                ],
                "quintype-two-authors-and",
                image="A homestay on Princess Street",
                fig=("A homestay on Princess Street, Fort Kochi.", "Thomas Kurian"),
                tags=["Tourism", "Fort Kochi", "Kochi-Muziris Biennale"],
            )
        )

    # ------------------------------------------------------------------ state and head
    def elements(self, doc: Doc) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for b in doc.blocks:
            if b[0] == "p":
                out.append({"type": "text", "subtype": None, "text": f"<p>{esc(plain(b[1]))}</p>", "id": sid(b[1])})
            elif b[0] == "h2":
                out.append({"type": "title", "subtype": None, "text": plain(b[1]), "id": sid(b[1])})
            elif b[0] == "qa":
                out.append(
                    {
                        "type": "text",
                        "subtype": "q-and-a",
                        "text": f"<p><strong>{esc(b[1])}</strong></p><p>{esc(plain(b[2]))}</p>",
                        "id": sid(b[1]),
                    }
                )
            elif b[0] == "box" and b[1].startswith("also:"):
                k = b[1][5:]
                out.append(
                    {
                        "type": "text",
                        "subtype": "also-read",
                        "text": self.docs[k].title,
                        "metadata": {"linked-story-id": sid(k)},
                    }
                )
        return out

    def story_state(self, d: Doc, full: bool) -> dict[str, Any]:
        utc = d.iso or ""
        st: dict[str, Any] = {
            "id": sid(d.key), "headline": d.title, "slug": d.path.lstrip("/"), "subheadline": d.dek or None,
            "author-name": d.authors[0] if d.authors else d.byline,
            "authors": [{"id": zlib.crc32(n.encode()) % 900000, "name": n, "slug": n.lower().replace(" ", "-")} for n in (d.authors or [d.byline])],
            "published-at": epoch(utc), "first-published-at": epoch(utc), "last-published-at": epoch(utc),
            "sections": [{"name": d.section, "slug": d.section.lower()}], "story-template": d.extra.get("template", "text"),
            "hero-image-s3-key": f"keraladaybreak/2026-12/{sid(d.key)[:8]}/{d.key}.jpg",
        }  # fmt: skip
        if full:
            st["tags"] = [{"name": t, "slug": t.lower().replace(" ", "-")} for t in d.extra.get("tags", [])]
            st["hero-image-caption"] = d.extra["fig"][0] if d.extra.get("fig") else None
            st["cards"] = [{"id": sid(d.key + "c"), "story-elements": self.elements(d)}]
        return st

    def state(self, doc: Doc) -> dict[str, Any]:
        data: dict[str, Any]
        if doc.is_article:
            page_type = "story-page"
            data = {
                "story": self.story_state(doc, True),
                "relatedStories": [self.story_state(self.docs[k], False) for k in self.related(doc)],
            }
        elif "list" in doc.extra:
            page_type = {
                "home": "home-page",
                "section": "section-page",
                "tag": "tag-page",
                "author": "author-page",
                "search": "search-page",
            }[doc.kind]
            data = {
                "collection": {
                    "name": doc.title,
                    "items": [
                        {"type": "story", "story": self.story_state(self.docs[k], False)} for k in doc.extra["list"]
                    ],
                }
            }
            if doc.kind == "search":
                data["query"] = doc.extra["query"]
        else:
            page_type = {"podcast": "podcast-page", "gallery": "story-page"}.get(doc.kind, "static-page")
            data = {"page": {"title": doc.title, "kind": doc.kind}}
        return {
            "qt": {
                "pageType": page_type,
                "data": data,
                "currentPath": doc.path,
                "currentHostUrl": self.origin,
                "config": {
                    "publisher-name": "keraladaybreak",
                    "sketches-host": self.origin,
                    "cdn-image": "gumlet.keraladaybreak.test",
                    "language": {"iso-code": "en", "direction": "ltr"},
                },
            }
        }

    def related(self, doc: Doc) -> list[str]:
        return [k for k in ("metro", "biennale10", "homestays", "flyover") if k != doc.key][:3]

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title if doc.key == 'home' else doc.title + ' | ' + self.name)}</title>",
            f'<link rel="canonical" href="{url}">',
        ]
        if doc.is_article:
            metas += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta name="description" content="{esc(doc.dek or self.lede(doc))}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{doc.iso}">',
                f'<meta property="article:section" content="{esc(doc.section)}">',
                f'<meta name="author" content="{esc(", ".join(doc.authors) or doc.byline)}">',
            ]
            ld = {
                "@context": "http://schema.org", "@type": "NewsArticle", "headline": doc.title, "url": url,
                "datePublished": doc.iso, "dateModified": doc.iso, "articleSection": doc.section,
                "author": [{"@type": "Person", "name": n, "url": self.origin + "/author/" + n.lower().replace(" ", "-")} for n in (doc.authors or [doc.byline])],
                "publisher": {"@type": "Organization", "name": self.name, "logo": {"@type": "ImageObject", "url": self.origin + "/logo.png", "width": 600, "height": 60}},
                "mainEntityOfPage": {"@type": "WebPage", "@id": url}, "inLanguage": "en",
            }  # fmt: skip
            metas.append(f'<script type="application/ld+json">{jdump(ld)}</script>')
        else:
            metas += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
            ]
        nav = "".join(
            f'<li class="menu-m__item__1aE2q">{x}</li>'
            for x in [
                a("section", "Kerala", "chrome:nav", 'class="menu-m__link__3pQxV"'),
                a("/india", "India", "chrome:nav", 'class="menu-m__link__3pQxV"'),
                a("/culture", "Culture", "chrome:nav", 'class="menu-m__link__3pQxV"'),
                a("/environment", "Environment", "chrome:nav", 'class="menu-m__link__3pQxV"'),
                a("gallery", "Photos", "chrome:nav", 'class="menu-m__link__3pQxV"'),
                a("podcast", "Podcasts", "chrome:nav", 'class="menu-m__link__3pQxV"'),
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
{chr(10).join(metas)}
<meta property="og:site_name" content="{self.name}">
<meta name="twitter:card" content="summary_large_image">
<link rel="manifest" href="/manifest.json">
<link rel="preload" as="script" href="/toddy/assets/app-6c1f2b9e.js">
<style>/*PAD*/</style>
<script>window.qtVersion="5.20.1";window.qtLoadedFromShell=false;</script>
</head>
<body>
<div id="container">
<div class="app-m__wrapper__7aJ1k">
<header class="header-m__wrapper__1dK3a" data-test-id="header">
<div class="header-m__top__2Xy8p"><span class="header-m__date__0pLk2">Wednesday, 02 Dec 2026</span><a href="/epaper" class="header-m__epaper__4Rr1s">E-Paper</a><a href="/sign-in">Sign in</a></div>
<div class="header-m__logo__3Vn0c">{a("home", self.name, "chrome:header", 'class="header-m__logo-link__2aWq8" aria-label="Kerala Daybreak home"', '<img src="/logo.svg" alt="Kerala Daybreak" width="220" height="44">')}</div>
<nav class="menu-m__wrapper__3ZpTq"><ul class="menu-m__list__1h8Wc">{nav}</ul>
<form class="search-m__form__2yT1b" action="/search" method="get"><input type="search" name="q" placeholder="Search" aria-label="Search"><button type="submit">Search</button></form></nav>
<div class="trending-m__wrapper__1Xq2p"><span>Trending:</span> {a("search", "metro", "chrome:header")} <a href="/search?q=biennale">biennale</a> <a href="/search?q=sardine">sardine</a></div>
</header>
<main class="app-m__main__3qN2x" id="main">
{main}
</main>
<footer class="footer-m__wrapper__9xQ2e">
<div class="footer-m__logo__1Qx0b">{a("home", self.name, "chrome:footer")}</div>
<ul class="footer-m__links__2Lk3p"><li>{a("about", "About us", "chrome:footer")}</li><li>{a("terms", "Terms of Use", "chrome:footer")}</li><li><a href="/privacy-policy">Privacy Policy</a></li><li><a href="/contact-us">Contact</a></li><li><a href="/feed">RSS</a></li></ul>
<p class="footer-m__copy__3Tt7r">&copy; 2026 Kerala Daybreak. All rights reserved. Powered by a headless publishing platform.</p>
</footer>
</div>
</div>
<script>window.qtState = {jdump(self.state(doc))};</script>
<script src="/toddy/assets/app-6c1f2b9e.js" defer></script>
</body>
</html>
"""

    # ------------------------------------------------------------------ stories
    def element_html(self, doc: Doc) -> str:
        parts: list[str] = []
        for b in doc.blocks:
            if b[0] == "box" and b[1].startswith("also:"):
                k = b[1][5:]
                parts.append(
                    f"""<div class="story-element story-element-text story-element-text-also-read"><div class="also-read-m__wrapper__2TfQz"><span class="also-read-m__title__1o9Xa">Also Read</span>{self.a(k, self.docs[k].title, "chrome:related", 'class="also-read-m__link__3kPqq"')}</div></div>"""
                )
            elif b[0] == "h2":
                parts.append(f'<div class="story-element story-element-title"><h2>{esc(plain(b[1]))}</h2></div>')
            elif b[0] == "sign":
                parts.append(
                    f'<div class="story-element story-element-text story-element-text-blurb"><blockquote><em>{esc(b[1])}</em></blockquote></div>'
                )
            else:
                parts.append(f'<div class="story-element story-element-text"><div>{blocks_html(self, [b])}</div></div>')
        return "\n".join(parts)

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.authors:
            names = " and ".join(
                a(
                    "author" if n == "Anjali Menon" else "/author/" + n.lower().replace(" ", "-"),
                    n,
                    "byline",
                    'class="author-m__name__3Xq1p"',
                )
                for n in doc.authors
            )
        else:
            names = f'<span class="author-m__name__3Xq1p">{esc(doc.byline)}</span>'
        hero = ""
        if doc.extra.get("fig"):
            cap, credit = doc.extra["fig"]
            hero = f'<figure class="story-m__hero__1pP3c"><img src="https://gumlet.keraladaybreak.test/keraladaybreak/2026-12/{sid(doc.key)[:8]}/{doc.key}.jpg?w=1200&amp;auto=format" alt="{esc(doc.image)}"><figcaption class="story-m__caption__2Ww0e">{esc(cap)} <span class="story-m__attribution__1Zz9x">{esc(credit)}</span></figcaption></figure>'
        tags = "".join(
            f"<li>{a('topic', t, 'tags') if t == 'Water Metro' else a('/topic/' + t.lower().replace(' ', '-'), t, 'tags')}</li>"
            for t in doc.extra.get("tags", [])
        )
        rel = "".join(
            f"""<div class="story-card-m__small__1qV2c">{a(k, self.docs[k].title, "chrome:related", 'class="story-card-m__headline__2aA0x"')}<time class="story-card-m__time__0Rr2s" datetime="{self.docs[k].iso}">{self.docs[k].stamp}</time></div>"""
            for k in self.related(doc)
        )
        sec_href = "section" if doc.section == "Kerala" else "/" + doc.section.lower()
        return f"""<div class="story-page-m__wrapper__1uC0d" data-story-id="{sid(doc.key)}">
<article class="story-card" data-test-id="story-card">
<div class="story-m__section__3fT1p">{a(sec_href, doc.section, "chrome:breadcrumb", 'class="story-m__section-link__2p0Q4"')}</div>
<h1 class="styles-m__headline__3Fa9x" data-test-id="headline">{esc(doc.title)}</h1>
{f'<h2 class="styles-m__subheadline__1sP7d">{esc(doc.dek)}</h2>' if doc.dek else ""}
<div class="author-m__wrapper__2K8cL"><div class="author-m__names__1y3Vh">{names}</div><div class="author-m__time__3q9Kk"><time datetime="{doc.iso}">{doc.stamp}</time> IST</div></div>
<div class="share-m__wrapper__3nQ1c"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" aria-label="Share on Facebook">f</a><a href="https://wa.me/?text={esc(self.url(doc.key))}" aria-label="Share on WhatsApp">w</a></div>
{hero}
<div class="story-m__body__2kLpP">
{self.element_html(doc)}
</div>
<ul class="story-m__tags__1xYtY">{tags}</ul>
</article>
<aside class="story-page-m__related__3Kk1b"><h3 class="story-page-m__related-title__1tT1w">Related Stories</h3>{rel}</aside>
</div>"""

    # ------------------------------------------------------------------ listings
    def card(self, k: str, zone: str = "content", big: bool = False) -> str:
        d = self.docs[k]
        by = " and ".join(d.authors) if d.authors else d.byline
        img = (
            f'<img src="https://gumlet.keraladaybreak.test/keraladaybreak/2026-12/{sid(k)[:8]}/{k}.jpg?w={"800" if big else "320"}" alt="{esc(d.image or d.title)}" loading="lazy">'
            if d.image
            else ""
        )
        return f"""<div class="story-card-m__{"big" if big else "small"}__1qV2c">{img}<span class="story-card-m__section__3Dd1a">{esc(d.section)}</span>{self.a(k, d.title, zone, 'class="story-card-m__headline__2aA0x"')}<p class="story-card-m__summary__2QvZp">{esc(d.dek or self.lede(d))}</p><div class="story-card-m__meta__1Zp9c"><span>{esc(by)}</span> <time datetime="{d.iso}">{d.stamp}</time></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        keys = doc.extra["list"]
        if doc.key == "home":
            return f"""<section class="collection-m__stack__2cWq1 collection-m__hero__1pA2z"><h1 class="visually-hidden">{esc(doc.title)}</h1>{self.card(keys[0], big=True)}<div class="collection-m__grid__3aQ1w">{"".join(self.card(k) for k in keys[1:4])}</div></section>
<section class="collection-m__stack__2cWq1"><h2 class="collection-m__title__2Pq9b">{a("section", "Kerala", "content")}</h2>{"".join(self.card(k) for k in keys[4:])}</section>
<section class="collection-m__stack__2cWq1 collection-m__media__0aZ1c"><h2 class="collection-m__title__2Pq9b">Photos &amp; Podcasts</h2>
<div class="story-card-m__small__1qV2c">{a("gallery", self.docs["gallery"].title, "content", 'class="story-card-m__headline__2aA0x"')}<span class="story-card-m__badge__1w2Aa">6 photos</span></div>
<div class="story-card-m__small__1qV2c">{a("podcast", self.docs["podcast"].title, "content", 'class="story-card-m__headline__2aA0x"')}<span class="story-card-m__badge__1w2Aa">24 min listen</span></div></section>"""
        if doc.kind == "author":
            head = f'<div class="author-m__card__qL7c0"><img src="https://gumlet.keraladaybreak.test/authors/anjali-menon.jpg?w=160" alt="" width="120" height="120"><h1 class="author-m__title__2wQzX">{esc(doc.title)}</h1><div class="author-m__bio__1Pq3a">{self.blocks(doc)}</div><a href="https://twitter.com/anjalimenon_kd">@anjalimenon_kd</a></div>'
        elif doc.kind == "search":
            head = f'<div class="search-m__header__0xZq1"><h1 class="search-m__title__1Qp2c">{esc(doc.title)}</h1><p>{len(keys)} results</p><form action="/search" method="get"><input type="search" name="q" value="{esc(doc.extra["query"])}"><button type="submit">Search</button></form></div>'
        else:
            head = (
                f'<div class="section-m__header__2Ww1q"><h1 class="section-m__title__3Aa0p">{esc(doc.title)}</h1></div>'
            )
        items = "".join(self.card(k) for k in keys)
        pager = ""
        if doc.extra.get("more"):
            pager = f"""<div class="load-more-m__wrapper__1aQ2w">{a(doc.extra["more"], "Load More", "content", 'class="load-more-m__button__2Zq1b"')}</div>"""
        elif doc.extra.get("prev"):
            pager = f"""<div class="load-more-m__wrapper__1aQ2w">{a(doc.extra["prev"], "Newer stories", "content", 'class="load-more-m__button__2Zq1b"')} <a href="/kerala?page=3" class="load-more-m__button__2Zq1b">Load More</a></div>"""
        return f'{head}<section class="collection-m__stack__2cWq1">{items}</section>{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            figs = "".join(
                f'<figure class="gallery-m__item__1pQ2x"><img src="https://gumlet.keraladaybreak.test/keraladaybreak/2026-12/stars/{i}.jpg?w=1200" alt="{esc(b[1])}" loading="lazy"><figcaption class="gallery-m__caption__3Zz0q">{esc(b[2])} <span class="gallery-m__credit__2Aa1p">Thomas Kurian</span></figcaption><span class="gallery-m__count__0Qq1w">{i}/6</span></figure>'
                for i, b in enumerate(doc.blocks, 1)
            )
            return f'<article class="gallery-m__wrapper__3Kq1a"><div class="story-m__section__3fT1p">{self.a("gallery", "Photos", "chrome:breadcrumb")}</div><h1 class="styles-m__headline__3Fa9x">{esc(doc.title)}</h1><div class="author-m__time__3q9Kk"><time>{doc.extra["published"]}</time> IST</div>{figs}</article>'
        if doc.kind == "podcast":
            return f"""<article class="podcast-m__wrapper__2Tq1x"><span class="podcast-m__show__1Aa9z">Daybreak Daily</span><h1 class="styles-m__headline__3Fa9x">{esc(doc.title)}</h1>
<div class="podcast-m__meta__3Pp0q"><span>{doc.extra["published"]}</span> &middot; <span>{doc.extra["duration"]}</span> &middot; <span>Hosts: {doc.extra["hosts"]}</span></div>
<div class="podcast-m__player__1Xx2c"><audio controls preload="none" src="https://audio.keraladaybreak.test/daybreak-daily/212.mp3"></audio></div>
<div class="podcast-m__notes__2Rr9w">{self.blocks(doc)}</div>
<ul class="podcast-m__platforms__0Zz1a"><li><a href="https://podcasts.apple.test/daybreak-daily">Apple Podcasts</a></li><li><a href="https://open.spotify.test/show/daybreak-daily">Spotify</a></li><li><a href="/podcasts/daybreak-daily/feed.xml">RSS</a></li></ul>
<p class="podcast-m__credits__1Qq2a">Produced by Meera Nair. Sound by Arun Dev.</p></article>"""
        return f'<article class="static-page-m__wrapper__1Zq0p"><h1 class="static-page-m__title__2Aa3q">{esc(doc.title)}</h1><div class="static-page-m__body__3Xx1z">{self.blocks(doc)}</div></article>'
