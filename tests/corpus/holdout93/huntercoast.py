# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes and math signs are deliberate)
"""Hunter Coast University newsroom: an Australian university's news site on **Drupal 10** (`node--type-news-article`,
`field--name-body`, `field--name-field-news-date`, the Views pager from 0 so page 2 is `?page=1`, taxonomy
`/news/topics/…`, `/news/author/…`, `/search?keys=`), English (`en-AU`), UTF-8, Sydney time (+11:00 in November).

The story date is a **date-only** Drupal field: the page prints "12 November 2026" inside a `<time>` whose
`datetime` is local midnight in UTC ("2026-11-11T13:00:00Z"), and the Metatag JSON-LD says
"2026-11-11T13:00:00+0000" (no colon in the offset): every story is a day earlier in UTC than the day it prints,
and is labelled with the printed day. The alumni feature has no JSON-LD at all.

Math is **MathML** inline in the paragraphs (no TeX annotation): the body line holds the formula's leaves in reading
order, "z=1.8", "E∼1033" (10³³), "δ≥1−1n2" (1 − 1/n²). Notes: an `<aside class="sidenote">` between paragraphs (not
body), citation markers "[1]" in the text (kept) and a numbered "References" list at the end (not body). Credits:
"By Aisha Karimi"; the grant release "Media and Communications Office" (`[]`, JSON-LD the university); a piece
republished from The Conversation by "Dr Sarah O’Donnell, Senior Lecturer in Ecology" (labelled "Sarah O’Donnell":
no honorific, no role; JSON-LD spells her with a straight apostrophe) with a republication line and a disclosure
statement (not body). Media-contact boxes name people who are not authors. The Q&A opens with a "Key points" box
(body); the software story's `<pre><code>` lines are body."""

from __future__ import annotations

import json
import zlib
from typing import Any

