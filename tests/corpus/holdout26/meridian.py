# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; curly quotes and dashes are deliberate)
"""The Stockton Meridian: a US metro daily on an Arc XP-like stack (PageBuilder Fusion: `#fusion-app`, `b-` block
classes, `<script id="fusion-metadata">` with `Fusion.globalContent={...}` carrying the story or the collection),
`/news/2026/12/01/<slug>/` story URLs, `/news/` and `/news/2/`, `/topics/…/`, `/people/…/`, `/search/?q=`,
English, UTF-8. Stories carry og:type=article, `article:published_time` in UTC and a NewsArticle JSON-LD; the
levee story's UTC time (2026-12-02T05:30Z) is the evening of 1 December in Stockton (-08:00)."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain


def t(label: str, iso: str) -> str:
    """A live-blog entry's time (not body)."""
    return f'RAW:<div class="b-live-entry__time"><time datetime="{iso}">{label}</time></div>'


class Meridian(Base):
    origin = "https://www.stocktonmeridian.test"
    name = "The Stockton Meridian"
    prefix = "sm"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sm",
            [
                ".b-header",
                ".b-nav",
                ".b-headline",
                ".b-article-body",
                ".b-byline",
                ".b-card-list",
                ".b-footer",
                ".b-ad",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Stockton Meridian: Stockton and San Joaquin County news", "arc-homepage",
                 list=["levee", "live", "qa", "parade", "ybarra", "brief", "oped"], more="news2"))  # fmt: skip
        add(page("news", "/news/", "section", "News", "arc-section-front",
                 list=["levee", "live", "brief", "qa", "ybarra", "letters"], more="news2"))  # fmt: skip
        add(page("news2", "/news/2/", "section", "News – Page 2", "arc-section-page2",
                 list=["letters", "oped", "parade", "qa"], prev="news"))  # fmt: skip
        add(
            page(
                "topic",
                "/topics/flooding/",
                "tag",
                "Flooding",
                "arc-topic-front",
                list=["levee", "live", "brief", "letters"],
            )
        )
        add(page("author", "/people/ana-ruiz/", "author", "Ana Ruiz", "arc-author-page-long-bio", list=["levee", "qa"],
                 bio=["Ana Ruiz covers San Joaquin County government, water and the Delta for The Stockton Meridian. She joined the newsroom in 2019 after six years at a weekly paper in Lodi, where she wrote about the farm labor camps and the closing of the old cannery.",
                      "Her reporting on the county's levee inspection backlog won a first place from the California News Publishers Association in 2024. She grew up in Manteca, studied journalism at Sacramento State and still plays in a Sunday softball league that has lost every final since 2021.",
                      "Reach her at aruiz@stocktonmeridian.test or on Signal at 209-555-0142. Tips about public agencies are welcome; she does not accept gifts from sources."]))  # fmt: skip
        add(
            page(
                "search",
                "/search/?q=levee",
                "search",
                "Search results for “levee”",
                "arc-search",
                list=["levee", "live", "letters"],
            )
        )
        add(page("obits", "/obituaries/", "obituaries", "Obituaries", "arc-obituaries-landing-with-notices",
                 list=["ybarra"], notices=["notice"]))  # fmt: skip
        add(page("notice", "/obituaries/notices/harold-finch-1938-2026/", "death-notice", "Harold James Finch, 1938 – 2026", "paid-death-notice-story-shaped",
                 [
                     "Harold James Finch passed away peacefully at home in Stockton on November 26, 2026, surrounded by his family. He was 88.",
                     "Harold was born in Tracy to Walter and Edna Finch and graduated from Tracy High School in 1956. He served two years in the U.S. Army in Germany and then worked for 34 years as a lineman for the valley power company, retiring as crew foreman in 1995.",
                     "He loved fishing the Delta, his 1964 Ford pickup and Sunday breakfasts at the Hillside diner. He coached Little League for fourteen seasons and could still name every player on the 1977 Giants.",
                     "He is survived by his wife of 63 years, Dolores; his children Karen (Mike) Sorensen and David Finch; five grandchildren and two great-grandchildren. He was preceded in death by his brother Leonard.",
                     "A funeral service will be held at 11 a.m. Saturday, December 6, at Cherokee Memorial Chapel, 14165 N. Beckman Road, Lodi. In lieu of flowers, the family asks for donations to Hospice of San Joaquin.",
                     "NOTE: This paid notice was placed by the family. Paid death notices are not written or edited by the Meridian newsroom. To place a notice, call 209-555-0100.",
                 ], story_template=True))  # fmt: skip
        add(page("eedition", "/e-edition/", "epaper", "e-Edition: Today’s print replica", "arc-e-edition", [
            "Read the Meridian exactly as it appears in print, page by page, on your computer, tablet or phone. The e-Edition is included with every digital subscription and is available from 4 a.m. each day, including the Sunday magazine and the weekly Valley Homes section.",
            "## How it works",
            "- Tap any story on the page to open it in a text view that is easier to read on a small screen.",
            "- Download the whole edition to read offline on a plane or at the cabin.",
            "- Search the last 30 days of print editions, including the classified pages and legal notices.",
            "## Trouble logging in?",
            "If the replica shows a blank page, clear your browser cache or call our customer service center at 209-555-0188, Monday to Friday 7 a.m. to 5 p.m. and weekends 7 a.m. to 11 a.m.",
        ]))  # fmt: skip
        add(page("ethics", "/about/ethics-policy/", "policy", "Standards and Ethics Policy", "long-ethics-policy-updated-date", [
            "Updated Sept. 14, 2026",
            "The Stockton Meridian exists to give the people of San Joaquin County accurate, fair and independent information. This policy sets out the standards every member of the newsroom is expected to follow. It applies to staff, freelancers and interns, in print, online and on social media.",
            "## Independence",
            "Journalists may not accept gifts, free travel, discounts or payment from people or organizations they cover. Meals with sources are paid by the Meridian. Staff may not hold political office, work for a campaign or donate to candidates or ballot measures in the county.",
            "## Accuracy and corrections",
            "We correct errors of fact promptly and openly. A correction is appended to the story online with the date it was made, and printed on Page A2 of the next edition. We do not quietly change a story to hide a mistake. Readers can report an error at corrections@stocktonmeridian.test.",
            "## Anonymous sources",
            "We use anonymous sources only when the information is important, cannot be obtained on the record and the source has direct knowledge. At least one editor must know the identity of the source. We tell readers why the source was granted anonymity.",
            "## Sponsored content",
            "Sponsored content is produced by our advertising department, never by the newsroom, and is clearly labeled. Advertisers have no influence over news coverage.",
            "## Artificial intelligence",
            "We do not publish text or images generated by AI tools as news. Any use of such tools in data analysis is disclosed in the story and reviewed by an editor.",
        ]))  # fmt: skip

        add(story("levee", "/news/2026/12/01/levee-seepage-french-camp/", "Seepage found at French Camp levee as river rises; crews work through the night",
                  "2026-12-01", "2026-12-02T05:30:00Z", "Published Dec. 1, 2026 at 9:30 p.m. PST | Updated Dec. 2, 2026 at 6:10 a.m. PST",
                  ["Ana Ruiz", "Tom Reyes"], [
                      "Reclamation district crews found water seeping through the French Camp levee late Monday afternoon, hours before the San Joaquin River was forecast to crest near the top of the bank south of Stockton.",
                      "The seep, about 40 feet long, appeared on the land side of the levee near Mathews Road around 3 p.m., according to Reclamation District 17 manager Gil Ortega. Crews hauled in gravel and sandbags to build a ring around it so the water could drain without carrying soil out of the levee.",
                      "“This is exactly what we watch for,” Ortega said standing on the crown of the levee as trucks backed up behind him. “Clear water is okay. Muddy water means the levee is losing material, and then we have a problem.”",
                      "## No evacuation order, for now",
                      "The county Office of Emergency Services said there was no evacuation order as of Monday night, but it advised about 1,200 residents of the Weston Ranch area to have a plan and keep their phones charged. An evacuation warning could come overnight if the seep grows, spokesperson Kelly Nguyen said.",
                      "The river stood at 27.4 feet at the Vernalis gauge at 8 p.m. and was expected to peak at 29.1 feet early Wednesday. Flood stage there is 29 feet.",
                      "The French Camp levee was on the state's list of structures needing repairs after the 2023 storms. A $14 million project to add a seepage berm was approved last year, but construction is not scheduled to start until summer 2027 because of permit delays, records show.",
                      "Resident Maribel Cota, who lives three blocks from the levee, said she packed a bag on Sunday. “We did this in 2017 and in 2023. You learn,” she said.",
                  ], "two-authors-utc-crosses-local-day", section="News", byline="By Ana Ruiz and Tom Reyes", tags=["topic"],
                  dek="Reclamation district says the seep is under control; residents of Weston Ranch told to be ready to leave"))  # fmt: skip
        add(story("live", "/news/2026/12/02/live-updates-atmospheric-river-stockton/", "Live updates: Atmospheric river brings flooding, road closures to San Joaquin County",
                  "2026-12-02", "2026-12-02T14:05:00Z", "Last updated Dec. 2, 2026 at 1:40 p.m. PST", [], [
                      t("1:40 p.m.", "2026-12-02T21:40:00Z"),
                      "## Highway 12 reopens at Terminous",
                      "Caltrans reopened both lanes of Highway 12 across the Delta after crews cleared a mud slide near the Terminous bridge. Drivers should still expect standing water near Thornton Road.",
                      t("12:15 p.m.", "2026-12-02T20:15:00Z"),
                      "## Schools in Lathrop release students early",
                      "Manteca Unified said three schools in Lathrop will dismiss at 1 p.m. because of flooding on River Islands Parkway. Buses will run on the normal routes where possible.",
                      t("10:50 a.m.", "2026-12-02T18:50:00Z"),
                      "## Evacuation warning for Weston Ranch",
                      "The county issued an evacuation warning, not an order, for the neighborhoods west of Interstate 5 and south of French Camp Road. A shelter is open at the Stockton Arena, 248 W. Fremont St., and pets are allowed.",
                      t("8:30 a.m.", "2026-12-02T16:30:00Z"),
                      "## Rain totals overnight",
                      "The National Weather Service measured 2.31 inches at Stockton Metropolitan Airport in the 24 hours ending at 7 a.m., the wettest day since January 2023. Another inch is possible before the storm moves out Wednesday night.",
                      t("6:05 a.m.", "2026-12-02T14:05:00Z"),
                      "## What we know this morning",
                      "Crews spent the night working on a seep at the French Camp levee. PG&E reported about 4,800 customers without power in Stockton and Tracy. Several roads are closed; check the county road map before you leave home.",
                  ], "live-blog-timed-entries-desk-no-author", section="News", byline="By Meridian staff", tpl="live", tags=["topic"]))  # fmt: skip
        add(story("brief", "/news/2026/12/02/highway-4-crosstown-lane-closure/", "Crosstown Freeway lanes to close overnight through Friday",
                  "2026-12-02", "2026-12-02T17:12:00Z", "Dec. 2, 2026 at 9:12 a.m. PST", [], [
                      "Two eastbound lanes of the Crosstown Freeway (Highway 4) between Interstate 5 and Highway 99 will be closed from 9 p.m. to 5 a.m. each night through Friday while Caltrans replaces damaged joints on the El Dorado Street overpass, the agency said Tuesday.",
                  ], "one-paragraph-brief-staff-byline", section="News", byline="Meridian staff", tags=["topic"]))  # fmt: skip
        add(story("qa", "/news/2026/12/01/qa-new-stockton-unified-superintendent/", "Q&A: New Stockton Unified chief says attendance comes before test scores",
                  "2026-12-01", "2026-12-01T22:00:00Z", "Dec. 1, 2026 at 2:00 p.m. PST", ["Ana Ruiz"], [
                      "Dr. Lorena Hatch took over Stockton Unified in October, the district's seventh superintendent in ten years. She sat down with the Meridian last week. The interview was edited for length and clarity.",
                      "Q: You are the seventh chief in ten years. Why should anyone believe you will stay? || I signed a four-year contract and I bought a house in the Miracle Mile. That is not a person planning to leave. But I understand the question, and the only answer is to still be here in 2030.",
                      "Q: What is the first thing you want to fix? || Attendance. Almost one in three of our students was chronically absent last year. You can not teach a kid who is not in the room, so test scores come second.",
                      "Q: How do you get them back? || Buses that come on time, for a start. We cut two routes in 2024 and kids in south Stockton now walk more than two miles. We are adding them back in January.",
                      "Q: The district still has a $38 million deficit. Will there be layoffs? || I will not promise there will be none. We will cut central office first. Classrooms are the last place I look.",
                  ], "qa-interviewer-is-author", section="News", byline="By Ana Ruiz", tpl="qa"))  # fmt: skip
        add(story("ybarra", "/obituaries/2026/12/01/rosa-ybarra-little-manila-cafe-dies-91/", "Rosa Ybarra, who fed three generations at her Little Manila cafe, dies at 91",
                  "2026-12-01", "2026-12-01T19:45:00Z", "Dec. 1, 2026 at 11:45 a.m. PST", ["Dennis Okafor"], [
                      "For 52 years, Rosa Ybarra opened the doors of the Lafayette Street Cafe at 5:30 a.m., six days a week, and fed farm workers, cannery crews, police officers and, later, the grandchildren of all of them.",
                      "Ybarra died Nov. 28 at her daughter's home in Stockton, her family said. She was 91.",
                      "Born in Ilocos Norte in the Philippines, she came to Stockton in 1954 to marry Ernesto Ybarra, an asparagus cutter she had known since childhood. The couple bought the cafe in 1961 with $800 borrowed from his crew boss.",
                      "The menu barely changed: chicken adobo, pancit on Fridays, eggs any way and a pork chop plate that cost $1.10 in 1970 and $11 when she sold the place in 2013.",
                      "“She knew what every regular ordered and she knew when they had no money,” said Councilmember Dan Esteban, who ate there as a boy. “Nobody went out hungry.”",
                      "When the freeway cut through Little Manila in the 1970s and most of the neighborhood was torn down, the cafe was one of few businesses that stayed. Ybarra later gave oral histories to the university's Filipino American archive.",
                      "She is survived by her daughters Teresita and Carmen, seven grandchildren and eleven great-grandchildren. Ernesto died in 1999.",
                  ], "staff-written-obituary-is-article", section="Obituaries", byline="By Dennis Okafor"))  # fmt: skip
        add(story("letters", "/opinion/letters/2026/12/02/letters-levees-parking-library/", "Letters to the editor: Levee money, downtown parking and the library hours",
                  "2026-12-02", "2026-12-02T13:00:00Z", "Dec. 2, 2026 at 5:00 a.m. PST", [], [
                      "## Fix the levees before the next storm",
                      "Every two or three winters we read the same story about seepage at French Camp. The money was approved. Permits should not take three years when people's homes are behind that dirt. Our supervisors need to go to Sacramento and push.",
                      "SIGN: — Dale Hutchins, Stockton",
                      "## Downtown parking is the problem",
                      "The council wants people to come downtown for the holidays, then charges $3 an hour and tickets at 6 p.m. I went to the tree lighting and paid more for parking than for hot chocolate for my kids.",
                      "SIGN: — Marisol Trejo, Lincoln Village",
                      "## Thank you, library staff",
                      "I want to thank the staff at the Chavez library who helped my father apply for his Medicare plan online. They stayed past closing to finish. Please don't cut their hours in the next budget.",
                      "SIGN: — Priya Venkataraman, Stockton",
                      "NOTE: Letters should be no longer than 200 words and include your name, city and phone number. Send them to letters@stocktonmeridian.test.",
                  ], "letters-several-signed-no-author", section="Opinion", byline="", tags=["topic"]))  # fmt: skip
        add(story("parade", "/photos/2026/11/30/photos-stockton-holiday-parade-rain/", "Photos: Stockton holiday parade marches on in the rain",
                  "2026-11-30", "2026-12-01T04:20:00Z", "Nov. 30, 2026 at 8:20 p.m. PST", ["Lena Marsh"], [
                      "The Edison High School marching band leads the 64th Stockton Holiday Parade down Weber Avenue on Sunday evening as a light rain falls.",
                      "Twins Sofia and Mateo Castillo, 6, wave at a float from the Little Manila Rising youth program.",
                      "A volunteer in a plastic poncho hands candy canes to children on the curb near the Bob Hope Theatre.",
                      "Santa Claus arrives on a Stockton fire engine, the last entry of the parade, to cheers from a crowd that organizers estimated at 9,000.",
                      "Members of the Delta Dancers folklorico group perform in front of City Hall despite the wet pavement.",
                  ], "photo-gallery-captions-are-story-photographer-author", section="Photos", byline="Photos by Lena Marsh", tpl="gallery", iso_note="utc-previous-day"))  # fmt: skip
        add(story("oped", "/opinion/2026/11/30/opinion-stockton-needs-a-real-bus-plan/", "Opinion: Stockton needs a bus plan for people who actually ride the bus",
                  "2026-11-30", "2026-11-30T18:00:00Z", "Nov. 30, 2026 at 10:00 a.m. PST", ["Gabriel Montes"], [
                      "Ask anyone waiting at the downtown transit center how long it takes to get to the Amazon warehouse in French Camp. The answer is an hour and 20 minutes for a drive of 15. That is not a transit system. That is a test of patience.",
                      "The regional transit district is asking for comments on its new five-year plan, and I hope riders show up. The draft spends most of its money on express buses to the Bay Area commuter train. Those are nice buses. They are not the buses most riders need.",
                      "Most riders in Stockton are going to work shifts, to clinics and to school. They need buses every 15 minutes on Pacific, El Dorado, Wilson Way and Airport Way, and service that runs past 9 p.m.",
                      "The district says it cannot find drivers. Pay them more. A starting driver here earns $4 an hour less than in Sacramento, and they leave as soon as they are trained.",
                      "The hearing is Dec. 10 at 5:30 p.m. at the downtown transit center. Go, and bring someone who rides.",
                      "SIGN: Gabriel Montes is a retired high school teacher and a member of the Stockton Transit Riders Union. He lives in the Fair Oaks neighborhood.",
                  ], "opinion-top-byline-bio-line-not-body", section="Opinion", byline="By Gabriel Montes"))  # fmt: skip

    # --- templates
    def fusion(self, doc: Doc) -> str:
        if doc.is_article:
            gc = {
                "_id": f"{zlib.crc32(doc.key.encode()):08X}SMX", "type": "story", "canonical_url": doc.path,
                "headlines": {"basic": doc.title}, "subheadlines": {"basic": doc.dek},
                "credits": {"by": [{"type": "author", "name": a} for a in doc.authors]},
                "display_date": doc.iso, "first_publish_date": doc.iso,
                "taxonomy": {"primary_section": {"name": doc.section}},
                "content_elements": [{"type": "text", "content": plain(b[1])} for b in doc.blocks if b[0] == "p"][:6],
            }  # fmt: skip
        else:
            gc = {"type": "collection" if "list" in doc.extra else "page", "name": doc.title,
                  "content_elements": [{"headlines": {"basic": self.docs[k].title}, "canonical_url": self.docs[k].path}
                                       for k in doc.extra.get("list", [])]}  # fmt: skip
        data = json.dumps(gc, ensure_ascii=False).replace("</", "<\\/")
        return (
            '<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};'
            'Fusion.arcSite="stocktonmeridian";Fusion.contextPath="/pf";Fusion.deployment="412";'
            f"Fusion.globalContent={data};"
            f'Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":"{doc.path}"}}}};'
            "Fusion.lastModified=1764662400000;Fusion.contentCache={};</script>"
        )

    def head(self, doc: Doc) -> str:
        url = esc(self.url(doc.key))
        out = [f'<link rel="canonical" href="{url}">', f'<meta property="og:url" content="{url}">',
               f'<meta property="og:title" content="{esc(doc.title)}">', '<meta property="og:site_name" content="The Stockton Meridian">']  # fmt: skip
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
                  "author": [{"@type": "Person", "name": a} for a in doc.authors] or [{"@type": "Organization", "name": self.name}],
                  "publisher": {"@type": "NewsMediaOrganization", "name": self.name}}  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="b-nav__item">{self.a(k, label, "chrome:nav")}</li>'
            for k, label in (
                ("news", "News"),
                ("topic", "Flooding"),
                ("obits", "Obituaries"),
                ("eedition", "e-Edition"),
            )
        )
        extra_nav = '<li class="b-nav__item"><a href="/sports/">Sports</a></li><li class="b-nav__item"><a href="/opinion/">Opinion</a></li><li class="b-nav__item"><a href="/entertainment/">Things to do</a></li>'
        footer = " · ".join(
            self.a(k, label, "chrome:footer")
            for k, label in (
                ("ethics", "Standards and ethics"),
                ("eedition", "e-Edition"),
                ("obits", "Obituaries"),
                ("search", "Search"),
                ("author", "Ana Ruiz"),
                ("news2", "More news"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} – The Stockton Meridian</title>
{self.head(doc)}
<link rel="stylesheet" href="/pf/resources/dist/stocktonmeridian/css/style.css?d=412">
<style>/*PAD*/</style>
</head>
<body>
<div id="fusion-app" class="b-page">
<header class="b-header">
<div class="b-header__top"><a class="b-header__logo" href="/"><img src="/pf/resources/images/meridian-logo.svg" alt="The Stockton Meridian"></a>
<a class="b-header__subscribe" href="/subscribe/?utm_source=header">Subscribe for $1</a> <a class="b-header__login" href="/account/login/">Sign in</a></div>
<nav class="b-nav" aria-label="Sections"><ul class="b-nav__list">{nav}{extra_nav}</ul></nav>
</header>
<div class="b-ad b-ad--leaderboard" data-ad-slot="top"></div>
<main class="b-main" id="main">
{main}
</main>
<aside class="b-newsletter-signup"><h3>Get the Morning Meridian</h3><p>The stories Stockton is talking about, in your inbox at 6 a.m.</p><form action="/newsletters/subscribe/"><input type="email" name="email" placeholder="Email address"><button>Sign up</button></form></aside>
<footer class="b-footer"><p class="b-footer__links">{footer} · <a href="/arc/outboundfeeds/rss/?outputType=xml">RSS</a> · <a href="https://www.stocktonmeridian.test/privacy-policy/">Privacy Policy</a></p>
<p class="b-footer__copy">© 2026 The Stockton Meridian. All rights reserved. 530 E. Market St., Stockton, CA 95202.</p></footer>
</div>
{self.fusion(doc)}
<script src="/pf/dist/engine/react.js?d=412" defer></script>
</body>
</html>
"""

    def card(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        by = f'<span class="b-card__byline">{esc(d.byline)}</span>' if d.byline else ""
        return (f'<div class="b-card"><h3 class="b-card__headline">{self.a(k, d.title, zone)}</h3>'
                f'<p class="b-card__description">{esc(self.lede(d))}</p>{by}<time class="b-card__date">{esc(d.stamp.split(" |")[0])}</time></div>')  # fmt: skip

    def story_main(self, doc: Doc) -> str:
        tpl = doc.extra.get("tpl", "")
        crumbs = f'<div class="b-overline">{self.a("news" if doc.section == "News" else "obits" if doc.section == "Obituaries" else "news2", doc.section or "News", "chrome:breadcrumb")}</div>'
        if not doc.is_article:  # the paid notice in the story template
            body = self.blocks(doc)
            return (f'<article class="b-article b-article--notice"><div class="b-overline">{self.a("obits", "Obituaries", "chrome:breadcrumb")} · Paid notice</div>'
                    f'<h1 class="b-headline">{esc(doc.title)}</h1><div class="b-article-body">{body}</div>'
                    f'<p class="b-guestbook"><a href="/obituaries/notices/harold-finch-1938-2026/guestbook/">Sign the guest book</a> · <a href="/obituaries/place-a-notice/">Place a notice</a></p></article>')  # fmt: skip
        if tpl == "gallery":
            slides = "".join(
                f'<div class="b-gallery__slide"><img src="/resizer/v2/{zlib.crc32(b[1].encode()) % 99991}.jpg?width=1200" alt="">'
                f'<div class="b-gallery__caption"><span class="b-gallery__count">{i}/5</span><p>{esc(b[1])}</p>'
                f'<span class="b-gallery__credit">Lena Marsh / The Stockton Meridian</span></div></div>'
                for i, b in enumerate(doc.blocks, 1)
            )
            body = f'<div class="b-gallery" data-gallery-size="5">{slides}</div>'
        elif tpl == "live":
            body = f'<div class="b-live-badge">LIVE</div><div class="b-live-entries">{self.blocks(doc)}</div>'
        else:
            body = self.blocks(doc)
        by = f'<div class="b-byline">{esc(doc.byline)}</div>' if doc.byline else ""
        if doc.authors and tpl != "gallery":
            by = (
                '<div class="b-byline">By '
                + " and ".join(self.a("author", a, "byline") if a == "Ana Ruiz" else esc(a) for a in doc.authors)
                + "</div>"
            )
        dek = f'<h2 class="b-subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        tags = "".join(f"<li>{self.a(k, self.docs[k].title, 'tags')}</li>" for k in doc.extra.get("tags", []))
        related = [k for k in ("levee", "live", "qa", "ybarra", "oped") if k != doc.key][:3]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in related)
        return f"""<article class="b-article">
{crumbs}
<h1 class="b-headline">{esc(doc.title)}</h1>
{dek}
{by}<div class="b-date"><time datetime="{doc.iso}">{esc(doc.stamp)}</time></div>
<div class="b-share"><button>Share</button><button>Gift this article</button></div>
<div class="b-article-body">
{body}
</div>
<ul class="b-tags">{tags}</ul>
</article>
<section class="b-related"><h2>Read next</h2><ul>{rel}</ul></section>
<section class="b-comments"><a href="/comments/{doc.key}/">View comments</a></section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="b-pagination">{self.a(doc.extra["more"], "More stories", "content")}</div>'
        if doc.extra.get("prev"):
            more = f'<div class="b-pagination">{self.a(doc.extra["prev"], "Newer stories", "content")}</div>'
        bio = "".join(f"<p>{esc(p)}</p>" for p in doc.extra.get("bio", []))
        if bio:
            bio = f'<div class="b-author-bio"><img src="/resizer/v2/ana-ruiz.jpg" alt="Ana Ruiz"><p class="b-author-bio__role">Government and water reporter</p>{bio}</div>'
        notices = ""
        if doc.extra.get("notices"):
            notices = '<section class="b-notices"><h2>Death notices</h2>' + "".join(
                f'<div class="b-notice">{self.a(k, self.docs[k].title, "content")}<p>Stockton · Service Dec. 6</p></div>' for k in doc.extra["notices"]
            ) + '<p><a href="https://obits.example-legacy.test/stocktonmeridian/">All notices on our obituaries partner site</a></p></section>'  # fmt: skip
        form = (
            '<form class="b-search" action="/search/"><input name="q" value="levee"><button>Search</button></form><p>3 results</p>'
            if doc.kind == "search"
            else ""
        )
        return f"""<section class="b-section-front">
<h1 class="b-section-title">{esc(doc.title)}</h1>
{form}{bio}
<div class="b-card-list">
{cards}
</div>
{notices}
{more}
</section>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<section class="b-static-page">
<h1 class="b-headline">{esc(doc.title)}</h1>
<div class="b-static-body">
{self.blocks(doc)}
</div>
<p>Questions? {self.a("mailto:help@stocktonmeridian.test", "help@stocktonmeridian.test", "content")}</p>
</section>"""
