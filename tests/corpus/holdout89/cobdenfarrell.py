# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Cobden & Farrell Funerals: a family funeral home in Bendigo, Victoria on a **FrontRunner**-like funeral-home
platform ("Book of Memories": `/book-of-memories/5123456/Fitzgerald-Margaret/obituary.php`, sibling
`service-details.php`, `/obituaries/obituary-listings?page=2`, `?search=`) with a small news-and-resources blog
(`/news-resources/<slug>`, `/news-resources/tag/…`, `/news-resources/author/…`), Australian English, UTF-8,
Melbourne time (AEDT, +11:00 in December).

An obituary page's headline is the **person's name**; under it the **birth and death dates**, and beside the text a
**service-details box** with the funeral's date, a guestbook of condolences and "Send flowers" buttons: none of them
the publication date or body. Where the page prints no posting date the only one is a JSON-LD `datePublished` in
**UTC**, which for Margaret Fitzgerald (08:30 AEDT on 1 Dec = 21:30Z on 30 Nov) and Beryl Hutchins (07:15 on 4 Dec =
20:15Z on 3 Dec) falls on the **previous** day; the JSON-LD's `mainEntity` is a `Person` with `birthDate` and
`deathDate`. Obituaries are credited to no one, except one "Written with love by" two of the man's children. A funeral
notice with only the death and "funeral details to follow" uses the same URL shape and template: not an article; an
expired Book of Memories serves a soft 404 under an obituary URL. Blog posts carry `BlogPosting` JSON-LD in +11:00."""

from __future__ import annotations

import json

from common import MONTHS, Base, page, story, ymd
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.cobdenfarrell.test"
OBITS = ["fitzgerald", "doyle", "kellett", "papadakis", "hutchins"]
POSTS = ["athome", "livestream", "celebrant"]
ARTS = OBITS + POSTS
SOFT404 = "/book-of-memories/4980011/Baker-Ronald/obituary.php"
OLDER = [
    ("/book-of-memories/5123398/Morrison-Alan/obituary.php", "Alan James Morrison", "1944 - 2026"),
    ("/book-of-memories/5123391/Taylor-Shirley/obituary.php", "Shirley Ann Taylor", "1936 - 2026"),
    ("/book-of-memories/5123385/Walsh-Kevin/obituary.php", "Kevin Francis Walsh", "1952 - 2026"),
    ("/book-of-memories/5123377/Li-Mei/obituary.php", "Mei Li", "1939 - 2026"),
    ("/book-of-memories/5123370/Anderson-Graham/obituary.php", "Graham Robert Anderson", "1947 - 2026"),
    ("/book-of-memories/5123362/Campbell-Joyce/obituary.php", "Joyce Elaine Campbell", "1931 - 2026"),
    ("/book-of-memories/5123355/Mitchell-Peter/obituary.php", "Peter John Mitchell", "1958 - 2026"),
    ("/book-of-memories/5123349/Brown-Valerie/obituary.php", "Valerie Brown", "1942 - 2026"),
]


def day_month_year(day: str) -> str:
    y, m, d = ymd(day)
    return f"{d} {MONTHS[m - 1]} {y}"


class CobdenFarrell(Base):
    origin = ORIGIN
    name = "Cobden & Farrell Funerals"
    prefix = "cfr"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cfr",
            [
                ".site-header",
                ".main-nav a",
                ".bom-header .deceased-name",
                ".obituary-text p",
                ".service-summary",
                ".condolence-entry",
                ".obit-listing .obit-card",
                ".resources-post .entry-content p",
                ".site-footer",
                ".cookie-banner",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Cobden & Farrell Funerals", "funeral-home-home", list=OBITS[::-1], more="obits"))
        add(
            page(
                "obits",
                "/obituaries/obituary-listings",
                "section",
                "Obituaries",
                "obituary-listings",
                list=["hutchins", "papadakis", "kellett", "notice", "fitzgerald", "doyle"],
                more="obits2",
                older=OLDER[:2],
            )
        )
        add(
            page(
                "obits2",
                "/obituaries/obituary-listings?page=2",
                "section",
                "Obituaries",
                "obituary-listings-page2",
                list=[],
                older=OLDER[2:],
            )
        )
        add(
            page(
                "tag",
                "/news-resources/tag/grief-support",
                "tag",
                "Grief support",
                "resources-tag",
                list=["athome", "celebrant"],
            )
        )
        add(
            page(
                "author",
                "/news-resources/author/sarah-cobden",
                "author",
                "Sarah Cobden",
                "resources-author",
                list=["athome"],
                bio="Sarah Cobden is a fourth-generation funeral director and a director of Cobden & Farrell Funerals. She is a member of the Australian Funeral Directors Association and volunteers with Bendigo’s bereavement support network.",
            )
        )
        add(
            page(
                "search",
                "/obituaries/obituary-listings?search=Bendigo",
                "search",
                "Search results for “Bendigo”",
                "obituary-search",
                list=["fitzgerald", "doyle", "kellett"],
            )
        )
        add(
            page(
                "notice",
                "/book-of-memories/5123470/Nguyen-Thanh/obituary.php",
                "funeral-notice",
                "Thanh Van Nguyen",
                "bom-notice-no-obituary",
                [
                    "Passed away peacefully at Bendigo Hospital on 2 December 2026, aged 78. Loved husband of Lan, father of Minh and Hoa, and grandfather of four.",
                    "Funeral details to follow.",
                ],
                dates="1948 - 2026",
                bom="5123470/Nguyen-Thanh",
            )
        )
        add(
            page(
                "service",
                "/book-of-memories/5123456/Fitzgerald-Margaret/service-details.php",
                "service-details",
                "Margaret Anne Fitzgerald",
                "bom-service-details",
                [
                    "## Funeral Service",
                    "Friday 4 December 2026, 11:00 am",
                    "Sacred Heart Cathedral, 194 Wattle Street, Bendigo VIC 3550",
                    "## Committal",
                    "Following the service, Margaret will be laid to rest at Bendigo Cemetery, Carpenter Street, Quarry Hill.",
                    "## Livestream",
                    "The service will be livestreamed for family and friends who cannot attend. The recording will be available for 90 days.",
                    "## Donations",
                    "In lieu of flowers, donations to the Bendigo Health Foundation may be made at the service or online.",
                ],
                dates="14 March 1938 - 28 November 2026",
                bom="5123456/Fitzgerald-Margaret",
            )
        )
        add(
            page(
                "notfound",
                SOFT404,
                "soft-404",
                "This Book of Memories is no longer available",
                "bom-expired-served-200",
                [
                    "The page you are looking for may have been removed by the family or has expired.",
                    "If you believe this is an error, please contact us on (03) 5555 0142 or search our obituaries below.",
                ],
            )
        )

        add(
            story(
                "fitzgerald",
                "/book-of-memories/5123456/Fitzgerald-Margaret/obituary.php",
                "Margaret Anne Fitzgerald",
                "2026-12-01",
                "2026-11-30T21:30:00Z",
                "",
                [],
                [
                    "Margaret Anne Fitzgerald (née O’Loughlin) passed away peacefully at Bendigo Health on Saturday 28 November 2026, surrounded by her family. She was 88.",
                    "Born in Eaglehawk on 14 March 1938, the third of seven children of Thomas and Kathleen O’Loughlin, Margaret grew up in a house on High Street where, she liked to say, there was always room for one more at the table. She trained as a nurse at the Bendigo Base Hospital and worked there for more than thirty years, much of it in the maternity ward, where she helped deliver what she estimated were “half of Bendigo.”",
                    "In 1961 she married Kevin Fitzgerald, a builder, at St Liborius Church in Eaglehawk. They raised five children in the home Kevin built in Golden Square and were married for 54 years until Kevin’s death in 2015.",
                    "Margaret was a devoted parishioner of Sacred Heart Cathedral, a long-serving volunteer with the St Vincent de Paul Society and, for 25 years, a fixture of the Golden Square bowls club, where she won the women’s singles championship three times. She was famous for her sponge cakes, her crosswords done in pen and her fierce support of the Sandhurst Football Club.",
                    "She is survived by her children Michael (Anne), Catherine (David), Patrick, Bernadette (Steve) and Joseph (Leanne), her 14 grandchildren and 6 great-grandchildren, and her sisters Maureen and Josephine.",
                    "The family wishes to thank the staff of Bendigo Health’s palliative care unit for their kindness in Margaret’s final weeks.",
                ],
                "obituary-name-headline-utc-previous-day",
                dates="14 March 1938 - 28 November 2026",
                bom="5123456/Fitzgerald-Margaret",
                birth="1938-03-14",
                death="2026-11-28",
                service=("Friday 4 December 2026, 11:00 am", "Sacred Heart Cathedral, Bendigo"),
                condolences=[
                    (
                        "Jenny and Paul Hartley",
                        "1 December 2026",
                        "Margaret delivered both our boys and was the kindest nurse. Thinking of you all.",
                    ),
                    (
                        "Golden Square Bowls Club",
                        "2 December 2026",
                        "Our deepest sympathy to the Fitzgerald family. Margaret was a champion on and off the green.",
                    ),
                    ("Sue Morrow", "3 December 2026", "So many happy memories of Margaret at Vinnies. Rest in peace."),
                ],
            )
        )
        add(
            story(
                "doyle",
                "/book-of-memories/5123441/Doyle-John/obituary.php",
                "John Patrick “Jack” Doyle",
                "2026-11-30",
                "2026-11-30T14:20:00+11:00",
                "2026-11-30",
                [],
                [
                    "Jack Doyle, a Bendigo tram driver for 28 years and a lifelong member of the Bendigo Easter Fair committee, died on Thursday 26 November 2026 at home in Kangaroo Flat. He was 85.",
                    "Jack was born in Bendigo on 2 August 1941 and left school at 14 to work at an engineering works on Hargreaves Street. In 1972 he joined the Bendigo Trust and spent the rest of his working life driving the city’s vintage talking trams, where his stories about the goldfields made him a favourite of visitors from around the world.",
                    "He met his wife Gwen at a dance at the Kangaroo Flat Mechanics Institute in 1963. They were married for 61 years. Together they raised three children and welcomed dozens of foster children into their home over two decades, work for which they were awarded Medals of the Order of Australia in 2005.",
                    "For more than 40 years Jack helped to organise the Easter Fair procession, and he was one of the team that carried Sun Loong, the famous imperial dragon, through the streets.",
                    "Jack is survived by Gwen, his children Brendan, Kathy and Sean, eight grandchildren and a great many friends.",
                ],
                "obituary-posted-line-local-jsonld",
                dates="2 August 1941 - 26 November 2026",
                bom="5123441/Doyle-John",
                birth="1941-08-02",
                death="2026-11-26",
                posted=True,
                service=(
                    "Thursday 3 December 2026, 2:00 pm",
                    "Cobden & Farrell Chapel, 112 Williamson Street, Bendigo",
                ),
                condolences=[
                    (
                        "Bendigo Tramways volunteers",
                        "30 November 2026",
                        "Jack taught half of us how to drive a tram. Ding ding, mate.",
                    ),
                    (
                        "Lorraine Kelly",
                        "1 December 2026",
                        "Gwen and family, so sorry to hear about Jack. He was a true gentleman.",
                    ),
                ],
            )
        )
        add(
            story(
                "kellett",
                "/book-of-memories/5123449/Kellett-Dorothy/obituary.php",
                "Dorothy May Kellett",
                "2026-12-02",
                "2026-12-01T23:45:00Z",
                "",
                [],
                [
                    "Dorothy May Kellett (née Richards) died peacefully at Strathfieldsaye on Monday 30 November 2026, aged 96.",
                    "Dorothy was born in Castlemaine on 9 May 1930 and moved to Bendigo as a young woman to work as a telephonist at the post office on Pall Mall. She married Ron Kellett, a railway worker, in 1952, and together they ran a poultry farm at Axedale for more than thirty years.",
                    "She was a gifted dressmaker who made the wedding dresses of all three of her daughters and several of her granddaughters. She was a member of the Country Women’s Association for 60 years and won prizes for her preserves at the Bendigo Show into her eighties.",
                    "Dorothy was predeceased by Ron in 2009 and by her son Graeme in 2018. She is survived by her daughters Lynette, Carol and Julie, 11 grandchildren and 17 great-grandchildren.",
                ],
                "obituary-no-printed-date-utc-same-day",
                dates="9 May 1930 - 30 November 2026",
                bom="5123449/Kellett-Dorothy",
                birth="1930-05-09",
                death="2026-11-30",
                service=("Monday 7 December 2026, 11:30 am", "St Paul’s Cathedral, Bendigo"),
                condolences=[
                    (
                        "Bendigo CWA",
                        "2 December 2026",
                        "With love and sympathy to Dorothy’s family. Her apricot jam will never be matched.",
                    )
                ],
            )
        )
        add(
            story(
                "papadakis",
                "/book-of-memories/5123462/Papadakis-Stavros/obituary.php",
                "Stavros Papadakis",
                "2026-12-03",
                "2026-12-03T16:10:00+11:00",
                "2026-12-03",
                ["Eleni Papadakis", "Nick Papadakis"],
                [
                    "Our father Stavros Papadakis passed away on Tuesday 1 December 2026 at the age of 76, after a long illness that he faced with the same stubborn good humour he brought to everything.",
                    "Dad was born in the village of Archanes on Crete on 17 April 1950 and came to Australia in 1969 with two suitcases and very little English. He worked on the railways and in a bakery in Melbourne before moving to Bendigo in 1978, where he and our mother Maria opened the Golden Crust bakery on Mitchell Street.",
                    "For 35 years he was up at 3 am to bake bread, and for most of those years he also found time to coach junior soccer, to serve on the committee of the Greek community and to grow the best tomatoes in the street.",
                    "He loved Bendigo, but he never stopped talking about Crete. He took us back to Archanes many times, and in 2019 he took all seven of his grandchildren there too.",
                    "Dad, we will miss your laugh, your terrible jokes and your advice about everything. Kalo taxidi.",
                ],
                "family-written-obituary-credited",
                dates="17 April 1950 - 1 December 2026",
                bom="5123462/Papadakis-Stavros",
                birth="1950-04-17",
                death="2026-12-01",
                posted=True,
                written_by="Written with love by Eleni Papadakis and Nick Papadakis",
                service=(
                    "Tuesday 8 December 2026, 10:00 am",
                    "Cobden & Farrell Chapel, 112 Williamson Street, Bendigo",
                ),
                condolences=[
                    (
                        "Bendigo Strikers Soccer Club",
                        "3 December 2026",
                        "Coach Stav gave so many kids their start. Thinking of the whole family.",
                    )
                ],
            )
        )
        add(
            story(
                "hutchins",
                "/book-of-memories/5123466/Hutchins-Beryl/obituary.php",
                "Beryl Joan Hutchins",
                "2026-12-04",
                "2026-12-03T20:15:00Z",
                "",
                [],
                [
                    "Beryl Joan Hutchins of Eaglehawk died on Wednesday 2 December 2026, aged 91.",
                    "Beryl was born in Bendigo on 21 January 1935. She worked for many years in the office of a local timber yard and later as a school crossing supervisor on Napier Street, where generations of children knew her as “Mrs H.”",
                    "She was a keen gardener, a member of the Eaglehawk Uniting Church and a loyal supporter of the Eaglehawk Hawks. She is remembered for her generosity, her sense of humour and her legendary lemon slice.",
                    "Beryl was predeceased by her husband Len in 2012. She is survived by her son Gary, daughter-in-law Wendy and granddaughters Chloe and Emma, who will miss her Sunday roasts and her stories of growing up in Bendigo.",
                ],
                "short-obituary-utc-previous-day",
                dates="21 January 1935 - 2 December 2026",
                bom="5123466/Hutchins-Beryl",
                birth="1935-01-21",
                death="2026-12-02",
                service=(
                    "A private cremation will be held. A memorial gathering will be announced in the new year.",
                    "",
                ),
                condolences=[],
            )
        )
        add(
            story(
                "athome",
                "/news-resources/what-to-do-when-someone-dies-at-home-in-victoria",
                "What to Do When Someone Dies at Home in Victoria",
                "2026-11-26",
                "2026-11-26T09:00:00+11:00",
                "2026-11-26",
                ["Sarah Cobden"],
                [
                    "When someone dies at home, whether it was expected or sudden, it can be hard to know what to do first. There is no need to rush. Here is a simple guide to the first hours and days.",
                    "## If the death was expected",
                    "If the person was receiving palliative care, call their doctor or palliative care nurse. They will visit to confirm the death and, in most cases, complete the medical certificate of cause of death. You do not need to call the police or an ambulance.",
                    "Once the death has been confirmed, you can take your time. Many families choose to sit with their loved one for a few hours, to call relatives or to say prayers. When you are ready, call your funeral director, who can come at any time of the day or night.",
                    "## If the death was unexpected",
                    "Call 000 and ask for an ambulance. If the death is sudden or its cause is unknown, the police may attend and the death may be reported to the Coroners Court of Victoria. This is a normal process and does not mean anything is wrong.",
                    "## The next few days",
                    "# Contact a funeral director to arrange for your loved one to be brought into care.",
                    "# Find the will, if there is one, and contact the executor.",
                    "# Let close family and friends know. You do not need to tell everyone yourself; ask someone to help.",
                    "# Your funeral director will register the death with Births, Deaths and Marriages Victoria and apply for the death certificate on your behalf.",
                    "# Notify the person’s bank, Centrelink and other organisations once you have the death certificate.",
                    "## Looking after yourself",
                    "Grief can be exhausting. Accept help when it is offered, try to eat and sleep, and remember that our team is available 24 hours a day to answer questions, even if you are not sure what to ask.",
                ],
                "funeral-home-blog-guide-author",
                section="Grief support",
                role="Funeral Director",
            )
        )
        add(
            story(
                "livestream",
                "/news-resources/our-new-chapel-livestream",
                "Our New Chapel Livestream: Sharing a Service with Family Far Away",
                "2026-12-02",
                "2026-12-02T11:00:00+11:00",
                "2026-12-02",
                [],
                [
                    "Many of the families we care for have loved ones interstate or overseas who cannot travel to Bendigo for a funeral. From this month, every service held in our Williamson Street chapel can be livestreamed at no extra cost.",
                    "The new system uses three high-definition cameras and a professional sound desk, so those watching can see the celebrant, the speakers and the slideshow clearly. Families receive a private link to share, and the recording stays available for 90 days.",
                    "We can also play pre-recorded messages from family members overseas during the service, or connect a speaker by video call. Our staff test the connection before every service.",
                    "If you would like to know more, please speak with your funeral arranger or call us on (03) 5555 0142.",
                ],
                "short-news-org-credit",
                section="News",
            )
        )
        add(
            story(
                "celebrant",
                "/news-resources/planning-a-celebrant-led-service-five-questions",
                "Planning a Celebrant-Led Service: Five Questions to Ask",
                "2026-12-03",
                "2026-12-03T09:30:00+11:00",
                "2026-12-03",
                ["Lorraine Tuck"],
                [
                    "More than half of the funerals we arrange are now led by a civil celebrant rather than a minister. A celebrant works with the family to create a service that reflects the person’s life, beliefs and personality. We asked Lorraine Tuck, a Bendigo celebrant who has led more than 800 funerals, what families should ask before they begin.",
                    "### 1. How will you get to know our loved one?",
                    "A good celebrant will spend time with the family, usually at least an hour, listening to stories and looking at photographs. Ask how they gather information and whether they will share a draft of the eulogy.",
                    "### 2. Can the service include religious elements?",
                    "A celebrant-led service does not have to be non-religious. Many families include a prayer, a hymn or a reading alongside secular music and poems.",
                    "### 3. Who will speak?",
                    "Some families want to speak themselves; others prefer the celebrant to deliver the eulogy. Talk about who is comfortable standing up and who would rather write something to be read.",
                    "### 4. How long should the service be?",
                    "Most services last between 40 minutes and an hour. Your celebrant can help you balance tributes, music and reflection so that the service does not feel rushed or too long.",
                    "### 5. What happens on the day?",
                    "Ask your celebrant to walk you through the order of service, including where the family will sit and what happens at the committal.",
                ],
                "guest-post-celebrant-numbered-subheads",
                section="Grief support",
                role="Civil Celebrant",
                guest_bio="Lorraine Tuck is a registered civil celebrant based in Bendigo. She has officiated at weddings and funerals across central Victoria since 2009.",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.key in OBITS or doc.key in ("notice", "service"):
            data: dict = {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": f"Obituary of {doc.title}",
                "url": url,
                "mainEntity": {"@type": "Person", "name": doc.title},
                "publisher": {
                    "@type": "FuneralHome",
                    "name": "Cobden & Farrell Funerals",
                    "telephone": "+61 3 5555 0142",
                },
            }
            if doc.is_article:
                data["mainEntity"]["birthDate"] = doc.extra["birth"]
                data["mainEntity"]["deathDate"] = doc.extra["death"]
                data["datePublished"] = doc.iso
        elif doc.key in POSTS:
            data = {
                "@context": "https://schema.org",
                "@type": "BlogPosting",
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "author": {"@type": "Person", "name": doc.authors[0]}
                if doc.authors
                else {"@type": "Organization", "name": "Cobden & Farrell Funerals"},
                "publisher": {
                    "@type": "Organization",
                    "name": "Cobden & Farrell Funerals",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo.png"},
                },
            }
        else:
            data = {
                "@context": "https://schema.org",
                "@type": "FuneralHome",
                "name": "Cobden & Farrell Funerals",
                "address": {
                    "@type": "PostalAddress",
                    "streetAddress": "112 Williamson Street",
                    "addressLocality": "Bendigo",
                    "addressRegion": "VIC",
                    "postalCode": "3550",
                    "addressCountry": "AU",
                },
                "telephone": "+61 3 5555 0142",
                "openingHours": "Mo-Fr 09:00-17:00",
            }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        if doc.key in OBITS or doc.key in ("notice", "service"):
            title = f"{doc.title} Obituary - Bendigo, VIC | Cobden & Farrell Funerals"
            og = f"Obituary of {doc.title}"
        elif doc.key == "home":
            title = og = "Cobden & Farrell Funerals | Funeral Directors in Bendigo since 1912"
        else:
            title = f"{doc.title} | Cobden & Farrell Funerals"
            og = doc.title
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("obits", "Obituaries"),
                ("/our-services/arranging-a-funeral", "Arranging a Funeral"),
                ("/our-services/pre-arranged-funerals", "Pre-Arranged Funerals"),
                ("/our-services/our-chapel", "Our Chapel"),
                ("/news-resources", "News & Resources"),
                ("/about-us", "About Us"),
                ("/contact-us", "Contact Us"),
            )
        )
        recent = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["hutchins", "papadakis", "kellett", "fitzgerald"]
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta property="og:title" content="{esc(og)}">
<meta property="og:site_name" content="Cobden &amp; Farrell Funerals">
<meta property="og:url" content="{esc(self.url(doc.key))}">
<meta property="og:image" content="{ORIGIN}/images/share-default.jpg">
{self.ld(doc)}
<link rel="stylesheet" href="/css/site.min.css?v=4.12.0">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Lora:wght@400;600&amp;display=swap">
<style>/*PAD*/</style>
<script src="/js/jquery.min.js"></script>
<script>window.fr = window.fr || {{}}; fr.siteId = 4821; fr.locale = "en-AU";</script>
</head>
<body class="{"bom-page" if doc.key in OBITS or doc.key in ("notice", "service", "notfound") else "site-page"}">
<div class="top-bar"><span>Caring for Bendigo families since 1912</span> <a href="tel:+61355550142" class="phone">Call us 24 hours: (03) 5555 0142</a></div>
<header class="site-header"><div class="container"><a href="/" class="logo"><img src="/images/logo.png" alt="Cobden &amp; Farrell Funerals"></a>
<nav class="main-nav" aria-label="Main"><ul>{nav}</ul></nav>
<form class="header-obit-search" action="/obituaries/obituary-listings" method="get"><input type="text" name="search" placeholder="Search obituaries"><button>Search</button></form></div></header>
<main id="main" class="container">
{main}
</main>
<aside class="recent-obits container"><h3>Recent Obituaries</h3><ul>{recent}</ul>{self.a("obits", "View all obituaries", "aside")}</aside>
<footer class="site-footer"><div class="container">
<div class="footer-col"><h4>Cobden &amp; Farrell Funerals</h4><p>112 Williamson Street<br>Bendigo VIC 3550</p><p>Phone: (03) 5555 0142<br>Email: <a href="mailto:care@cobdenfarrell.test">care@cobdenfarrell.test</a></p></div>
<div class="footer-col"><h4>Resources</h4><ul><li>{self.a("tag", "Grief support", "footer")}</li><li>{self.a("athome", "When someone dies at home", "footer")}</li><li><a href="/news-resources/funeral-costs-explained">Funeral costs explained</a></li><li>{self.a("search", "Bendigo obituaries", "footer")}</li></ul></div>
<div class="footer-col"><p>We acknowledge the Dja Dja Wurrung people, the Traditional Owners of the land on which we work, and pay our respects to Elders past and present.</p><p>Member of the Australian Funeral Directors Association.</p></div>
<p class="copyright">&copy; 2026 Cobden &amp; Farrell Funerals Pty Ltd. ABN 12 345 678 901. <a href="/privacy-policy">Privacy Policy</a> · <a href="/terms-of-use">Terms of Use</a> · Website by FrontRunner Professional</p>
</div></footer>
<div class="cookie-banner" role="dialog">This site uses cookies to improve your experience. <a href="/privacy-policy">Privacy Policy</a> <button class="accept">OK</button></div>
<script src="/js/bom.min.js?v=4.12.0"></script>
</body>
</html>"""

    def bom_nav(self, doc: Doc) -> str:
        base = f"/book-of-memories/{doc.extra['bom']}/"
        ob = (
            self.a(doc.key if doc.is_article or doc.kind == "funeral-notice" else "fitzgerald", "Obituary", "nav")
            if doc.key != "notice"
            else f'<a href="{base}obituary.php" class="active">Obituary</a>'
        )
        if doc.key in ("fitzgerald", "service"):
            svc = self.a("service", "Service Details", "nav")
        else:
            svc = f'<a href="{base}service-details.php">Service Details</a>'
        return f'<nav class="bom-nav">{ob} {svc} <a href="{base}photo-album.php">Photo Album</a> <a href="{base}condolences.php">Condolences</a> <a href="{base}flowers.php" class="send-flowers">Send Flowers</a></nav>'

    def bom_header(self, doc: Doc) -> str:
        slug = doc.extra["bom"].split("/")[0]
        return f'<div class="bom-header"><img class="deceased-photo" src="https://cdn.frontrunnerpro.test/bom/{slug}/photo.jpg" alt="{esc(doc.title)}"><div class="bom-name"><h1 class="deceased-name">{esc(doc.title)}</h1><p class="deceased-dates">{esc(doc.extra["dates"])}</p></div></div>'

    def story_main(self, doc: Doc) -> str:
        if doc.key in POSTS:
            return self.post_main(doc)
        when, where = doc.extra["service"]
        svc_box = f'<div class="service-summary"><h3>Service Details</h3><p class="service-when">{esc(when)}</p>'
        if where:
            svc_box += f'<p class="service-where">{esc(where)}</p>'
        svc_link = (
            self.a("service", "View full service details", "content")
            if doc.key == "fitzgerald"
            else f'<a href="/book-of-memories/{doc.extra["bom"]}/service-details.php">View full service details</a>'
        )
        svc_box += f"{svc_link}</div>"
        posted = f'<p class="obit-posted">Posted: {day_month_year(doc.stamp)}</p>' if doc.extra.get("posted") else ""
        written = (
            f'<p class="obit-written-by"><em>{esc(doc.extra["written_by"])}</em></p>'
            if doc.extra.get("written_by")
            else ""
        )
        cond = "".join(
            f'<div class="condolence-entry"><p class="condolence-name">{esc(n)}</p><p class="condolence-date">{esc(d)}</p><p class="condolence-text">{esc(t)}</p></div>'
            for n, d, t in doc.extra["condolences"]
        )
        if not cond:
            cond = '<p class="no-condolences">Be the first to share a memory.</p>'
        return f"""<div class="bom-wrapper">
{self.bom_header(doc)}
{self.bom_nav(doc)}
<div class="bom-content">
<section class="obituary">
<h2 class="section-title">Obituary</h2>
{posted}
<div class="obituary-text">
{self.blocks(doc)}
</div>
{written}
<div class="share-obit"><a href="https://www.facebook.com/sharer/sharer.php?u={ORIGIN}{doc.path}">Share on Facebook</a> <a href="mailto:?subject=Obituary%20of%20{esc(doc.title)}">Email</a> <a href="#print" class="print">Print</a></div>
</section>
{svc_box}
<section class="condolences"><h3>Share a Memory</h3>{cond}<a href="/book-of-memories/{doc.extra["bom"]}/condolences.php#sign" class="button">Sign the guestbook</a></section>
<div class="flowers-cta"><p>Send flowers to the service of {esc(doc.title)}</p><a href="/book-of-memories/{doc.extra["bom"]}/flowers.php" class="button">Send Flowers</a></div>
</div>
</div>"""

    def post_main(self, doc: Doc) -> str:
        day = day_month_year(doc.stamp)
        if doc.authors:
            who = (
                self.a("author", doc.authors[0], "byline") if doc.authors[0] == "Sarah Cobden" else esc(doc.authors[0])
            )
            meta = f'<p class="post-meta"><time datetime="{doc.iso}">{day}</time> · <span class="author">{who}, {esc(doc.extra["role"])}</span></p>'
        else:
            meta = f'<p class="post-meta"><time datetime="{doc.iso}">{day}</time> · <span class="author">Cobden &amp; Farrell Funerals</span></p>'
        bio = (
            f'<div class="guest-bio"><p><em>{esc(doc.extra["guest_bio"])}</em></p></div>'
            if doc.extra.get("guest_bio")
            else ""
        )
        tag = (
            self.a("tag", "Grief support", "tag")
            if doc.section == "Grief support"
            else '<a href="/news-resources/tag/news">News</a>'
        )
        others = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in POSTS if k != doc.key)
        return f"""<article class="resources-post">
<p class="breadcrumbs"><a href="/">Home</a> › <a href="/news-resources">News &amp; Resources</a></p>
<h1 class="entry-title">{esc(doc.title)}</h1>
{meta}
<div class="entry-content">
{self.blocks(doc)}
</div>
{bio}
<p class="post-tags">Tagged: {tag}</p>
<div class="related-posts"><h3>More from our blog</h3><ul>{others}</ul></div>
<div class="cta-box"><p>Need help now? Our team is available 24 hours a day on (03) 5555 0142.</p></div>
</article>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        return f'<div class="obit-card"><img src="https://cdn.frontrunnerpro.test/bom/{d.extra["bom"].split("/")[0]}/thumb.jpg" alt=""><h3>{self.a(k, d.title, "content")}</h3><p class="obit-dates">{esc(d.extra["dates"])}</p>{self.a(k, "View obituary", "content", "class=view-obit")}</div>'

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "home":
            cards = "".join(self.card(k) for k in doc.extra["list"])
            posts = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in POSTS)
            return f"""<section class="hero"><h1>Cobden &amp; Farrell Funerals</h1><p>Compassionate, personal funeral care for Bendigo and central Victoria. Family owned for four generations.</p><a href="/contact-us" class="button">Speak with us</a></section>