from common import Base, frac, mi, mn, mo, page, row, story, sup
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.huntercoast.test"
ARTS = ["frb", "tiling", "coral", "expert", "grant", "software", "koalas", "alumni"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
PEOPLE = {
    "Aisha Karimi": "aisha-karimi",
    "Tom Fitzgerald": "tom-fitzgerald",
    "Mei Lin Tan": "mei-lin-tan",
    "Sarah O’Donnell": "sarah-odonnell",
}
OLD = [
    (
        "/news/2026/10/engineers-turn-coal-ash-into-low-carbon-concrete",
        "Engineers turn coal ash into low-carbon concrete",
        "30 October 2026",
    ),
    (
        "/news/2026/10/new-telescope-camera-sees-first-light",
        "New telescope camera sees first light at Siding Spring",
        "27 October 2026",
    ),
    (
        "/news/2026/10/drought-tolerant-wheat-trial-results",
        "Drought-tolerant wheat outperforms in Hunter Valley trials",
        "22 October 2026",
    ),
    (
        "/news/2026/10/microplastics-found-in-lake-macquarie-oysters",
        "Microplastics found in Lake Macquarie oysters",
        "16 October 2026",
    ),
]


def au(day: str) -> str:
    y, m, d = day.split("-")
    return f"{int(d)} {MONTHS[int(m) - 1]} {y}"


def midnight_utc(day: str) -> str:
    """Local midnight in Sydney (+11:00) as the UTC instant Drupal stores: 13:00 the day before."""
    from datetime import date, timedelta

    d = date.fromisoformat(day) - timedelta(days=1)
    return f"{d.isoformat()}T13:00:00"


class HunterCoast(Base):
    origin = ORIGIN
    name = "Hunter Coast University"
    prefix = "hcu"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    formulas = {
        "z": ("z = 1.8", row(mi("z"), mo("="), mn("1.8"))),
        "energy": (r"E \sim 10^{33}", row(mi("E"), mo("∼"), sup(mn("10"), mn("33")))),
        "bound": (
            r"\delta \ge 1 - \frac{1}{n^2}",
            row(mi("δ"), mo("≥"), mn("1"), mo("−"), frac(mn("1"), sup(mi("n"), mn("2")))),
        ),
        "n7": ("n = 7", row(mi("n"), mo("="), mn("7"))),
        "n": ("n", mi("n")),
    }

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hcu",
            [
                ".region-header",
                ".menu--main .menu-item",
                ".page-title",
                ".field--name-body p",
                ".field--name-field-news-date",
                ".sidenote",
                ".media-contact",
                ".references li",
                ".region-footer",
                ".eu-cookie-compliance-banner",
            ],
            290,
        )

    def fn_text(self, n: str) -> str:
        return f"[{n}]"

    def span(self, kind: str, content: str) -> str:
        if kind == "fn":
            return f'<a href="#ref-{content}" class="citation">[{content}]</a>'
        return super().span(kind, content)

    def block(self, block: tuple[Any, ...], zone: str) -> str | None:
        kind = block[0]
        if kind == "notes":
            items = "".join(f'<li id="ref-{i}">{self.inline(n, zone)}</li>' for i, n in enumerate(block[1], 1))
            return f'<section class="references"><h2>References</h2><ol>{items}</ol></section>'
        if kind == "fig":
            fid = zlib.crc32(block[1].encode()) % 9000 + 1000
            return f'<div class="media media--type-image media--view-mode-full-width"><figure role="group" class="caption caption-drupal-media"><img loading="lazy" src="/sites/default/files/styles/full_width/public/2026-11/{self.anchor(block[1])}.jpg?itok={fid:x}" width="1200" height="800" alt="{esc(block[1])}"><figcaption>{esc(block[2])} <span class="photo-credit">{esc(block[3])}</span></figcaption></figure></div>'
        if kind == "keys":
            items = "".join(f"<li>{self.inline(i, zone)}</li>" for i in block[2])
            return f'<div class="paragraph paragraph--type--key-points"><h3 class="key-points__title">{esc(block[1])}</h3><ul>{items}</ul></div>'
        if kind == "pull":
            return f'<div class="paragraph paragraph--type--pull-quote"><blockquote><p>{esc(block[1])}</p><footer>{esc(block[2])}</footer></blockquote></div>'
        if kind == "box":
            return f'<div class="media-contact"><h3>{esc(block[1])}</h3><p>{self.inline(block[2], zone)}</p></div>'
        if kind == "bio":
            return f'<div class="republish-note"><p><em>{self.inline(block[1], zone)}</em></p></div>'
        if kind == "math":
            return f"<p>{self.math_html(block[1], display=True)}</p>"
        return None

    # --- pages ---------------------------------------------------------------------------------------------

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/news",
                "home",
                "Newsroom",
                "drupal-newsroom-home",
                list=["grant", "frb", "koalas", "tiling", "coral", "software", "expert", "alumni"],
            )
        )
        add(
            page(
                "scitech",
                "/news/science-technology",
                "section",
                "Science and technology",
                "drupal-views-section",
                list=["grant", "frb", "tiling", "coral", "software"],
                more="scitech2",
            )
        )
        add(
            page(
                "scitech2",
                "/news/science-technology?page=1",
                "section",
                "Science and technology",
                "drupal-views-section-page2",
                list=["expert", "alumni"],
                old=OLD,
            )
        )
        add(
            page(
                "topic",
                "/news/topics/astronomy",
                "tag",
                "Astronomy",
                "drupal-taxonomy-term",
                list=["frb", "grant"],
                old=OLD[1:2],
            )
        )
        add(
            page(
                "author",
                "/news/author/aisha-karimi",
                "author",
                "Aisha Karimi",
                "drupal-author",
                list=["frb", "coral"],
                bio="Aisha Karimi is a science writer in the university’s Media and Communications Office, covering physics, astronomy and marine science.",
            )
        )
        add(page("search", "/search?keys=reef", "search", "Search", "drupal-search-api", list=["coral", "koalas"]))
        add(
            page(
                "notfound",
                "/news/2018/08/telescope-upgrade-opens-new-window-on-the-sky",
                "not-found",
                "Page not found",
                "drupal-soft-404",
                [
                    "The requested page could not be found. It may have been moved or archived as part of our website redesign.",
                    "Try searching the newsroom or browse the latest news below.",
                ],
            )
        )
        add(
            page(
                "events",
                "/events",
                "events",
                "Events",
                "drupal-events-calendar",
                [
                    "T: Date | Event | Location",
                    "T: Fri 13 Nov, 6pm | Public lecture: Fast radio bursts and the missing matter of the universe | Great Hall, Callaghan campus",
                    "T: Tue 17 Nov, 12pm | Research seminar: Marine heatwaves and coral recovery | Online",
                    "T: Thu 19 Nov, 5:30pm | Open night: Bachelor of Data Science | Newcastle City campus",
                    "T: Sat 28 Nov, 9am | Stargazing at the observatory (bookings essential) | Paterson Observatory",
                    "All events are free unless stated otherwise. Times are Australian Eastern Daylight Time (AEDT).",
                ],
            )
        )
        add(
            page(
                "experts",
                "/news/media/find-an-expert",
                "directory",
                "Find an expert",
                "expert-directory",
                [
                    "Our researchers are available to comment on a wide range of topics. Contact the Media and Communications Office to arrange an interview.",
                    "T: Expert | Area | Topics",
                    "T: Professor Ravi Menon | Astrophysics | Fast radio bursts, radio telescopes, cosmology",
                    "T: Dr Sarah O’Donnell | Ecology | Koalas, climate adaptation, habitat corridors",
                    "T: Associate Professor Daniel Whitlam | Computer science | Artificial intelligence, research integrity",
                    "T: Dr Kiri Ngata | Marine science | Coral reefs, marine heatwaves",
                ],
            )
        )
        add(
            page(
                "contacts",
                "/news/media/contacts",
                "contact",
                "Media contacts",
                "media-contacts",
                [
                    "For media enquiries, please contact the Media and Communications Office. Our team is available Monday to Friday, 8:30am to 5pm AEDT, and after hours for urgent enquiries.",
                    "- Jess Nguyen, Media Manager: 02 4900 1234, media@huntercoast.test",
                    "- Ollie Baxter, Media Officer (Science): 02 4900 1288",
                    "- After hours: 0400 123 456",
                ],
            )
        )

        add(
            story(
                "frb",
                "/news/2026/11/astronomers-pinpoint-most-distant-fast-radio-burst-yet",
                "Astronomers pinpoint the most distant fast radio burst yet",
                "2026-11-12",
                midnight_utc("2026-11-12") + "+0000",
                "2026-11-12",
                ["Aisha Karimi"],
                [
                    "An international team led by Hunter Coast University astronomers has traced a fast radio burst to a galaxy so far away that its signal has been travelling for about 10 billion years, the most distant such event ever located.",
                    "The burst, named FRB 20260314A, was detected by the Australian Square Kilometre Array Pathfinder (ASKAP) in Western Australia and followed up with the European Southern Observatory’s Very Large Telescope in Chile. The team measured the host galaxy’s redshift as ⟦m:z⟧, breaking the previous record of about 1.0.⟦fn:1⟧",
                    "ASIDE: What is a fast radio burst? Fast radio bursts are millisecond-long flashes of radio waves from distant galaxies. Thousands have been detected since the first was found in 2007, but only a few hundred have been traced to a specific galaxy.",
                    "“In a few thousandths of a second this burst released roughly the energy the Sun emits in thirty years,” said lead author Professor Ravi Menon from the School of Information and Physical Sciences. The team estimates the burst’s energy at ⟦m:energy⟧ joules.",
                    "Because the radio waves are slightly delayed as they pass through the thin gas between galaxies, each burst carries a record of the matter it has crossed. Distant bursts like this one can help astronomers weigh the so-called missing baryons, ordinary matter that is known to exist but has been hard to find.⟦fn:2⟧",
                    "“This one burst has crossed more of the universe than any we have seen,” Professor Menon said. “With the next generation of telescopes we expect to find hundreds like it, and to map where the missing matter lies.”",
                    "The research was published in Science and supported by the Australian Research Council.",
                    "NOTES: Menon R, Lindqvist H, Okafor C et al. (2026) A fast radio burst from a galaxy at redshift 1.8. Science 392: 811–815. doi:10.1126/science.adx4471 || Macquart J-P et al. (2020) A census of baryons in the Universe from localized fast radio bursts. Nature 581: 391–395.",
                    "BOX: Media contact || Ollie Baxter, Media Officer (Science), 02 4900 1288, media@huntercoast.test",
                ],
                "drupal-mathml-sidenote-references",
                section="Science and technology",
                topics=["Astronomy", "Physics"],
            )
        )
        add(
            story(
                "tiling",
                "/news/2026/11/maths-honours-student-solves-60-year-old-packing-problem",
                "Maths honours student solves a 60-year-old packing problem",
                "2026-11-11",
                midnight_utc("2026-11-11") + "+0000",
                "2026-11-11",
                ["Tom Fitzgerald"],
                [
                    "A question about how tightly identical shapes can be packed together, first posed in 1966, has been answered by a 22-year-old Hunter Coast University honours student in her thesis.",
                    "Priya Raghunathan studied packings of regular ⟦m:n⟧-sided polygons that are allowed to rotate but not to overlap. Mathematicians had long suspected that, for polygons with many sides, the best packing covers almost all of the plane, but no one had been able to put a number on how close to complete coverage it gets.",
                    "Raghunathan proved that the fraction of the plane covered, called the packing density, always satisfies ⟦m:bound⟧ for polygons with at least seven sides, and that the bound is the best possible for ⟦m:n7⟧.",
                    "“The idea came from thinking about how bees build honeycomb, which is a packing of hexagons with no gaps at all,” Raghunathan said. “Once you have seven sides, gaps are unavoidable, and the question is how small you can make them.”",
                    "Her supervisor, Associate Professor Mark Ellison, said the result was remarkable for an honours project. “It is the kind of problem that people work on for a whole PhD without a result. Priya’s argument is short and elegant.”",
                    "The paper has been submitted to the journal Discrete & Computational Geometry. Raghunathan will begin a PhD at the university next year.",
                ],
                "drupal-mathml-fraction",
                section="Science and technology",
                topics=["Mathematics"],
            )
        )
        add(
            story(
                "coral",
                "/news/2026/11/marine-heatwave-bleached-two-thirds-of-solitary-islands-reefs",
                "Marine heatwave bleached two-thirds of reefs off the Solitary Islands, survey finds",
                "2026-11-10",
                midnight_utc("2026-11-10") + "+0000",
                "2026-11-10",
                ["Aisha Karimi"],
                [
                    "A marine heatwave last summer bleached about two-thirds of the coral at the Solitary Islands Marine Park off Coffs Harbour, the southernmost large coral community on Australia’s east coast, according to a survey by Hunter Coast University researchers.",
                    "The team dived at 12 sites in March and again in September to measure how much of the bleached coral had recovered.",
                    "T: Site group | Coral bleached in March | Coral dead by September",
                    "T: Inshore (4 sites) | 78% | 31%",
                    "T: Mid-shelf (5 sites) | 64% | 18%",
                    "T: Offshore (3 sites) | 52% | 9%",
                    "T: All sites | 66% | 20%",
                    "FIG: Bleached coral at North Solitary Island | Bleached plate coral at North Solitary Island in March 2026. Corals expel the algae living in their tissues when water stays too warm for too long, turning white; if temperatures fall quickly enough, many recover. | Photo: Kiri Ngata/Hunter Coast University",
                    "“The inshore reefs took the worst of it because the water there warms fastest,” said marine scientist Dr Kiri Ngata. “The good news is that most of the bleached coral offshore has recovered. The worry is what happens if these heatwaves come every two or three years.”",
                    "Water temperatures at the park were up to 2.5 degrees above the summer average for nine weeks, according to satellite data from the Bureau of Meteorology.",
                    "The researchers will return in March to see whether young corals are settling on the dead colonies.",
                ],
                "drupal-data-table-caption-credit",
                section="Science and technology",
                topics=["Marine science", "Climate"],
                updated="2026-11-11",
            )
        )
        add(
            story(
                "expert",
                "/news/2026/11/ask-the-expert-will-ai-make-peer-review-faster-or-worse",
                "Ask the expert: will AI make scientific peer review faster, or worse?",
                "2026-11-09",
                midnight_utc("2026-11-09") + "+0000",
                "2026-11-09",
                ["Tom Fitzgerald"],
                [
                    "KEYS: Key points || Journals are trialling AI tools to check statistics and references in submitted papers. || Some reviewers are already using chatbots to write reports, often against journal rules. || Associate Professor Daniel Whitlam says AI can help with checking but should not replace expert judgement.",
                    "Scientific journals receive more papers than ever, and finding reviewers is getting harder. We asked computer scientist Associate Professor Daniel Whitlam, who studies research integrity, what artificial intelligence could change.",
                    "Q: Are journals already using AI in peer review? || Yes, mostly for checks that are tedious for humans: whether the statistics add up, whether references exist, whether images have been duplicated. Those tools catch real problems.",
                    "Q: What about writing the reviews themselves? || That is where it gets risky. Surveys suggest a significant minority of reviewers have used chatbots to help write reports. The problem is that a fluent summary is not the same as an expert judgement about whether a paper is right.",
                    "Q: Should it be banned? || I think banning it outright is unenforceable. Journals should require reviewers to say if and how they used AI, and they should never upload confidential manuscripts to public tools.",
                    "Q: Will it make peer review faster? || For the checking part, yes. But the bottleneck is finding people with the right expertise and the time to think. AI does not fix that.",
                ],
                "drupal-qa-key-points",
                section="Science and technology",
                topics=["Artificial intelligence", "Research"],
            )
        )
        add(
            story(
                "grant",
                "/news/2026/11/university-awarded-124-million-for-radio-astronomy-instrument",
                "University awarded $12.4 million to build a new radio astronomy instrument",
                "2026-11-12",
                midnight_utc("2026-11-12") + "+0000",
                "2026-11-12",
                [],
                [
                    "Hunter Coast University will lead a $12.4 million project to build a new receiver system for radio telescopes, after the Australian Research Council announced its latest Linkage Infrastructure, Equipment and Facilities grants on Thursday.",
                    "The instrument, a phased-array feed that lets a single dish observe dozens of directions at once, will be installed on a CSIRO telescope in 2028. It will help astronomers find and localise fast radio bursts far more quickly than current systems.",
                    "“This investment puts the Hunter at the centre of one of the most exciting areas of astronomy,” said Deputy Vice-Chancellor (Research) Professor Alison Grieve.",
                    "The project involves six universities and CSIRO, with engineering work to be carried out at the university’s Callaghan campus.",
                    "BOX: Media contact || Jess Nguyen, Media Manager, 02 4900 1234, media@huntercoast.test",
                ],
                "drupal-press-release-office-credit",
                section="Science and technology",
                topics=["Astronomy", "Research funding"],
                credit="Media and Communications Office",
            )
        )
        add(
            story(
                "software",
                "/news/2026/11/phd-students-open-source-tool-speeds-up-gene-sequencing-analysis",
                "PhD student’s open-source tool speeds up gene sequencing analysis tenfold",
                "2026-11-10",
                midnight_utc("2026-11-10") + "+0000",
                "2026-11-10",
                ["Mei Lin Tan"],
                [
                    "A free software tool written by a Hunter Coast University PhD student can process the raw data from a genome sequencing run in a tenth of the time taken by widely used programs, and has already been downloaded more than 40,000 times.",
                    "The tool, called ReadSift, filters out low-quality fragments of DNA sequence before they are assembled. Lachlan Webb wrote the first version in the Rust programming language during his PhD on bacterial genomics, after waiting a day for his own analyses to finish.",
                    "“I realised most of the time was spent reading the same files over and over,” Mr Webb said. “Doing everything in a single pass made the biggest difference.”",
                    "Researchers can install the tool from the Python Package Index and run it with a few lines of code:",
                    'CODE[python]:\npip install readsift\n\nimport readsift\n\nstats = readsift.filter("run42.fastq.gz", min_quality=20, out="clean.fastq.gz")\nprint(stats.kept, stats.dropped)',
                    "Hospital laboratories in New South Wales and Queensland are now using ReadSift to track antibiotic-resistant bacteria, where faster results can help contain outbreaks.",
                    "Mr Webb’s supervisor, Professor Helen Carter, said the project showed the value of research software. “Tools like this are used by thousands of scientists but rarely get the credit that papers do.”",
                ],
                "drupal-ckeditor-code-block",
                section="Science and technology",
                topics=["Health", "Software"],
            )
        )
        add(
            story(
                "koalas",
                "/news/2026/11/why-the-hunters-koalas-are-moving-uphill",
                "Why the Hunter’s koalas are moving uphill",
                "2026-11-11",
                midnight_utc("2026-11-11") + "+0000",
                "2026-11-11",
                ["Sarah O’Donnell"],
                [
                    "Koalas in the Hunter region are disappearing from the warm, dry valleys where they were once common and turning up more often on cooler, wetter ridges. Our analysis of 30 years of sightings suggests that rising temperatures, more than land clearing, are now driving the shift.",
                    "Koalas get almost all their water from eucalyptus leaves. In hot, dry years, leaves hold less water and koalas become heat-stressed. During the 2019 heatwaves, vets in the region treated dozens of koalas for dehydration.",
                    "We compared more than 9,000 koala records from 1995 to 2025 with local climate data. Sightings at elevations below 200 metres fell by about 40%, while sightings above 400 metres nearly doubled.",
                    "That does not mean koalas are simply moving. Many of the lower populations have declined, while those on higher ground have grown, perhaps helped by animals dispersing uphill.",
                    "For conservation, the implication is clear: protecting the cooler ridges and the corridors that connect them to valley populations will matter more in coming decades. Some of those ridges are currently zoned for forestry.",
                    "BIO: This article is republished from The Conversation under a Creative Commons license. Read the original article. Disclosure statement: Sarah O’Donnell receives funding from the NSW Koala Strategy. She does not work for, consult, own shares in or receive funding from any other company or organisation that would benefit from this article.",
                ],
                "drupal-conversation-republish",
                section="Environment",
                topics=["Ecology", "Climate"],
                role="Senior Lecturer in Ecology, Hunter Coast University",
                honorific="Dr",
            )
        )
        add(
            story(
                "alumni",
                "/news/2026/11/from-a-dairy-farm-in-dungog-to-the-large-hadron-collider",
                "From a dairy farm in Dungog to the Large Hadron Collider",
                "2026-11-09",
                None,
                "2026-11-09",
                ["Mei Lin Tan"],
                [
                    "Growing up on her family’s dairy farm outside Dungog, Emma Hollis spent her early mornings milking cows and her evenings reading library books about black holes. Today she is a research physicist at CERN, the European laboratory for particle physics near Geneva.",
                    "FIG: Emma Hollis in the ATLAS cavern | Dr Emma Hollis in the cavern of the ATLAS detector at CERN, 100 metres under the French-Swiss border. The detector is 46 metres long and weighs about as much as the Eiffel Tower; Hollis works on the electronics that decide, in a few millionths of a second, which collisions to keep. | Photo: CERN",
                    "Hollis studied physics at Hunter Coast University, graduating with first-class honours in 2016 before completing a PhD in Melbourne.",
                    "PULL: I never thought someone from Dungog would end up here, and now I want every kid in the Hunter to know they can. || Dr Emma Hollis",
                    "“I never thought someone from Dungog would end up here, and now I want every kid in the Hunter to know they can,” she said during a visit to the university last month, where she spoke to high school students.",
                    "ASIDE: The Large Hadron Collider is a 27-kilometre ring of superconducting magnets that accelerates protons to nearly the speed of light and smashes them together.",
                    "At CERN, Hollis is part of the team upgrading the detector for the High-Luminosity LHC, which will produce about ten times as many collisions from 2030. Her group designs the trigger, the system that decides which of the 40 million collisions per second are worth recording.",
                    "She credits her undergraduate lecturers with steering her towards research. “They gave me a summer project in my second year. That was the first time I realised physics was something you do, not just something you read about.”",
                ],
                "drupal-feature-no-jsonld-pullquote-sidenote",
                section="Alumni",
                topics=["Physics", "Alumni"],
                no_ld=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.key == "koalas":
            author: Any = {"@type": "Person", "name": "Sarah O'Donnell"}
        elif doc.key == "frb":
            author = {"@type": "Person", "name": "Aisha Karimi"}
        else:
            author = {"@type": "Organization", "name": "Hunter Coast University", "url": f"{ORIGIN}/"}
        node = {
            "@type": "NewsArticle", "@id": url, "headline": doc.title, "name": doc.title, "description": self.lede(doc),
            "about": doc.extra.get("topics", []), "datePublished": doc.iso,
            "dateModified": (midnight_utc(doc.extra["updated"]) + "+0000") if doc.extra.get("updated") else doc.iso,
            "author": author, "publisher": {"@type": "EducationalOrganization", "@id": f"{ORIGIN}/", "name": "Hunter Coast University",
                                             "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/themes/custom/hcu/logo.svg"}},
            "mainEntityOfPage": url,
        }  # fmt: skip
        return json.dumps({"@context": "https://schema.org", "@graph": [node]}, ensure_ascii=False)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = {"home": "Newsroom | Hunter Coast University"}.get(doc.key, f"{doc.title} | Hunter Coast University")
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "News, research and media resources from Hunter Coast University.")}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:site_name" content="Hunter Coast University">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article and not doc.extra.get("no_ld"):
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<script type="application/ld+json">{self.ld(doc)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        self.current = doc.key
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            if not k.startswith("/")
            else f'<li class="menu-item"><a href="{k}">{t}</a></li>'
            for k, t in (
                ("/study", "Study"),
                ("/research", "Research"),
                ("home", "News"),
                ("events", "Events"),
                ("/about", "About"),
                ("/alumni", "Alumni"),
            )
        )
        sub = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("scitech", "Science and technology"),
                ("experts", "Find an expert"),
                ("contacts", "Media contacts"),
            )
        )
        latest = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("grant", "frb", "koalas", "tiling")
        )
        return f"""<!DOCTYPE html>
<html lang="en-AU" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/ dc: http://purl.org/dc/terms/ og: http://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="HandheldFriendly" content="true">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="icon" href="/themes/custom/hcu/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xh4gK2l9q2Yh8nT0mW1dVhL3m7b0o5P4eVq6sQ2pR1c.css?delta=0&amp;language=en&amp;theme=hcu&amp;include=eJxtjUEOwjAMBD9E8JMqJ1lI1E0cxe6B31PlgsRhRnuZ3dxlIHcTYH0w8">
<style>/*PAD*/</style>
<script type="application/json" data-drupal-selector="drupal-settings-json">{json.dumps({"path": {"baseUrl": "/", "currentPath": f"node/{zlib.crc32(doc.key.encode()) % 9000 + 1000}", "currentLanguage": "en"}, "eu_cookie_compliance": {"popup_enabled": True, "popup_agreed_enabled": False}, "user": {"uid": 0}})}</script>
</head>
<body class="path-{"node page-node-type-news-article" if doc.is_article else "news"}">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
<header role="banner" class="region-header">
<div class="site-branding"><a href="{ORIGIN}/" rel="home" class="site-logo"><img src="/themes/custom/hcu/logo.svg" alt="Hunter Coast University" width="210" height="56"></a></div>
<nav role="navigation" aria-labelledby="block-hcu-main-menu" class="menu--main"><h2 class="visually-hidden" id="block-hcu-main-menu">Main navigation</h2><ul class="menu">{menu}</ul></nav>
<div class="header-utility"><a href="/give">Give</a> <a href="/staff">Staff</a> <a href="/students">Current students</a> <form action="/search" method="get" class="search-block-form"><input type="search" name="keys" placeholder="Search" title="Enter the terms you wish to search for."><input type="submit" value="Search"></form></div>
</header>
<nav class="newsroom-nav" aria-label="Newsroom"><ul class="menu">{sub}</ul></nav>
<div class="region-breadcrumb"><nav class="breadcrumb" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol><li><a href="{ORIGIN}/">Home</a></li><li>{self.a("home", "Newsroom", "breadcrumb")}</li></ol></nav></div>
<main role="main">
<a id="main-content" tabindex="-1"></a>
<div class="region-content">
{main}
</div>
<aside class="region-sidebar" role="complementary">
<div class="block block-views block-views-blocklatest-news-block-1"><h2>Latest news</h2><ul>{latest}</ul></div>
<div class="block block-media-enquiries"><h2>Media enquiries</h2><p>Journalists can contact the {self.a("contacts", "Media and Communications Office", "aside")} or {self.a("experts", "find an expert", "aside")}. Browse stories on {self.a("topic", "astronomy", "aside")} or {self.a("search", "search the newsroom", "aside")}.</p></div>
</aside>
</main>
<footer role="contentinfo" class="region-footer">
<div class="footer-acknowledgement"><p>Hunter Coast University acknowledges the traditional custodians of the lands within our footprint areas: Awabakal, Darkinjung, Biripai, Worimi, Wonnarua and Eora Nations. We also pay respect to the wisdom of our Elders past and present.</p></div>
<nav class="footer-menu"><a href="/privacy">Privacy</a> · <a href="/copyright">Copyright and disclaimer</a> · <a href="/accessibility">Accessibility</a> · <a href="/contact">Contact us</a> · <a href="{ORIGIN}/news/rss.xml">RSS</a></nav>
<p class="footer-legal">© 2026 Hunter Coast University. ABN 15 736 576 000. CRICOS Provider 00999Z. TEQSA PRV12999.</p>
</footer>
</div>
</div>
<div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info" role="alertdialog" aria-labelledby="popup-text"><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><h2>We use cookies on this site to enhance your user experience</h2><p>By clicking any link on this page you are giving your consent for us to set cookies.</p></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">OK, I agree</button> <button type="button" class="decline-button eu-cookie-compliance-default-button">No, thanks</button></div></div></div>
<script src="/sites/default/files/js/js_8sQm0u4Jd6tY2bE1qXo3vF9w5Pp7kNnR0cH6yG1zW2s.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=hcu"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div class="field field--name-field-news-author field--type-string"><div class="field__item">{esc(doc.extra.get("credit", ""))}</div></div>'
        parts = []
        for a in doc.authors:
            name = (
                self.a("author", a, "byline")
                if a == "Aisha Karimi"
                else f'<a href="{ORIGIN}/news/author/{PEOPLE[a]}" hreflang="en">{esc(a)}</a>'
            )
            if doc.extra.get("honorific"):
                name = f"{doc.extra['honorific']} {name}"
            role = f', <span class="author-role">{esc(doc.extra["role"])}</span>' if doc.extra.get("role") else ""
            parts.append(f"By {name}{role}")
        return (
            f'<div class="field field--name-field-news-author"><div class="field__item">{"; ".join(parts)}</div></div>'
        )

    def story_main(self, doc: Doc) -> str:
        nid = zlib.crc32(doc.key.encode()) % 9000 + 1000
        when = f'<div class="field field--name-field-news-date field--type-datetime"><time datetime="{midnight_utc(doc.stamp)}Z" class="datetime">{au(doc.stamp)}</time></div>'
        if doc.extra.get("updated"):
            when += f'<div class="field field--name-field-updated"><span class="field__label">Updated</span> <time datetime="{midnight_utc(doc.extra["updated"])}Z">{au(doc.extra["updated"])}</time></div>'
        topics = "".join(
            f'<div class="field__item">{self.a("topic", t, "tag")}</div>'
            if t == "Astronomy"
            else f'<div class="field__item"><a href="{ORIGIN}/news/topics/{t.lower().replace(" ", "-")}" hreflang="en">{esc(t)}</a></div>'
            for t in doc.extra.get("topics", [])
        )
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel)
        if doc.key == "frb":
            related += f"<li>{self.a('notfound', 'Telescope upgrade opens new window on the sky', 'related')}</li>"
        conv = ""
        if doc.key == "koalas":
            conv = '<div class="conversation-banner"><img src="https://counter.theconversation.test/content/250311/count.gif?distributor=republish-lightbox-basic" alt="The Conversation" width="1" height="1" style="border:none"><span>Republished from The Conversation</span></div>'
        return f"""<article role="article" about="/node/{nid}" class="node node--type-news-article node--promoted node--view-mode-full">
<div class="node__header">
<div class="field field--name-field-news-section">{self.a("scitech", doc.section, "breadcrumb") if doc.section == "Science and technology" else esc(doc.section)}</div>
<h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">{esc(doc.title)}</span></h1>
{when}
{self.byline(doc)}
{conv}
</div>
<div class="node__content">
<div class="field field--name-field-hero-image"><img src="/sites/default/files/styles/hero/public/2026-11/{doc.key}-hero.jpg?itok=a{nid}" alt="" width="1440" height="640"></div>
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{self.blocks(doc)}
</div>
<div class="field field--name-field-topics field--type-entity-reference field--label-above"><div class="field__label">Topics</div><div class="field__items">{topics}</div></div>
<div class="share-this"><a href="https://www.linkedin.com/sharing/share-offsite/?url={esc(self.url(doc.key))}">Share on LinkedIn</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div>
</div>
<section class="related-news"><h2>Related news</h2><ul>{related}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<div class="views-row"><article class="node node--type-news-article node--view-mode-teaser"><img src="/sites/default/files/styles/teaser/public/2026-11/{k}-hero.jpg" alt="" loading="lazy" width="400" height="267">'
                f'<h3 class="node__title">{self.a(k, d.title, "content")}</h3><div class="field--name-field-news-date"><time datetime="{midnight_utc(d.stamp)}Z">{au(d.stamp)}</time></div><p class="teaser-summary">{esc(self.lede(d))}</p></article></div>'
            )
        for path, title, when in doc.extra.get("old", []):
            rows.append(
                f'<div class="views-row"><article class="node node--type-news-article node--view-mode-teaser"><h3 class="node__title"><a href="{path}">{esc(title)}</a></h3><div class="field--name-field-news-date">{when}</div></article></div>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-profile"><img src="/sites/default/files/styles/profile/public/staff/aisha-karimi.jpg" alt="Aisha Karimi" width="160" height="160"><h1 class="page-title">{esc(doc.title)}</h1><p class="author-role">Science Writer, Media and Communications Office</p><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form class="views-exposed-form" action="/search" method="get"><label for="edit-keys">Keywords</label><input type="text" id="edit-keys" name="keys" value="reef"><input type="submit" value="Apply"></form><div class="view-header">Displaying 1 - 2 of 2 results for <em>reef</em></div>'
        elif doc.kind == "tag":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-term__description"><p>News about the university’s astronomy and astrophysics research.</p></div>'
        elif doc.key == "home":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><p class="newsroom-intro">The latest news, research and expert commentary from Hunter Coast University.</p>'
        pager = ""
        if doc.key == "scitech":
            pager = f'<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Pagination</h4><ul class="pager__items js-pager__items"><li class="pager__item is-active"><a href="?page=0" title="Current page">1</a></li><li class="pager__item">{self.a("scitech2", "2", "pagination")}</li><li class="pager__item"><a href="?page=2">3</a></li><li class="pager__item pager__item--next">{self.a("scitech2", "Next ›", "pagination")}</li></ul></nav>'
        elif doc.key == "scitech2":
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous">{self.a("scitech", "‹ Previous", "pagination")}</li><li class="pager__item">{self.a("scitech", "1", "pagination")}</li><li class="pager__item is-active"><a href="?page=1" title="Current page">2</a></li><li class="pager__item"><a href="?page=2">3</a></li></ul></nav>'
        elif doc.key == "home":
            pager = f'<div class="more-link">{self.a("scitech", "More science and technology news", "content")} · {self.a("events", "Upcoming events", "content")}</div>'
        return f'<div class="views-element-container"><div class="view view-news view-display-id-{doc.kind}">{head}<div class="view-content">{"".join(rows)}</div>{pager}</div></div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            return f'<div class="page-404"><h1 class="page-title">{esc(doc.title)}</h1>{html}<p>{self.a("home", "Go to the newsroom", "content")} · {self.a("search", "Search news", "content")}</p></div>'
        return f'<article class="node node--type-page"><h1 class="page-title">{esc(doc.title)}</h1><div class="field field--name-body">{html}</div></article>'