<section class="home-obits"><h2>Recent Obituaries</h2><div class="obit-listing">{cards}</div>{self.a("obits", "See all obituaries", "content")}</section>
<section class="home-resources"><h2>News &amp; Resources</h2><ul>{posts}</ul></section>
<section class="home-services"><h2>How we can help</h2><ul><li><a href="/our-services/arranging-a-funeral">Arranging a funeral</a></li><li><a href="/our-services/pre-arranged-funerals">Planning ahead</a></li><li>{self.a("livestream", "Livestreaming services", "content")}</li></ul></section>"""
        if doc.kind in ("tag", "author"):
            items = "".join(
                f'<article class="post-card"><h2>{self.a(k, self.docs[k].title, "content")}</h2><p class="post-meta">{day_month_year(self.docs[k].stamp)}</p><p>{esc(self.lede(self.docs[k]))}</p></article>'
                for k in doc.extra["list"]
            )
            head = (
                f"<h1>Tag: {esc(doc.title)}</h1>"
                if doc.kind == "tag"
                else f'<div class="author-header"><img src="/images/staff/sarah-cobden.jpg" alt="Sarah Cobden"><h1>{esc(doc.title)}</h1><p class="role">Funeral Director</p><p>{esc(doc.extra["bio"])}</p></div>'
            )
            return f'<section class="resources-archive">{head}{items}<p><a href="/news-resources">All articles</a></p></section>'
        cards = "".join(self.card(k) for k in doc.extra["list"])
        cards += "".join(
            f'<div class="obit-card"><h3><a href="{p}">{esc(n)}</a></h3><p class="obit-dates">{esc(d)}</p></div>'
            for p, n, d in doc.extra.get("older", [])
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "search":
            head += '<form action="/obituaries/obituary-listings" method="get"><input type="text" name="search" value="Bendigo"><button>Search</button></form><p>3 results</p>'
        pager = ""
        if doc.key == "obits":
            pager = f'<div class="pagination"><span class="current">1</span> {self.a("obits2", "2", "pagination")} <a href="/obituaries/obituary-listings?page=3">3</a> {self.a("obits2", "Next ›", "pagination")}</div>'
        elif doc.key == "obits2":
            pager = f'<div class="pagination">{self.a("obits", "‹ Prev", "pagination")} {self.a("obits", "1", "pagination")} <span class="current">2</span> <a href="/obituaries/obituary-listings?page=3">3</a></div><p class="older-note">Looking for an older obituary? Some Books of Memories are removed after two years, for example {self.a(SOFT404, "Ronald Baker (2024)", "content")}. Please call us if you cannot find the person you are looking for.</p>'
        return f'<section class="obituaries-page">{head}<div class="obit-listing">{cards}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "soft-404":
            return f'<div class="bom-wrapper bom-missing"><h1>{esc(doc.title)}</h1>{html}<p>{self.a("obits", "Browse all obituaries", "content")}</p></div>'
        if doc.kind == "service-details":
            return f'<div class="bom-wrapper">{self.bom_header(doc)}{self.bom_nav(doc)}<div class="bom-content service-details"><h2 class="section-title">Service Details</h2>{html}<p><a href="https://livestream.cobdenfarrell.test/fitzgerald-m">Watch the livestream</a> · <a href="https://www.google.com/maps/search/Sacred+Heart+Cathedral+Bendigo">Get directions</a> · <a href="/book-of-memories/5123456/Fitzgerald-Margaret/service-details.php?ics=1">Add to calendar</a></p></div></div>'
        # funeral notice: the obituary template with no obituary
        return f"""<div class="bom-wrapper">
{self.bom_header(doc)}
{self.bom_nav(doc)}
<div class="bom-content">
<section class="obituary"><h2 class="section-title">Obituary</h2><div class="obituary-text">{html}</div></section>
<div class="service-summary"><h3>Service Details</h3><p>Service details will be added when they are confirmed.</p></div>
<section class="condolences"><h3>Share a Memory</h3><p class="no-condolences">Be the first to share a memory.</p></section>
</div>
</div>"""
