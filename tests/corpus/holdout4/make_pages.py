# ruff: noqa: E501, RUF001 -- page texts: prose lines and non-Latin scripts (Greek, Hebrew, Persian...) by design
"""Writes the fourth held-out set (pages/ and labels.json) from the texts below and the publisher chrome of
chrome.py. Deterministic: `python tests/corpus/holdout4/make_pages.py` rewrites the same bytes. The pages are
kept as static files; this script documents how they were made (README.md says why each label)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from chrome import E, Site, jsonld, metas, slug

HERE = Path(__file__).resolve().parent
LABELS: list[dict[str, Any]] = []
FILES: dict[str, bytes] = {}

BODY = {"p", "h2", "h3", "ul", "ol", "q"}


def render(blocks: list[tuple], site: Site, style: str = "p") -> str:
    """Body blocks to markup. Only p/h2/h3/ul/ol/q are story text; the rest is what templates put in a body."""
    parts: list[str] = []
    for kind, *rest in blocks:
        val = rest[0] if rest else ""
        if kind == "p":
            parts.append(
                f'<div class="text-lg leading-relaxed mb-5 text-gray-800 font-serif">{E(val)}</div>'
                if style == "div"
                else f"<p>{E(val)}</p>"
            )
        elif kind in ("h2", "h3"):
            parts.append(
                f'<div class="text-2xl font-bold mt-8 mb-3 font-sans">{E(val)}</div>'
                if style == "div"
                else f"<{kind}>{E(val)}</{kind}>"
            )
        elif kind in ("ul", "ol"):
            parts.append(f"<{kind}>" + "".join(f"<li>{E(x)}</li>" for x in val) + f"</{kind}>")
        elif kind == "q":
            parts.append(f"<p><strong>{E(val)}</strong></p>")
        elif kind == "ad":
            parts.append("\x00AD\x00" + site.ad(10 + len(parts)))
        elif kind == "pull":
            parts.append(f'<aside class="pull-quote"><blockquote><p>&ldquo;{E(val)}&rdquo;</p></blockquote></aside>')
        elif kind == "fig":
            parts.append(
                f'<figure class="inline-image"><img src="/media/{slug(val)[:30]}.jpg" alt="{E(val)}" width="1200"'
                f' height="800"><figcaption>{E(val)} <span class="credit">Photo: Staff</span></figcaption></figure>'
            )
        elif kind == "tweet":
            parts.append(
                f'<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">{E(val)}</p>&mdash; '
                f'Example Account (@example) <a href="https://x.example/status/1">March 5, 2024</a></blockquote>'
                '<script async src="https://platform.x.example/widgets.js" charset="utf-8"></script>'
            )
        elif kind == "more":
            parts.append(
                f'<p class="read-more"><strong>Read more:</strong> <a href="/news/{slug(val)}">{E(val)}</a></p>'
            )
        elif kind == "morex":  # "read more" in another language: (label, headline)
            label, head = val
            parts.append(
                f'<p class="related-inline"><strong>{E(label)}</strong> <a href="/{slug(head)}">{E(head)}</a></p>'
            )
        elif kind == "nl":
            parts.append(site.newsletter())
        elif kind == "raw":
            parts.append(val)
    if style == "split":
        out, chunk = [], []
        for part in parts:
            if part.startswith("\x00AD\x00"):
                out.append('<div class="article-body__part">' + "".join(chunk) + "</div>")
                out.append(part[4:])
                chunk = []
            else:
                chunk.append(part)
        out.append('<div class="article-body__part">' + "".join(chunk) + "</div>")
        return "\n".join(out)
    if style == "section":
        out, chunk = [], []
        for (kind, *_), part in zip(blocks, parts, strict=True):
            if kind == "h2" and chunk:
                out.append('<section class="story-section">' + "".join(chunk) + "</section>")
                chunk = []
            chunk.append(part.replace("\x00AD\x00", ""))
        out.append('<section class="story-section">' + "".join(chunk) + "</section>")
        return "\n".join(out)
    return "\n".join(p.replace("\x00AD\x00", "") for p in parts)


def body_text(blocks: list[tuple]) -> str:
    lines: list[str] = []
    for kind, *rest in blocks:
        if kind in ("ul", "ol"):
            lines.extend(rest[0])
        elif kind in BODY:
            lines.append(rest[0])
    return "\n".join(lines)


def add(
    file: str,
    site: Site,
    url: str,
    html: str,
    *,
    kind: str,
    shape: str,
    is_article: bool,
    title: str | None = None,
    authors: list[str] | None = None,
    date: str | None = None,
    body: str = "",
    encoding: str = "utf-8",
    content_type: str = "text/html",
) -> None:
    FILES[file] = html.encode(encoding, errors="xmlcharrefreplace")
    LABELS.append({
        "file": file, "url": url, "kind": kind, "shape": shape, "is_article": is_article,
        "title": title if is_article else None, "authors": authors or [] if is_article else [],
        "date": date if is_article else None, "language": site.lang, "encoding": encoding,
        "content_type": content_type, "body": body if is_article else "",
    })  # fmt: skip


def article(
    file: str,
    site: Site,
    path: str,
    *,
    title: str,
    blocks: list[tuple],
    authors: list[str],
    date: str | None,
    shape: str,
    head: str = "",
    title_tag: str | None = None,
    h1: str | None = None,
    kicker: str = "",
    byline: str = "",
    dateline: str = "",
    style: str = "p",
    wrap: str = "article",
    before_body: str = "",
    after_body: str = "",
    comments: list[tuple[str, str]] | None = None,
    encoding: str = "utf-8",
    content_type: str = "text/html",
    dir: str | None = None,
    kind: str = "article",
    label_body: str | None = None,
    label_title: str | None = None,
) -> None:
    url = site.link(path)
    heading = h1 if h1 is not None else f'<h1 class="headline">{E(title)}</h1>'
    meta = f'<div class="byline-block">{byline}{dateline}</div>' if (byline or dateline) else ""
    inner = (
        f'{kicker}{heading}{meta}{site.share()}{before_body}<div class="article-body entry-content">'
        f"{render(blocks, site, style)}</div>{after_body}{site.share()}"
    )
    if wrap == "article":
        main = f'<article class="post type-post">{inner}</article>'
    else:
        main = f'<div class="{wrap}">{inner}</div>'
    main += site.comments(comments or [])
    html = site.page(title_tag or f"{title} | {site.name}", main, head, charset=encoding, dir=dir)
    add(file, site, url, html, kind=kind, shape=shape, is_article=True, title=label_title or title,
        authors=authors, date=date, body=label_body if label_body is not None else body_text(blocks),
        encoding=encoding, content_type=content_type)  # fmt: skip


def og(
    site: Site, title: str, url: str, type_: str = "article", extra: list[tuple[str, str, str]] | None = None
) -> str:
    pairs = [("property", "og:type", type_), ("property", "og:title", title), ("property", "og:url", url),
             ("property", "og:image", f"{url.rsplit('/', 1)[0]}/lead.jpg"), ("name", "twitter:card", "summary_large_image")]  # fmt: skip
    return metas(pairs + (extra or [])) + f'<link rel="canonical" href="{url}">\n'


def news_ld(
    site: Site, url: str, title: str, date_iso: str, authors: list[str], type_: str = "NewsArticle", **kw: Any
) -> str:
    obj: dict[str, Any] = {
        "@context": "https://schema.org", "@type": type_, "headline": title, "url": url,
        "datePublished": date_iso, "dateModified": date_iso,
        "publisher": {"@type": "Organization", "name": site.name, "logo": {"@type": "ImageObject", "url": f"https://{site.host}/logo.png"}},
    }  # fmt: skip
    if authors:
        obj["author"] = [{"@type": "Person", "name": a} for a in authors]
    obj.update(kw)
    return jsonld(obj)


EN_COMMENTS = [
    ("riverwatcher", "Finally. This should have happened years ago and everyone on our street knows it."),
    ("M. Okoro", "Does anyone know whether the meeting will be streamed? I work evenings."),
    ("tom_b", "The article doesn't mention who pays for this. Somebody always pays."),
    ("Grace H.", "My father worked there for thirty years. Sad to see it go, but it is the right call."),
    ("northside_dad", "Same story every spring. Promises, then nothing."),
    ("Lena", "Thanks for covering this, the local TV stations ignored it completely."),
]


# ---------------------------------------------------------------------------------------------------------
# publishers
HARBOR = Site("The Harbor Ledger", "www.harborledger.test", "en", "semantic")
VALLEY = Site("Valley Courier", "valleycourier.test", "en", "soup")
METRO = Site("Metro Daily Post", "www.metrodailypost.test", "en", "semantic")
CIVIC = Site("The Civic Review", "civicreview.test", "en", "soup")
TEJO = Site("Jornal do Tejo", "www.jornaldotejo.test", "pt")
VALLE = Site("Corriere della Valle", "www.corrieredellavalle.test", "it", "soup")
GAZETA = Site("Gazeta Nadwiślańska", "gazetanadwislanska.test", "pl")
KABAR = Site("Kabar Nusantara", "www.kabarnusantara.test", "id", "soup")
SAIGON = Site("Tin Nhanh Sài Gòn", "tinnhanhsaigon.test", "vi")
DAINIK = Site("दैनिक समाचार", "www.dainiksamachar.test", "hi")
HANBIT = Site("한빛일보", "www.hanbitilbo.test", "ko")
EMEK = Site("חדשות העמק", "www.hadashot-haemek.test", "he")
AIGAIO = Site("Ειδήσεις Αιγαίου", "www.eidiseis-aigaiou.test", "el")
ANDINO = Site("Diario Andino", "www.diarioandino.test", "es", "soup")
RHEIN = Site("Rheinblick", "www.rheinblick.test", "de")
ALPES = Site("L'Écho des Alpes", "www.echodesalpes.test", "fr", "soup")
ALBORZ = Site("خبرگزاری البرز", "www.alborznews.test", "fa")
CHAO = Site("ข่าวเจ้าพระยา", "www.chaophrayanews.test", "th")


def articles() -> None:
    # 1. Tailwind class soup: no <article>, no <h1>, no <p>; paragraphs are <div>s; byline with a role
    s, path = VALLEY, "/health/2024/03/12/county-clinics-extend-evening-hours-for-vaccines"
    t = "County clinics extend evening hours as measles cases rise"
    blocks = [
        (
            "p",
            "All five county health clinics will stay open until 8 p.m. on weekdays starting Monday, after"
            " the number of confirmed measles cases in the region rose to 14, the health department said.",
        ),
        (
            "p",
            "Most of the cases are in children under five who had not received a first dose of the vaccine,"
            " according to the department's weekly report. Two children were treated in hospital and have"
            " since been sent home.",
        ),
        (
            "p",
            "Dr. Imelda Osei, the county's medical officer, said parents had told the department that daytime"
            " hours made it hard to bring children in without missing a shift.",
        ),
        ("fig", "A nurse prepares a vaccine dose at the Eastside clinic on Tuesday."),
        (
            "p",
            '"We heard the same thing at every school meeting: people want to come, they just cannot come at'
            ' two in the afternoon," Osei said.',
        ),
        (
            "p",
            "The extended hours will run at least through the end of May. No appointment is needed, and the"
            " vaccine is free for children and adults regardless of insurance.",
        ),
        (
            "p",
            "The department also asked anyone who develops a fever and a rash after visiting one of the"
            " locations listed on its website to call ahead before going to a doctor's office or an"
            " emergency room, so staff can keep other patients from being exposed.",
        ),
    ]
    url = s.link(path)
    head = og(s, t, url) + news_ld(s, url, t, "2024-03-12T16:40:00-07:00", ["Jane Roe"])
    byline = (
        '<div class="flex items-center gap-3 text-sm text-gray-600"><img class="w-8 h-8 rounded-full" '
        'src="/staff/jroe.jpg" alt=""><div><span class="font-semibold">By <a href="/staff/jane-roe">Jane Roe'
        "</a>, Health Reporter</span></div></div>"
    )
    date = '<div class="text-xs text-gray-500 mt-1">March 12, 2024 4:40 PM PDT</div>'
    article(
        "tailwind-class-soup.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Jane Roe"],
        date="2024-03-12",
        shape="tailwind-divs-no-semantic-tags",
        head=head,
        style="div",
        wrap="flex flex-col gap-6 py-8",
        h1=f'<div class="text-4xl md:text-5xl font-extrabold leading-tight tracking-tight">{E(t)}</div>',
        byline=byline,
        dateline=date,
        comments=EN_COMMENTS[:3],
    )

    # 2. Bootstrap, body split in parts with ads, read-more links, a pull quote and a caption between them
    s, path = METRO, "/news/city/2024/02/27/harbour-tunnel-repairs-to-close-two-lanes-until-june"
    t = "Harbour tunnel repairs to close two lanes until June"
    blocks = [
        (
            "p",
            "Two of the four lanes in the Harbour Tunnel will close from Monday for repairs to the ventilation"
            " system, the regional transport authority said, warning drivers to expect delays of up to 25"
            " minutes at peak times.",
        ),
        (
            "p",
            "The work, budgeted at 38 million euros, replaces fans installed when the tunnel opened in 1987."
            " An inspection last autumn found that three of the twelve fans could not be relied on in a fire.",
        ),
        ("more", "Ferry operators add crossings during tunnel works"),
        ("ad",),
        (
            "p",
            "Buses will keep a dedicated lane through the works, and the authority will run an extra express"
            " service from the northern park-and-ride every ten minutes between 6 and 10 a.m.",
        ),
        ("pull", "We would rather close two lanes for four months than the whole tunnel for a day"),
        (
            "p",
            '"We would rather close two lanes for four months than risk closing the whole tunnel for a day,"'
            " said the authority's chief engineer, Ruth Amsel.",
        ),
        ("fig", "Traffic queues at the northern entrance of the Harbour Tunnel during a trial closure."),
        ("ad",),
        (
            "p",
            "Freight companies asked for night-time work only. The authority said that would double the length"
            " of the project and that lorries would be allowed through in both directions at all times.",
        ),
        ("more", "How the tunnel was built: a look back at 1987"),
        (
            "p",
            "Cyclists are not affected, as the tunnel has never allowed bicycles; the free shuttle across the"
            " bridge will run more often during the works.",
        ),
    ]
    url = s.link(path)
    head = og(
        s,
        t,
        url,
        extra=[
            ("property", "article:published_time", "2024-02-27T08:15:00+00:00"),
            ("name", "author", "Ludwig van der Berg"),
            ("property", "article:section", "City"),
        ],
    )
    byline = '<p class="byline">By <a href="/profile/ludwig-van-der-berg" rel="author">Ludwig van der Berg</a></p>'
    date = '<p class="dateline"><time>Tue 27 Feb 2024 08.15 GMT</time></p>'
    article(
        "bootstrap-split-body.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Ludwig van der Berg"],
        date="2024-02-27",
        shape="bootstrap-body-split-by-ads",
        head=head,
        style="split",
        wrap="container col-md-8 offset-md-2",
        byline=byline,
        dateline=date,
        comments=EN_COMMENTS,
    )

    # 3. an embedded tweet and a pull quote inside the body
    s, path = HARBOR, "/sports/2024/03/18/harbor-city-fc-sacks-coach-after-seven-straight-losses/"
    t = "Harbor City FC sacks coach after seven straight losses"
    blocks = [
        (
            "p",
            "Harbor City FC dismissed head coach Ander Salgado on Monday, a day after a 3-0 home defeat to"
            " Riverside extended the club's losing run to seven matches.",
        ),
        (
            "p",
            "The club said assistant coach Marta Lind would take charge of the team for Saturday's match"
            " against Eastport and that a permanent appointment would be made before the summer.",
        ),
        (
            "tweet",
            "Thank you to the players, the staff and the fans for two unforgettable seasons. I gave this"
            " club everything. #HCFC",
        ),
        (
            "p",
            "Salgado, who led the team to promotion in his first season, posted a farewell message to"
            " supporters within an hour of the announcement.",
        ),
        ("pull", "Results decide everything in this league, and ours have not been good enough"),
        (
            "p",
            '"Results decide everything in this league, and ours have not been good enough for two months,"'
            " club president Dana Kowal said in a statement.",
        ),
        (
            "p",
            "Harbor City sit 17th of 20 teams, two points above the relegation places, with eleven matches"
            " left to play.",
        ),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-18T12:05:00-04:00")]) + news_ld(
        s, url, t, "2024-03-18T12:05:00-04:00", ["Keisha Marlowe"]
    )
    byline = '<span class="author vcard">By <a class="url fn n" href="/author/kmarlowe/">Keisha Marlowe</a></span>'
    date = ' <time class="entry-date published" datetime="2024-03-18T12:05:00-04:00">March 18, 2024</time>'
    article(
        "embedded-tweet-pullquote.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Keisha Marlowe"],
        date="2024-03-18",
        shape="wordpress-tweet-embed-in-body",
        head=head,
        byline=byline,
        dateline=date,
        comments=EN_COMMENTS[2:],
    )

    # 4. a long essay with footnotes (the notes are the author's text: body)
    s, path = CIVIC, "/essays/why-small-towns-stopped-printing-their-minutes"
    t = "Why small towns stopped printing their minutes"
    paras = [
        "For most of the twentieth century, a resident who wanted to know what the town council had decided"
        " could walk into the library and read the minutes in a bound volume. In many small towns that is no"
        " longer possible, and the reason is not secrecy but cost.",
        "State law in most places requires councils to keep minutes and make them available; it rarely says"
        " how. When printing budgets were cut after 2009, clerks moved the minutes to the town website, and"
        " the bound volumes stopped.",
        "The websites have not aged well. Of the 120 town sites I checked for this essay, 41 had broken links"
        " to minutes older than five years, and 9 had lost every document from before a redesign.",
        "None of this was planned. Clerks I interviewed described redesigns done by a vendor on a fixed"
        " contract, with no budget to move old files and no rule that said they had to be moved.",
        "The fix is cheap: a state archive that accepts a copy of every set of minutes, in a plain format, the"
        " day they are approved. Two states already do this. The rest should follow before another decade of"
        " local decisions disappears.",
    ]
    notes = [
        "The survey covered towns of under 10,000 residents in four states, checked between January and March 2024.",
        "Interviews were conducted by phone with eleven clerks, who asked not to be named.",
    ]
    blocks = [("raw", f"<p>{E(paras[0])}</p>"), ("raw", f"<p>{E(paras[1])}<sup><a href='#fn1'>1</a></sup></p>"),
              ("raw", f"<p>{E(paras[2])}</p>"), ("raw", f"<p>{E(paras[3])}<sup><a href='#fn2'>2</a></sup></p>"),
              ("raw", f"<p>{E(paras[4])}</p>"),
              ("raw", '<hr><ol class="footnotes">' + "".join(f'<li id="fn{i + 1}">{E(n)}</li>' for i, n in enumerate(notes)) + "</ol>")]  # fmt: skip
    url = s.link(path)
    head = og(s, t, url) + news_ld(s, url, t, "2024-01-30T09:00:00-05:00", ["Adaeze Nwankwo"], type_="Article")
    byline = '<div class="text-sm uppercase tracking-widest">Essay &middot; <a href="/contributors/adaeze-nwankwo">Adaeze Nwankwo</a></div>'
    date = '<div class="text-sm text-stone-500">January 30, 2024</div>'
    article(
        "essay-footnotes.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Adaeze Nwankwo"],
        date="2024-01-30",
        shape="essay-with-footnotes",
        head=head,
        byline=byline,
        dateline=date,
        label_body="\n".join(paras + notes),
    )

    # 5. Q&A interview (questions in bold are part of the text)
    s, path = CIVIC, "/interviews/the-librarian-who-catalogued-a-flood"
    t = "The librarian who catalogued a flood"
    blocks = [
        (
            "p",
            "When the river rose into the basement of the Millford public library in 2021, Rosa Ferreira-Klein"
            " started a spreadsheet. Three years later it lists 11,400 damaged items. We asked her why.",
        ),
        ("q", "Why keep a record of books you had already lost?"),
        (
            "p",
            "Because nobody else would. Insurance wanted a number, not a list. But a list tells you which"
            " local history was only ever in that basement, and that is the part you cannot buy again.",
        ),
        ("q", "What did the list show?"),
        (
            "p",
            "That about a third of the damaged items were things no other library holds: church bulletins,"
            " school yearbooks, a run of a farm newspaper from the 1950s.",
        ),
        ("q", "Could any of it be saved?"),
        (
            "p",
            "Some. A conservation lab froze the wettest boxes within two days, and we have scanned about 900"
            " items since. The rest is gone, but at least we know what it was.",
        ),
        ("q", "What would you tell other libraries?"),
        ("p", "Get the one-of-a-kind material off the lowest floor today. It costs nothing to move a shelf."),
        ("p", "This interview has been edited for length and clarity."),
    ]
    url = s.link(path)
    head = og(s, t, url) + news_ld(s, url, t, "2024-04-09T07:30:00-05:00", ["Owen Halloran"], type_="Article")
    byline = '<div class="text-sm">Interview by <a href="/contributors/owen-halloran">Owen Halloran</a></div>'
    date = '<div class="text-sm text-stone-500">April 9, 2024</div>'
    article(
        "qa-interview.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Owen Halloran"],
        date="2024-04-09",
        shape="qa-interview-bold-questions",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 6. numbered listicle, "Words by" with a photographer credit (not an author of the text)
    s, path = HARBOR, "/travel/2024/05/02/seven-things-the-new-ferry-timetable-changes/"
    t = "Seven things the new ferry timetable changes"
    items = [
        (
            "1. The first boat leaves earlier",
            "From June 3 the first crossing leaves the city pier at 5:40 a.m.,"
            " twenty minutes earlier than now, to meet the first train.",
        ),
        (
            "2. Weekend evenings run later",
            "The last Saturday and Sunday departures move to 11:30 p.m. through September.",
        ),
        (
            "3. Fewer midday crossings",
            "Between 11 a.m. and 2 p.m. boats will run every 40 minutes instead of"
            " every 30, which the operator says matches how few people travel then.",
        ),
        (
            "4. The island stop moves",
            "Boats will use the new pontoon at the north end of the island; the old stop closes for repairs.",
        ),
        ("5. Bikes need a booking", "Bicycles must be booked online in summer, up to six per crossing."),
        ("6. Fares stay the same", "Single and season fares do not change until January."),
        ("7. Printed timetables return", "After complaints, paper timetables will be available at both piers."),
    ]
    blocks = [
        (
            "p",
            "The harbour ferry's summer timetable, published on Thursday, is the biggest change to the"
            " service in a decade. Here is what it means for passengers.",
        )
    ]
    for h, p in items:
        blocks += [("h2", h), ("p", p)]
    blocks.insert(5, ("fig", "The ferry leaves the city pier at dawn."))
    url = s.link(path)
    head = og(
        s,
        t,
        url,
        extra=[
            ("property", "article:published_time", "2024-05-02T10:00:00-04:00"),
            ("name", "author", "Priya Natarajan"),
        ],
    )
    byline = (
        '<p class="credits">Words by <a href="/author/priya-natarajan/">Priya Natarajan</a> &middot; '
        "Photographs by Tom Ellis</p>"
    )
    date = '<p class="date">May 2, 2024</p>'
    article(
        "numbered-listicle.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Priya Natarajan"],
        date="2024-05-02",
        shape="listicle-numbered-h2-words-by",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 7. body in <section> elements, two authors, one with particles
    s, path = METRO, "/news/world/2024/03/21/river-treaty-talks-end-without-deal-on-water-shares"
    t = "River treaty talks end without deal on water shares"
    blocks = [
        (
            "p",
            "Three days of talks between the four countries that share the Lower Arda basin ended on Thursday"
            " without agreement on how to divide the river's water in dry years.",
        ),
        (
            "p",
            "Negotiators agreed to meet again in June and to share daily flow data from every dam on the river,"
            " which diplomats described as the first concrete result in two years.",
        ),
        ("h2", "Dry years are the sticking point"),
        (
            "p",
            "The existing treaty, signed in 1962, sets fixed volumes for each country. Upstream states want"
            " shares that shrink in proportion when the river is low; downstream states want a guaranteed"
            " minimum.",
        ),
        (
            "p",
            "Last summer the river fell to its lowest level in 60 years, and two downstream cities rationed"
            " drinking water for six weeks.",
        ),
        ("h2", "What happens next"),
        (
            "p",
            "A technical committee will model three sharing formulas before the June meeting. Its chair said"
            " the models would be published so that farmers and city water boards could comment.",
        ),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-21T18:30:00+00:00")]) + news_ld(
        s, url, t, "2024-03-21T18:30:00+00:00", ["María de los Ángeles Ortega", "Ben Cho"]
    )
    byline = (
        '<p class="byline">By <a href="/profile/maria-de-los-angeles-ortega">María de los Ángeles Ortega</a>'
        ' and <a href="/profile/ben-cho">Ben Cho</a></p>'
    )
    date = '<p class="dateline">Thu 21 Mar 2024 18.30 GMT</p>'
    article(
        "body-in-sections.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["María de los Ángeles Ortega", "Ben Cho"],
        date="2024-03-21",
        shape="body-in-section-elements",
        head=head,
        style="section",
        byline=byline,
        dateline=date,
    )

    # 8. two <h1>s: the site logo and the headline
    s = Site("Northgate Observer", "www.northgateobserver.test", "en", "semantic")
    path = "/2024/04/15/school-district-adds-bus-route-after-parents-petition/"
    t = "School district adds bus route after parents' petition"
    blocks = [
        (
            "p",
            "The Northgate school district will add a bus route for the Pine Hollow neighbourhood from next"
            " month, after more than 300 parents signed a petition saying children were walking along a road"
            " with no pavement.",
        ),
        (
            "p",
            "The new route will pick up about 45 pupils at four stops and cost the district roughly $90,000 a"
            " year, superintendent Carla Jensen told the school board on Monday.",
        ),
        (
            "p",
            "Parents had raised the issue at three board meetings since January. One of the petition's"
            " organisers, Tomasz Rek, said he was relieved but that the road itself still needed a pavement.",
        ),
        ("p", "The county roads department said a pavement was on its list for 2026."),
    ]
    url = s.link(path)
    head = og(
        s,
        t,
        url,
        extra=[
            ("property", "article:published_time", "2024-04-15T21:10:00-05:00"),
            ("name", "author", "Dominic Ashby"),
        ],
    )
    byline = '<p class="byline">By Dominic Ashby</p>'
    date = '<p class="posted">Posted April 15, 2024 at 9:10 pm</p>'
    FILES_BEFORE = len(LABELS)
    article(
        "two-h1-logo-and-headline.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Dominic Ashby"],
        date="2024-04-15",
        shape="two-h1-site-logo",
        head=head,
        byline=byline,
        dateline=date,
    )
    assert len(LABELS) == FILES_BEFORE + 1
    FILES["two-h1-logo-and-headline.html"] = FILES["two-h1-logo-and-headline.html"].replace(
        b'<div class="site-branding"><a class="logo" href="/" rel="home">Northgate Observer</a></div>',
        b'<div class="site-branding"><h1 class="site-title"><a class="logo" href="/" rel="home">Northgate Observer'
        b"</a></h1></div>",
    )

    # 9. headline only in og:title (the <title> is the site name; the visible headline is a styled div)
    s, path = VALLEY, "/news/2024/02/08/landfill-expansion-approved-with-new-odor-limits"
    t = "Landfill expansion approved with new odor limits"
    blocks = [
        (
            "p",
            "The county planning commission approved a 40-acre expansion of the Ridgeback landfill on"
            " Wednesday, on the condition that the operator install gas collection wells and meet an odor"
            " limit that will be checked monthly.",
        ),
        (
            "p",
            "Neighbors packed the hearing room for the third time in a year. Many said the smell on summer"
            " evenings kept them indoors.",
        ),
        (
            "p",
            "The operator, Greenline Disposal, said the wells would be in place before any new cell is used and"
            " that it would pay for an independent monitor chosen by the county.",
        ),
        (
            "p",
            "The expansion extends the landfill's life by about 14 years. Without it, the county would have had"
            " to truck its waste to a site 90 miles away.",
        ),
    ]
    url = s.link(path)
    head = og(
        s,
        t,
        url,
        extra=[
            ("property", "article:published_time", "2024-02-08T19:45:00-08:00"),
            ("name", "author", "Luis Carrasco"),
        ],
    )
    byline = '<div class="text-sm text-gray-600">Luis Carrasco</div>'
    article(
        "headline-only-og-title.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Luis Carrasco"],
        date="2024-02-08",
        shape="headline-only-in-og-title",
        head=head,
        title_tag="Valley Courier",
        style="div",
        wrap="flex flex-col gap-4",
        h1=f'<div class="story-hed text-4xl font-bold">{E(t)}</div>',
        byline=byline,
    )

    # 10. relative date on the page, machine date only in a data attribute
    s, path = METRO, "/news/business/port-workers-vote-to-accept-pay-offer"
    t = "Port workers vote to accept pay offer"
    blocks = [
        (
            "p",
            "Dock workers at the city's container port have voted to accept a two-year pay offer, ending a"
            " dispute that had threatened strikes during the busiest shipping season.",
        ),
        (
            "p",
            "The union said 71 percent of members who voted backed the deal, which raises pay by 6 percent this"
            " year and 4 percent next year and limits night shifts to three a week.",
        ),
        (
            "p",
            "The port authority said it was pleased and that the agreement gave shipping lines the certainty"
            " they had asked for.",
        ),
        ("p", "About 2,300 workers are covered by the agreement."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("name", "author", "Hannah Mbeki")])
    byline = '<p class="byline">By Hannah Mbeki</p>'
    date = '<p class="dateline"><span class="timeago" data-published="2024-03-12T09:20:00Z" title="">3 hours ago</span></p>'
    article(
        "relative-date-data-attribute.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Hannah Mbeki"],
        date="2024-03-12",
        shape="relative-date-machine-date-in-data-attr",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 11. the date only in the URL, as 2024-03-05
    s, path = HARBOR, "/local/2024-03-05/library-extends-weekend-hours-at-three-branches"
    t = "Library extends weekend hours at three branches"
    blocks = [
        (
            "p",
            "Three branches of the city library will open on Sundays from April, the library board decided,"
            " reversing a cut made during the 2020 budget crisis.",
        ),
        (
            "p",
            "The Central, Westside and Harbor Point branches will open from noon to 5 p.m. The board said the"
            " change would cost about $210,000 a year, paid for by a state grant and a private donation.",
        ),
        (
            "p",
            "Library director Felicia Grant said Sunday was the day most people had asked for in a survey of"
            " 4,000 card holders last year.",
        ),
    ]
    url = s.link(path)
    head = og(s, t, url)
    byline = '<span class="author">By <a href="/author/naomi-fiske/">Naomi Fiske</a></span>'
    article(
        "date-only-in-url.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Naomi Fiske"],
        date="2024-03-05",
        shape="date-only-in-url-iso",
        head=head,
        byline=byline,
    )

    # 12. Persian, right to left, visible Solar Hijri date, ISO machine date in <time>
    s, path = ALBORZ, "/news/2024/03/05/تعطیلی-مدارس-تهران-به-دلیل-آلودگی-هوا"
    t = "مدارس تهران به دلیل آلودگی هوا دو روز تعطیل شد"
    blocks = [
        (
            "p",
            "استانداری تهران اعلام کرد همه مدارس و دانشگاه‌های استان به دلیل افزایش آلودگی هوا روزهای چهارشنبه و"
            " پنجشنبه تعطیل خواهند بود و کلاس‌ها به صورت مجازی برگزار می‌شود.",
        ),
        (
            "p",
            "شاخص کیفیت هوا در بیشتر ایستگاه‌های سنجش شهر از مرز ۱۸۰ گذشته است و کارشناسان هواشناسی می‌گویند"
            " تا پایان هفته بارش یا وزش باد قابل توجهی پیش‌بینی نمی‌شود.",
        ),
        (
            "p",
            "ستاد اضطرار آلودگی هوا از شهروندان، به‌ویژه سالمندان و کودکان، خواسته است تا حد امکان از خانه خارج"
            " نشوند و از فعالیت ورزشی در فضای باز خودداری کنند.",
        ),
        (
            "p",
            "طرح محدودیت تردد خودروها نیز در این دو روز در همه ساعات اجرا می‌شود و ادارات دولتی با نیمی از"
            " کارکنان کار خواهند کرد.",
        ),
    ]
    url = s.link(path)
    head = og(s, t, url)
    byline = '<div class="author">نویسنده: <a href="/author/maryam-ahmadi">مریم احمدی</a></div>'
    date = '<div class="date"><time datetime="2024-03-05T10:30:00+03:30">سه‌شنبه ۱۵ اسفند ۱۴۰۲ - ۱۰:۳۰</time></div>'
    article(
        "fa-persian-solar-date.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["مریم احمدی"],
        date="2024-03-05",
        shape="persian-rtl-solar-hijri-visible-date",
        head=head,
        byline=byline,
        dateline=date,
        dir="rtl",
    )

    # 13. Thai, Buddhist-era visible date, ISO in article:published_time
    s, path = CHAO, "/news/economy/2024/03/05/rice-export-record"
    t = "ส่งออกข้าวไทยสองเดือนแรกสูงสุดในรอบสิบปี"
    blocks = [
        (
            "p",
            "กระทรวงพาณิชย์เปิดเผยว่า การส่งออกข้าวของไทยในเดือนมกราคมและกุมภาพันธ์รวมกันสูงกว่าสองล้านตัน"
            " ซึ่งเป็นปริมาณสูงสุดในช่วงเดียวกันของรอบสิบปี",
        ),
        ("p", "ผู้ส่งออกระบุว่าความต้องการจากประเทศในแอฟริกาและตะวันออกกลางเพิ่มขึ้นมาก หลังจากหลายประเทศ จำกัดการส่งออกข้าวเมื่อปีที่แล้ว"),
        (
            "p",
            "อย่างไรก็ตาม สมาคมผู้ส่งออกข้าวเตือนว่าภัยแล้งในฤดูเพาะปลูกหน้าอาจทำให้ผลผลิตลดลง และราคาข้าว ในประเทศอาจสูงขึ้นในช่วงครึ่งปีหลัง",
        ),
        ("p", "กระทรวงฯ ตั้งเป้าการส่งออกข้าวทั้งปีไว้ที่แปดล้านตัน"),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-05T14:00:00+07:00")])
    byline = '<div class="byline">โดย ศิริพร วงศ์ทอง</div>'
    date = '<div class="date">5 มีนาคม 2567 14:00 น.</div>'
    article(
        "th-buddhist-era-date.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["ศิริพร วงศ์ทอง"],
        date="2024-03-05",
        shape="thai-buddhist-era-visible-date",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 14. Portuguese (Portugal), "Texto:" label
    s, path = TEJO, "/sociedade/2024/03/05/lisboa-alarga-horario-do-metro-ao-fim-de-semana"
    t = "Lisboa alarga horário do metro ao fim de semana"
    blocks = [
        (
            "p",
            "O Metropolitano de Lisboa vai funcionar até às duas da manhã às sextas-feiras e aos sábados a"
            " partir de abril, anunciou esta terça-feira a empresa.",
        ),
        (
            "p",
            "A medida responde a um pedido antigo dos trabalhadores da restauração e da hotelaria, que muitas"
            " vezes saem do serviço depois do último comboio.",
        ),
        (
            "p",
            "Segundo a administração, o alargamento custará cerca de 1,8 milhões de euros por ano e será"
            " avaliado ao fim de seis meses.",
        ),
        (
            "p",
            "As linhas Verde e Azul serão as primeiras a funcionar no novo horário; as restantes seguir-se-ão"
            " no verão, depois da contratação de mais maquinistas.",
        ),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-05T19:42:00+00:00")]) + news_ld(
        s, url, t, "2024-03-05T19:42:00+00:00", ["Inês Carvalho"]
    )
    byline = '<p class="autor">Texto: <a href="/autores/ines-carvalho">Inês Carvalho</a></p>'
    date = '<p class="data">05 mar 2024, 19:42</p>'
    article(
        "pt-texto-label.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Inês Carvalho"],
        date="2024-03-05",
        shape="pt-pt-texto-byline",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 15. Italian, "Di" label, two authors joined by "e"
    s, path = VALLE, "/cronaca/2024/03/05/frana-sulla-provinciale-paese-isolato-per-due-giorni"
    t = "Frana sulla provinciale, paese isolato per due giorni"
    blocks = [
        (
            "p",
            "Una frana ha interrotto nella notte la strada provinciale che collega Valmora al fondovalle,"
            " lasciando isolati per almeno due giorni i circa seicento abitanti del paese.",
        ),
        (
            "p",
            "Nessuno è rimasto ferito. I vigili del fuoco hanno organizzato un servizio di navetta a piedi"
            " lungo un sentiero per chi deve raggiungere il lavoro o l'ospedale.",
        ),
        (
            "p",
            "Il sindaco, Luisa Ferrando, ha chiesto alla Regione di dichiarare lo stato di emergenza e di"
            " finanziare i lavori di messa in sicurezza del versante, franato già nel 2019.",
        ),
        ("p", "Secondo i tecnici della Provincia, la strada potrà riaprire a senso unico alternato entro giovedì."),
    ]
    url = s.link(path)
    head = og(s, t, url) + news_ld(s, url, t, "2024-03-05T08:20:00+01:00", ["Giulia Esposito", "Marco Bellini"])
    byline = (
        '<div class="text-sm font-medium">Di <a href="/autori/giulia-esposito">Giulia Esposito</a> e '
        '<a href="/autori/marco-bellini">Marco Bellini</a></div>'
    )
    date = '<div class="text-xs">5 marzo 2024 08:20</div>'
    article(
        "it-di-two-authors.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Giulia Esposito", "Marco Bellini"],
        date="2024-03-05",
        shape="it-di-two-authors-soup",
        head=head,
        byline=byline,
        dateline=date,
        style="div",
        wrap="flex flex-col",
    )

    # 16. Polish, "Autor:" label, date only as Polish text
    s, path = GAZETA, "/region/nowy-most-na-wisle-otwarty-dla-kierowcow-kilka-miesiecy-przed-terminem"
    t = "Nowy most na Wiśle otwarty kilka miesięcy przed terminem"
    blocks = [
        (
            "p",
            "Kierowcy mogą już korzystać z nowego mostu na Wiśle między Starym Brzegiem a Nowym Dworem. Przeprawę"
            " otwarto we wtorek, cztery miesiące przed terminem zapisanym w umowie.",
        ),
        (
            "p",
            "Most ma 620 metrów długości, po dwa pasy ruchu w każdą stronę oraz drogę rowerową. Budowa"
            " kosztowała 410 milionów złotych, z czego większość pochodziła z funduszy unijnych.",
        ),
        (
            "p",
            "Dotąd mieszkańcy obu miast musieli jeździć do przeprawy oddalonej o trzydzieści kilometrów albo"
            " korzystać z promu, który zimą często nie kursował.",
        ),
        ("p", "Starosta powiatu zapowiedział, że w przyszłym roku przez most pojedzie również linia autobusowa."),
    ]
    url = s.link(path)
    head = og(s, t, url)
    byline = '<div class="autor">Autor: <strong>Tomasz Wiśniewski</strong></div>'
    date = '<div class="data">5 marca 2024, 11:20</div>'
    article(
        "pl-autor-label.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Tomasz Wiśniewski"],
        date="2024-03-05",
        shape="pl-autor-text-date-only",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 17. Indonesian, "Reporter: ... | Editor: ..." (the editor is not an author), "Baca Juga" inside the body
    s, path = KABAR, "/nasional/2024/03/05/pemerintah-tambah-kuota-mudik-gratis-lebaran"
    t = "Pemerintah tambah kuota mudik gratis Lebaran"
    blocks = [
        (
            "p",
            "Kementerian Perhubungan menambah kuota program mudik gratis Lebaran tahun ini menjadi 120.000"
            " orang, naik hampir dua kali lipat dibanding tahun lalu.",
        ),
        (
            "p",
            "Pendaftaran dibuka mulai pekan depan melalui aplikasi resmi kementerian dan di terminal bus di"
            " sejumlah kota besar.",
        ),
        ("morex", ("Baca Juga:", "Harga tiket kereta Lebaran mulai naik")),
        (
            "p",
            "Menurut kementerian, penambahan kuota bertujuan mengurangi jumlah pemudik yang menggunakan sepeda"
            " motor, yang tahun lalu menyumbang sebagian besar kecelakaan selama masa mudik.",
        ),
        ("p", "Selain bus, program ini juga menyediakan kapal laut dan kereta api untuk rute-rute tertentu."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-05T13:15:00+07:00")])
    byline = '<div class="text-sm">Reporter: <span>Andi Saputra</span> | Editor: <span>Rina Marlina</span></div>'
    date = '<div class="text-xs">Selasa, 5 Maret 2024 13:15 WIB</div>'
    article(
        "id-reporter-editor.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Andi Saputra"],
        date="2024-03-05",
        shape="id-reporter-and-editor-byline",
        head=head,
        byline=byline,
        dateline=date,
        style="div",
        wrap="flex flex-col",
    )

    # 18. Vietnamese, author name at the end of the body, published 06:30 GMT+7 (UTC the day before)
    s, path = SAIGON, "/thoi-su/tp-hcm-mo-them-tuyen-xe-buyt-dien-4712093.html"
    t = "TP HCM mở thêm ba tuyến xe buýt điện"
    blocks = [
        (
            "p",
            "Từ ngày 1/4, TP HCM sẽ đưa vào hoạt động thêm ba tuyến xe buýt điện nối trung tâm thành phố với"
            " các quận ven, nâng tổng số tuyến xe buýt điện lên mười.",
        ),
        (
            "p",
            "Theo Sở Giao thông vận tải, mỗi tuyến có khoảng 20 xe, tần suất từ 10 đến 15 phút một chuyến vào"
            " giờ cao điểm. Giá vé giữ nguyên như xe buýt thông thường.",
        ),
        (
            "p",
            "Người dân khu vực Thủ Đức cho biết họ mong chờ các tuyến mới vì hiện phải đổi hai lần xe mới tới"
            " được trung tâm.",
        ),
        ("p", "Thành phố đặt mục tiêu đến năm 2030 toàn bộ xe buýt sử dụng điện hoặc năng lượng xanh."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-04T23:30:00Z")])
    date = '<span class="date">Thứ ba, 5/3/2024, 06:30 (GMT+7)</span>'
    after = '<p class="author-name" style="text-align:right;"><strong>Minh Anh</strong></p>'
    article(
        "vi-author-at-end.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Minh Anh"],
        date="2024-03-05",
        shape="vi-author-after-body-utc-previous-day",
        head=head,
        dateline=date,
        after_body=after,
    )

    # 19. Hindi, Hindi month name, JSON-LD with +05:30
    s, path = DAINIK, "/desh/metro-phase-four-opening-delhi-2024-03-05"
    t = "दिल्ली मेट्रो के चौथे चरण का पहला हिस्सा यात्रियों के लिए खुला"
    blocks = [
        (
            "p",
            "दिल्ली मेट्रो के चौथे चरण का पहला हिस्सा मंगलवार से यात्रियों के लिए खोल दिया गया। इस हिस्से में"
            " आठ नए स्टेशन हैं और इससे पूर्वी दिल्ली के कई इलाक़े सीधे मेट्रो से जुड़ गए हैं।",
        ),
        (
            "p",
            "दिल्ली मेट्रो रेल निगम के अनुसार, पहले दिन सुबह छह बजे से ही स्टेशनों पर भीड़ देखी गई और दोपहर"
            " तक क़रीब पचास हज़ार लोगों ने नई लाइन पर सफ़र किया।",
        ),
        ("p", "निगम ने बताया कि बाक़ी हिस्सों का काम तेज़ी से चल रहा है और अगले साल तक पूरा चरण शुरू करने का लक्ष्य है।"),
        ("p", "यात्रियों ने कहा कि नई लाइन से दफ़्तर पहुंचने का समय लगभग आधा हो जाएगा।"),
    ]
    url = s.link(path)
    head = og(s, t, url) + news_ld(s, url, t, "2024-03-05T18:45:00+05:30", ["राजेश कुमार"])
    byline = '<div class="byline">लेखक: <a href="/author/rajesh-kumar">राजेश कुमार</a></div>'
    date = '<div class="date">अपडेटेड: 5 मार्च 2024, 18:45 IST</div>'
    article(
        "hi-lekhak-label.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["राजेश कुमार"],
        date="2024-03-05",
        shape="hi-devanagari-jsonld",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 20. Korean in EUC-KR (declared only in <meta>), 08:10 KST = the day before in UTC
    s, path = HANBIT, "/news/articleView.html?idxno=248117"
    t = "서울시, 심야 버스 노선 5개 늘린다"
    blocks = [
        ("p", "서울시가 다음 달부터 심야 버스 노선을 5개 늘려 모두 19개 노선을 운행한다고 5일 밝혔다."),
        (
            "p",
            "새로 생기는 노선은 강남과 강서, 노원 지역을 중심으로 밤 11시 30분부터 새벽 3시 30분까지 20분"
            " 간격으로 다닌다.",
        ),
        ("p", "시는 지난해 심야 시간 택시 호출이 잘 되지 않는다는 민원이 많아 노선 확대를 결정했다고 설명했다."),
        ("p", "요금은 기존 심야 버스와 같은 2500원이며, 교통카드로 지하철 첫차와 환승할 수 있다."),
    ]
    url = s.link(path)
    head = '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">\n' + og(
        s, t, url, extra=[("property", "article:published_time", "2024-03-04T23:10:00Z")]
    )
    byline = '<div class="info-text"><ul><li>이서연 기자 (seoyeon@hanbitilbo.test)</li>'
    date = "<li>입력 2024.03.05 08:10</li><li>수정 2024.03.05 09:02</li></ul></div>"
    article(
        "ko-euc-kr.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["이서연"],
        date="2024-03-05",
        shape="ko-euc-kr-meta-only-kst",
        head=head,
        byline=byline,
        dateline=date,
        encoding="euc-kr",
    )

    # 21. Hebrew, right to left, windows-1255 declared only in the HTTP header
    s, path = EMEK, "/news/article/88213"
    t = "העירייה אישרה הקמת פארק חדש בשכונת הגפן"
    blocks = [
        (
            "p",
            "מועצת העיר אישרה אמש פה אחד את הקמתו של פארק ציבורי חדש בשכונת הגפן, על שטח של כעשרים דונם"
            " שהיה עד היום מגרש חניה.",
        ),
        (
            "p",
            "בפארק יוקמו מגרשי משחקים, שבילי הליכה ואופניים ופינות צל, והעבודות צפויות להתחיל בקיץ ולהסתיים"
            " בתוך שנה וחצי.",
        ),
        ("p", "תושבי השכונה, שנאבקו במשך שנים על הקמת הפארק, הגיעו לישיבה ומחאו כפיים לאחר ההצבעה."),
        ("p", "עלות הפרויקט מוערכת בשנים עשר מיליון שקלים, ורובה תמומן מתקציב משרד הפנים."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-05T09:15:00+02:00")])
    byline = '<div class="author">מאת: נועה לוי</div>'
    date = '<div class="date">05.03.2024 09:15</div>'
    article(
        "he-windows-1255-header.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["נועה לוי"],
        date="2024-03-05",
        shape="he-rtl-cp1255-http-header-only",
        head=head,
        byline=byline,
        dateline=date,
        dir="rtl",
        encoding="windows-1255",
        content_type="text/html; charset=windows-1255",
    )
    FILES["he-windows-1255-header.html"] = FILES["he-windows-1255-header.html"].replace(
        b'<meta charset="windows-1255">\n', b""
    )

    # 22. Greek, ISO-8859-7 declared in <meta>, "Γράφει:" label, Greek month name
    s, path = AIGAIO, "/ellada/neo-limani-stin-naxo-ergasies"
    t = "Ξεκινούν οι εργασίες για το νέο λιμάνι της Νάξου"
    blocks = [
        (
            "p",
            "Ξεκινούν τον επόμενο μήνα οι εργασίες επέκτασης του λιμανιού της Νάξου, που θα επιτρέψει σε"
            " μεγαλύτερα πλοία να δένουν με ασφάλεια ακόμη και με δυνατούς ανέμους.",
        ),
        (
            "p",
            "Το έργο, προϋπολογισμού 24 εκατομμυρίων ευρώ, περιλαμβάνει νέο κρηπίδωμα μήκους 180 μέτρων και"
            " σταθμό επιβατών.",
        ),
        (
            "p",
            "Ο δήμαρχος δήλωσε ότι οι εργασίες θα σταματούν κατά τους καλοκαιρινούς μήνες, ώστε να μην"
            " επηρεαστεί η τουριστική κίνηση.",
        ),
        ("p", "Η ολοκλήρωση του έργου αναμένεται σε δύο χρόνια."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-05T12:30:00+02:00")])
    byline = '<div class="author">Γράφει: <a href="/author/papadopoulos">Γιώργος Παπαδόπουλος</a></div>'
    date = '<div class="date">5 Μαρτίου 2024, 12:30</div>'
    article(
        "el-iso-8859-7.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Γιώργος Παπαδόπουλος"],
        date="2024-03-05",
        shape="el-iso-8859-7-grafei",
        head=head,
        byline=byline,
        dateline=date,
        encoding="iso-8859-7",
    )

    # 23. German, "Von ... und ...", date "05.03.2024, 14:12 Uhr"
    s, path = RHEIN, "/region/koeln/rheinufer-radweg-wird-verbreitert-a-7f3b21"
    t = "Radweg am Rheinufer wird verbreitert"
    blocks = [
        (
            "p",
            "Der Radweg am linken Rheinufer wird auf einer Länge von drei Kilometern auf vier Meter"
            " verbreitert. Das hat der Verkehrsausschuss am Dienstag beschlossen.",
        ),
        (
            "p",
            "Bisher teilen sich Radfahrer und Fußgänger an vielen Stellen einen schmalen Weg, was an"
            " sonnigen Wochenenden regelmäßig zu Konflikten führt.",
        ),
        (
            "p",
            "Die Bauarbeiten sollen im Herbst beginnen und etwa ein Jahr dauern. Während der Arbeiten wird"
            " der Verkehr abschnittsweise umgeleitet.",
        ),
        ("p", "Die Kosten von rund 5,6 Millionen Euro trägt zum größten Teil das Land."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("name", "author", "Anna Schmidt, Jörg Becker")])
    byline = '<p class="byline">Von <a href="/autoren/anna-schmidt">Anna Schmidt</a> und <a href="/autoren/joerg-becker">Jörg Becker</a></p>'
    date = '<p class="date">05.03.2024, 14:12 Uhr</p>'
    article(
        "de-von-und.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Anna Schmidt", "Jörg Becker"],
        date="2024-03-05",
        shape="de-von-two-authors-text-date",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 24. French, "Par ..., envoyée spéciale à ...", published and modified dates
    s, path = ALPES, "/regions/isere/2024/03/05/avalanche-deux-randonneurs-secourus"
    t = "Avalanche en Isère : deux randonneurs secourus après une nuit dans la neige"
    blocks = [
        (
            "p",
            "Deux randonneurs emportés par une avalanche lundi après-midi dans le massif de Belledonne ont"
            " été retrouvés vivants mardi matin par les secours en montagne.",
        ),
        (
            "p",
            "Les deux hommes, âgés de 34 et 41 ans, avaient réussi à creuser un abri dans la neige et à"
            " prévenir leurs proches avant que la batterie de leur téléphone ne s'épuise.",
        ),
        (
            "p",
            "L'hélicoptère de la gendarmerie n'a pu décoller qu'au lever du jour en raison du brouillard."
            " Les randonneurs ont été transportés à l'hôpital de Grenoble, souffrant d'hypothermie légère.",
        ),
        ("p", "Le risque d'avalanche reste fort sur l'ensemble des massifs isérois jusqu'à jeudi, selon Météo-France."),
    ]
    url = s.link(path)
    head = og(s, t, url) + news_ld(
        s, url, t, "2024-03-05T07:00:00+01:00", ["Camille Martin"], dateModified="2024-03-06T10:12:00+01:00"
    )
    byline = (
        '<div class="text-sm">Par <a href="/auteurs/camille-martin">Camille Martin</a>, envoyée spéciale à'
        " Grenoble</div>"
    )
    date = '<div class="text-xs">Publié le 5 mars 2024 à 07h00, modifié le 6 mars 2024 à 10h12</div>'
    article(
        "fr-par-role.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Camille Martin"],
        date="2024-03-05",
        shape="fr-par-with-role-soup",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 25. an agency as the only byline (an organisation, not a person: no author)
    s, path = METRO, "/news/world/2024/03/19/volcano-erupts-near-reykjavik-airport-stays-open"
    t = "Volcano erupts near Reykjavik; airport stays open"
    blocks = [
        (
            "p",
            "A volcano on Iceland's Reykjanes peninsula erupted on Tuesday evening for the fourth time since"
            " December, sending lava towards the evacuated town of Grindavik.",
        ),
        (
            "p",
            "The Icelandic Meteorological Office said the fissure was about three kilometres long and that the"
            " eruption posed no threat to flights. Keflavik airport remained open.",
        ),
        (
            "p",
            "Grindavik's 3,800 residents were evacuated in November and have been allowed back only briefly"
            " since then.",
        ),
    ]
    url = s.link(path)
    head = og(
        s,
        t,
        url,
        extra=[("property", "article:published_time", "2024-03-19T21:40:00+00:00"), ("name", "author", "AFP")],
    )
    byline = '<p class="byline">AFP</p>'
    date = '<p class="dateline">Tue 19 Mar 2024 21.40 GMT</p>'
    article(
        "agency-only-byline.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=[],
        date="2024-03-19",
        shape="agency-byline-afp",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 26. opinion piece with an author bio line after the body
    s, path = HARBOR, "/opinion/2024/04/22/the-city-should-stop-selling-its-parking-garages/"
    t = "Opinion: The city should stop selling its parking garages"
    blocks = [
        (
            "p",
            "Every few years, when the budget is tight, someone at city hall proposes selling a parking garage."
            " It raises money once, and it costs us for decades.",
        ),
        (
            "p",
            "The two garages sold in 2011 brought in $18 million. The city has since paid more than that in"
            " leases for the spaces its own staff and visitors need.",
        ),
        (
            "p",
            "Garages are also land. The downtown garage on Pier Street sits on the best development site in"
            " the city; whoever owns it will decide what that block becomes for the next fifty years.",
        ),
        (
            "p",
            "Keep the garages, raise their rates to what the market pays, and use the money to fix the ones"
            " we have. That is not exciting, but it is the cheapest option we have.",
        ),
    ]
    url = s.link(path)
    head = og(
        s,
        t,
        url,
        extra=[
            ("property", "article:published_time", "2024-04-22T06:00:00-04:00"),
            ("property", "article:section", "Opinion"),
        ],
    ) + news_ld(s, url, t, "2024-04-22T06:00:00-04:00", ["Harriet Lowe"], type_="OpinionNewsArticle")
    kicker = '<div class="kicker"><a href="/opinion/">Opinion</a></div>'
    byline = '<span class="author">By <a href="/author/hlowe/">Harriet Lowe</a></span>'
    date = ' <time datetime="2024-04-22T06:00:00-04:00">April 22, 2024</time>'
    after = (
        '<p class="author-bio"><em>Harriet Lowe is a former city finance director and teaches public budgeting'
        " at Harbor State University.</em></p>"
    )
    article(
        "opinion-with-bio.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Harriet Lowe"],
        date="2024-04-22",
        shape="opinion-author-bio-after-body",
        head=head,
        kicker=kicker,
        byline=byline,
        dateline=date,
        after_body=after,
        comments=EN_COMMENTS,
    )

    # 27. newsroom obituary
    s, path = VALLEY, "/obituaries/2024/03/28/eleanor-whitcombe-who-ran-the-last-independent-bookshop-dies-at-91"
    t = "Eleanor Whitcombe, who ran the valley's last independent bookshop, dies at 91"
    blocks = [
        (
            "p",
            "Eleanor Whitcombe, who ran Whitcombe Books on Main Street for 52 years and refused every offer to"
            " sell it, died on Monday at her home in Cedar Falls. She was 91.",
        ),
        ("p", "Her son, Robert, said the cause was heart failure."),
        (
            "p",
            "Whitcombe opened the shop in 1968 with $4,000 borrowed from an aunt and a stock of second-hand"
            " paperbacks. By the 1990s it had become a stop on authors' tours, partly because she wrote to"
            " every publisher personally.",
        ),
        (
            "p",
            "She kept the shop open through two recessions and a flood, and she ran a free reading hour for"
            " children every Saturday morning until she was 88.",
        ),
        ("p", "She is survived by her son, two grandchildren and the shop, which her former manager now runs."),
    ]
    url = s.link(path)
    head = og(s, t, url) + news_ld(s, url, t, "2024-03-28T15:00:00-07:00", ["Peter Adeyemi"])
    byline = '<div class="text-sm">By <a href="/staff/peter-adeyemi">Peter Adeyemi</a></div>'
    date = '<div class="text-xs text-gray-500">March 28, 2024</div>'
    article(
        "obituary.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Peter Adeyemi"],
        date="2024-03-28",
        shape="newsroom-obituary-soup",
        head=head,
        byline=byline,
        dateline=date,
        style="div",
        wrap="flex flex-col gap-4",
        h1=f'<h1 class="text-4xl font-bold">{E(t)}</h1>',
    )

    # 28. AMP page of an article
    s, path = METRO, "/amp/news/city/2024/03/14/night-markets-return-to-the-old-rail-yard"
    t = "Night markets return to the old rail yard"
    paras = [
        "The night markets that filled the old rail yard every summer until 2019 will return in June, the city"
        " council decided on Thursday, with space for up to 120 stalls on Friday and Saturday evenings.",
        "The markets were stopped when the site was sold for housing. That project stalled, and the council"
        " has agreed a five-year lease with the owner for the evening markets.",
        "Stall fees will start at 35 euros a night, with half-price places for first-time traders and"
        " students. Applications open on April 1.",
        "Residents of the new flats on Quay Street asked for the music to stop at 11 p.m.; the council agreed"
        " to a 10:30 p.m. limit on amplified sound.",
    ]
    url = s.link(path)
    canon = s.link(path.replace("/amp", "", 1))
    nav = "".join(f'<li><a href="/{slug(x)}/">{E(x)}</a></li>' for x in s.t["sections"])
    ld = news_ld(s, canon, t, "2024-03-14T17:25:00+00:00", ["Siobhan Keane"])
    body = "".join(
        f"<p>{E(p)}</p>"
        + (
            f'<amp-ad width="300" height="250" type="doubleclick" data-slot="/2231/metro/amp{i}"></amp-ad>'
            if i == 1
            else ""
        )
        for i, p in enumerate(paras)
    )
    html = f"""<!doctype html>
<html amp lang="en">
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.example/v0.js"></script>
<script async custom-element="amp-ad" src="https://cdn.ampproject.example/v0/amp-ad-0.1.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.example/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-sidebar" src="https://cdn.ampproject.example/v0/amp-sidebar-0.1.js"></script>
<title>{E(t)} - {E(s.name)}</title>
<link rel="canonical" href="{canon}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{ld}<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style>
<style amp-custom>body{{font-family:Georgia,serif}}.byline{{color:#555}}.footer a{{margin-right:8px}}</style>
</head>
<body>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{{"vars":{{"gtag_id":"G-TEST00000","config":{{"G-TEST00000":{{"groups":"default"}}}}}}}}</script></amp-analytics>
<amp-sidebar id="sidebar" layout="nodisplay" side="left"><ul class="nav">{nav}</ul></amp-sidebar>
<header class="amp-header"><button on="tap:sidebar.toggle">Menu</button><a href="/">{E(s.name)}</a></header>
<article>
<h1>{E(t)}</h1>
<div class="byline">By Siobhan Keane &middot; March 14, 2024</div>
<amp-img src="/media/rail-yard.jpg" width="1200" height="800" layout="responsive" alt="Stalls at the rail yard"></amp-img>
<div class="caption">Stalls at the rail yard market in 2019.</div>
{body}
</article>
<amp-consent id="consent" layout="nodisplay">{s.cmp_script().replace('id="cmp-config"', "")}</amp-consent>
{s.rail()}<div class="related"><h2>{E(str(s.t["related"]))}</h2>{"".join(f'<a href="/{slug(h)}">{E(h)}</a><br>' for h in s.t["heads"])}</div>
{s.footer().replace("<script>", "<!-- ").replace("</script>", " -->")}
</body>
</html>
"""
    add(
        "amp-article.html",
        s,
        url,
        html,
        kind="article",
        shape="amp",
        is_article=True,
        title=t,
        authors=["Siobhan Keane"],
        date="2024-03-14",
        body="\n".join(paras),
    )

    # 29. a two-sentence wire brief, agency dateline, no person byline
    s, path = HARBOR, "/world/2024/03/26/strong-earthquake-strikes-off-northern-chile/"
    t = "Strong earthquake strikes off northern Chile"
    blocks = [
        (
            "p",
            "SANTIAGO (Reuters) - A magnitude 6.4 earthquake struck off the coast of northern Chile on Tuesday,"
            " the country's seismological centre said, with no immediate reports of damage or injuries.",
        ),
        ("p", "The navy said the quake did not meet the conditions to generate a tsunami on the Chilean coast."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-26T14:02:00-04:00")]) + news_ld(
        s, url, t, "2024-03-26T14:02:00-04:00", []
    )
    byline = '<span class="author">Reuters</span>'
    date = ' <time datetime="2024-03-26T14:02:00-04:00">March 26, 2024</time>'
    article(
        "wire-brief.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=[],
        date="2024-03-26",
        shape="wire-brief-two-sentences",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 30. live blog: entries (heading + text) are the body, not the times or the key-points box
    s, path = METRO, "/news/live/2024/03/09/storm-ciara-live-updates"
    t = "Storm Ciara live: flights cancelled and rail lines closed as winds reach 140 km/h"
    entries = [
        (
            "18:40",
            "Power cut to 40,000 homes",
            "The grid operator says about 40,000 homes in the north of the"
            " region are without power. Crews will not go out until the wind drops below 90 km/h.",
        ),
        (
            "17:55",
            "Coastal road closed",
            "Police have closed the coast road between Marlow Point and the harbour"
            " after waves threw rocks onto the carriageway.",
        ),
        (
            "17:10",
            "All evening flights cancelled",
            "The airport has cancelled every departure after 6 p.m. and"
            " asked passengers not to travel to the terminal.",
        ),
        (
            "16:30",
            "Schools to stay shut tomorrow",
            "The education department says all schools in the three coastal districts will stay closed on Monday.",
        ),
        (
            "15:45",
            "Rail lines closed",
            "The rail operator has suspended services on the coast line and the"
            " northern branch after trees fell on the tracks near Edgeford.",
        ),
    ]
    key = (
        '<div class="key-points"><h2>Key points</h2><ul><li>Winds up to 140 km/h</li><li>Flights cancelled'
        "</li><li>Two rail lines closed</li></ul></div>"
    )
    posts = "".join(
        f'<div class="live-post" id="post-{i}"><div class="live-post__time"><time datetime="2024-03-09T{tm}:00+00:00">'
        f'{tm}</time></div><h3 class="live-post__title">{E(h)}</h3><div class="live-post__body"><p>{E(x)}</p></div>'
        f"{s.share()}</div>"
        for i, (tm, h, x) in enumerate(entries)
    )
    url = s.link(path)
    head = og(s, t, url) + jsonld({
        "@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": t, "url": url,
        "coverageStartTime": "2024-03-09T09:00:00+00:00", "datePublished": "2024-03-09T09:00:00+00:00",
        "author": [{"@type": "Person", "name": "Callum Price"}],
        "liveBlogUpdate": [{"@type": "BlogPosting", "headline": h, "datePublished": f"2024-03-09T{tm}:00+00:00"}
                           for tm, h, _ in entries]})  # fmt: skip
    blocks = [("raw", key + posts)]
    byline = '<p class="byline">By Callum Price</p>'
    article(
        "live-blog.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Callum Price"],
        date="2024-03-09",
        shape="liveblogposting-entries",
        head=head,
        byline=byline,
        label_body="\n".join(f"{h}\n{x}" for _, h, x in entries),
    )

    # 31. the summary a live blog leaves behind: "what we know" bullets and a few paragraphs
    s, path = HARBOR, "/news/2024/03/10/storm-ciara-what-we-know/"
    t = "Storm Ciara: what we know after a night of damage"
    blocks = [
        (
            "p",
            "Storm Ciara moved east overnight after bringing the strongest winds to the coast in a decade."
            " Here is a summary of what happened and what to expect on Monday.",
        ),
        (
            "ul",
            [
                "About 40,000 homes lost power; 9,000 were still without it on Sunday morning.",
                "The coast road and two rail lines remain closed while crews clear debris.",
                "Schools in the three coastal districts are closed on Monday.",
                "The airport reopened at 7 a.m. with delays.",
            ],
        ),
        ("p", "No deaths were reported. Two people were treated in hospital after a tree fell on a car near Edgeford."),
        ("p", "Forecasters expect a calmer week, with rain but no strong winds until at least Thursday."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-10T08:30:00-04:00")]) + news_ld(
        s, url, t, "2024-03-10T08:30:00-04:00", ["Callum Price", "Naomi Fiske"]
    )
    byline = '<span class="author">By Callum Price and Naomi Fiske</span>'
    date = ' <time datetime="2024-03-10T08:30:00-04:00">March 10, 2024</time>'
    article(
        "liveblog-summary.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Callum Price", "Naomi Fiske"],
        date="2024-03-10",
        shape="what-we-know-summary",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 32. Spanish, author with particles and a role
    s, path = ANDINO, "/internacional/2024/03/05/peru-declara-emergencia-por-lluvias-en-siete-regiones"
    t = "Perú declara la emergencia por lluvias en siete regiones"
    blocks = [
        (
            "p",
            "El Gobierno de Perú declaró el estado de emergencia en siete regiones del norte del país por las"
            " lluvias intensas de las últimas dos semanas, que han dejado al menos doce muertos.",
        ),
        (
            "p",
            "La medida, publicada el martes en el diario oficial, permite destinar fondos de forma inmediata a"
            " la limpieza de carreteras y a la atención de las familias damnificadas.",
        ),
        (
            "p",
            "Según el Instituto Nacional de Defensa Civil, más de 8.000 viviendas han resultado afectadas y"
            " cerca de 300 kilómetros de vías siguen cortados.",
        ),
        ("p", "Los meteorólogos prevén que las lluvias continúen hasta finales de marzo."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-05T22:10:00-05:00")])
    byline = (
        '<div class="text-sm">Por <a href="/autor/maria-de-los-angeles-ruiz">María de los Ángeles Ruiz</a>'
        " | Corresponsal en Lima</div>"
    )
    date = '<div class="text-xs">05 de marzo de 2024 - 22:10</div>'
    article(
        "es-particles-role.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["María de los Ángeles Ruiz"],
        date="2024-03-05",
        shape="es-particles-corresponsal-late-evening",
        head=head,
        byline=byline,
        dateline=date,
        style="div",
        wrap="flex flex-col",
    )

    # 33. video page with a full transcript (the transcript is the text)
    s, path = METRO, "/video/2024/04/03/inside-the-citys-new-flood-barrier"
    t = "Inside the city's new flood barrier"
    lines = [
        "This is the control room of the new river barrier, finished last month after six years of work.",
        "When the river rises above four metres, these gates close in about twelve minutes.",
        "Engineers say the barrier protects around 18,000 homes that flooded in 2013 and again in 2020.",
        "The city will test the gates every month, and the first full closure for a real flood could come as"
        " soon as next winter.",
        "The barrier cost 210 million euros, most of it from the national flood programme.",
    ]
    player = (
        '<div class="video-player" data-video-id="v-88213"><video controls poster="/media/barrier.jpg" '
        'src="https://video.metrodailypost.test/barrier.mp4"></video></div>'
        '<p class="video-summary">A look inside the control room of the new river barrier.</p>'
    )
    blocks = [
        ("raw", '<div class="transcript"><h2>Transcript</h2>' + "".join(f"<p>{E(x)}</p>" for x in lines) + "</div>")
    ]
    url = s.link(path)
    head = og(s, t, url, type_="video.other") + jsonld({
        "@context": "https://schema.org", "@type": "VideoObject", "name": t, "description": "A look inside the"
        " control room of the new river barrier.", "uploadDate": "2024-04-03T11:00:00+00:00",
        "thumbnailUrl": "https://www.metrodailypost.test/media/barrier.jpg", "duration": "PT3M12S",
        "author": {"@type": "Person", "name": "Ayesha Rahman"}})  # fmt: skip
    byline = '<p class="byline">Reporting by Ayesha Rahman</p>'
    date = '<p class="dateline">3 April 2024</p>'
    article(
        "video-transcript.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Ayesha Rahman"],
        date="2024-04-03",
        shape="video-with-transcript",
        head=head,
        byline=byline,
        dateline=date,
        before_body=player,
        label_body="\n".join(lines),
    )

    # 34. product review roundup on a news site (an edited article; buy buttons and spec tables are not text)
    s, path = CIVIC, "/reviews/best-laptops-for-students-2024"
    t = "The best laptops for students in 2024"
    picks = [
        (
            "Best overall: Norda Book 14",
            "Light, quiet and with a battery that lasted eleven hours in our test,"
            " the Book 14 is the laptop we would buy for a student who carries it all day.",
        ),
        (
            "Best on a budget: Pell Air 13",
            "It is slower than the others and the screen is dim outdoors, but for"
            " writing and video calls it does the job at half the price.",
        ),
        (
            "Best for design students: Arcway Studio 16",
            "The large, colour-accurate screen and a strong graphics"
            " chip make it the only one here we would use for video editing.",
        ),
    ]
    blocks = [
        (
            "p",
            "We tested nine laptops over six weeks, using each one for writing, video calls, streaming and"
            " a full day away from a charger. These are the three we recommend.",
        )
    ]
    for i, (h, p) in enumerate(picks):
        blocks += [
            ("h3", h),
            ("p", p),
            (
                "raw",
                f'<table class="specs"><tr><td>Weight</td><td>1.{2 + i} kg</td></tr>'
                f'<tr><td>Battery</td><td>{11 - i} h</td></tr></table><a class="buy-button" rel="sponsored nofollow"'
                f' href="https://shop.example/p{i}">Buy at Example Store</a>',
            ),
        ]
    blocks += [
        ("h2", "How we tested"),
        (
            "p",
            "Each laptop ran the same battery script at 60 percent brightness. We"
            " bought every model ourselves; no manufacturer saw this article before publication.",
        ),
    ]
    url = s.link(path)
    head = og(s, t, url) + news_ld(s, url, t, "2024-02-14T08:00:00-05:00", ["Rafael Quintero"], type_="Article")
    byline = '<div class="text-sm">By <a href="/contributors/rafael-quintero">Rafael Quintero</a></div>'
    date = '<div class="text-xs">Updated February 14, 2024</div>'
    article(
        "product-roundup.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Rafael Quintero"],
        date="2024-02-14",
        shape="commerce-roundup-article",
        head=head,
        byline=byline,
        dateline=date,
    )

    # 35. sponsored content (article-shaped, published under the site's name): an article
    s, path = METRO, "/partner-content/how-one-family-cut-their-heating-bill-in-half"
    t = "How one family cut their heating bill in half"
    blocks = [
        (
            "p",
            "When the Dunmores moved into their 1930s terraced house, their first winter gas bill was more than"
            " their rent had been in their old flat.",
        ),
        (
            "p",
            "An energy survey showed most of the heat was escaping through the roof and the single-glazed back"
            " windows. They insulated the loft first, which cost about 900 euros and took a weekend.",
        ),
        (
            "p",
            "The next year they replaced the windows and fitted a heat pump with the help of a national grant."
            " Their bill for the following winter was 48 percent lower.",
        ),
        ("p", "Surveys like theirs are free for households that apply before the end of the year."),
    ]
    url = s.link(path)
    head = og(
        s,
        t,
        url,
        extra=[
            ("property", "article:published_time", "2024-01-22T09:00:00+00:00"),
            ("property", "article:section", "Partner content"),
        ],
    ) + news_ld(s, url, t, "2024-01-22T09:00:00+00:00", [], type_="AdvertiserContentArticle")
    kicker = '<div class="sponsor-label">Paid content &middot; Presented by Warmhome Energy</div>'
    byline = '<p class="byline">By Metro Studio</p>'
    date = '<p class="dateline">22 January 2024</p>'
    article(
        "sponsored-content.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=[],
        date="2024-01-22",
        shape="advertorial-advertisercontentarticle",
        head=head,
        kicker=kicker,
        byline=byline,
        dateline=date,
    )

    # 36. a correction notice published as its own item: an article
    s, path = HARBOR, "/corrections/2024/03/07/correction-school-bus-contract-story/"
    t = "Correction: School bus contract story"
    blocks = [
        (
            "p",
            "An article on March 4 about the school district's bus contract misstated its value. The contract"
            " is worth $4.2 million over three years, not $42 million.",
        ),
        ("p", "The article has been updated."),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-07T11:00:00-05:00")])
    date = ' <time datetime="2024-03-07T11:00:00-05:00">March 7, 2024</time>'
    article(
        "correction-notice.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=[],
        date="2024-03-07",
        shape="standalone-correction",
        head=head,
        dateline=date,
    )

    # 37. a letter to the editor (the writer is the author; the town after the comma is not)
    s, path = VALLEY, "/opinion/letters/2024/04/02/letter-the-bridge-closure-was-avoidable"
    t = "Letter: The bridge closure was avoidable"
    blocks = [
        (
            "p",
            "The county tells us the Mill Road bridge must close for a year because it is unsafe. Its own"
            " inspection reports warned of the same cracks in 2015, 2018 and 2021.",
        ),
        (
            "p",
            "Each time, the repair was put off to the next budget. A repair in 2015 would have cost a fraction"
            " of the new bridge and spared us a 14-mile detour.",
        ),
        (
            "p",
            "I hope the supervisors will publish the list of other bridges with the same warnings, so we know"
            " which one is next.",
        ),
    ]
    url = s.link(path)
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-04-02T05:00:00-07:00")])
    after = '<div class="text-sm italic mt-4">Mark Ellison, Dayton</div>'
    date = '<div class="text-xs">April 2, 2024</div>'
    article(
        "letter-to-editor.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Mark Ellison"],
        date="2024-04-02",
        shape="letter-signed-after-body",
        head=head,
        dateline=date,
        after_body=after,
        style="div",
        wrap="flex flex-col gap-4",
    )

    # 38. paywalled story: headline, byline, date, one sentence, then the wall
    s, path = RHEIN, "/wirtschaft/chemiepark-streicht-600-stellen-a-8c11d0"
    t = "Chemiepark streicht 600 Stellen"
    blocks = [
        (
            "p",
            "Der Betreiber des Chemieparks im Süden der Stadt will bis Ende 2025 rund 600 Stellen abbauen,"
            " wie das Unternehmen am Montag den Beschäftigten mitteilte.",
        )
    ]
    wall = (
        '<div class="paywall"><h3>Weiterlesen mit Rheinblick Plus</h3><p>Alle Artikel, das E-Paper und die App'
        ' für 9,99 Euro im Monat. Jederzeit kündbar.</p><a class="btn" href="/abo">Jetzt abonnieren</a>'
        '<a href="/login">Bereits Abonnent? Anmelden</a></div>'
    )
    url = s.link(path)
    head = og(s, t, url) + news_ld(
        s,
        url,
        t,
        "2024-03-11T16:05:00+01:00",
        ["Katrin Vogel"],
        isAccessibleForFree=False,
        hasPart={"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall-content"},
    )
    byline = '<p class="byline">Von Katrin Vogel</p>'
    date = '<p class="date">11.03.2024, 16:05 Uhr</p>'
    article(
        "paywall-one-sentence.html",
        s,
        path,
        title=t,
        blocks=blocks,
        authors=["Katrin Vogel"],
        date="2024-03-11",
        shape="paywall-headline-and-one-sentence",
        head=head,
        byline=byline,
        dateline=date,
        after_body=wall,
    )


def page(
    file: str,
    site: Site,
    path: str,
    title_tag: str,
    main: str,
    *,
    kind: str,
    shape: str,
    head: str = "",
    encoding: str = "utf-8",
    content_type: str = "text/html",
    rails: bool = True,
    dir: str | None = None,
) -> None:
    """A non-article page."""
    url = site.link(path)
    html = site.page(
        title_tag, main, head + f'<link rel="canonical" href="{url}">\n', charset=encoding, rails=rails, dir=dir
    )
    add(file, site, url, html, kind=kind, shape=shape, is_article=False, encoding=encoding, content_type=content_type)


EN_STORIES = [
    (
        "Council approves budget after late-night session",
        "Members voted 7-2 after a six-hour debate over police"
        " overtime and library hours, ending a standoff that had lasted since January.",
        "Dana Whitfield",
    ),
    (
        "Rail strike talks resume on Monday",
        "Union leaders and the operator will meet with a mediator for the first"
        " time since walkouts began, raising hopes of a deal before the holiday weekend.",
        "Omar Haddad",
    ),
    (
        "Storm leaves thousands without power",
        "Crews worked through the night to restore lines brought down by"
        " gusts of up to 110 km/h, but some rural areas may wait until Thursday.",
        "Callum Price",
    ),
    (
        "New clinic opens in former bank building",
        "The clinic will offer walk-in appointments six days a week and"
        " expects to see 200 patients a day once fully staffed.",
        "Jane Roe",
    ),
    (
        "High school robotics team heads to nationals",
        "The team of eleven students built its robot from parts donated"
        " by local businesses and beat 40 schools at the state finals.",
        "Naomi Fiske",
    ),
    (
        "Fuel prices fall for third week",
        "The average price of a litre of petrol dropped another four cents, the"
        " lowest level since last summer, according to the motoring association.",
        "Hannah Mbeki",
    ),
    (
        "Museum returns artefacts to tribal nation",
        "More than 300 objects held in storage for a century will go home"
        " in a ceremony next month, the museum's director said.",
        "Keisha Marlowe",
    ),
    (
        "Ferry service cut as crew shortage bites",
        "The operator will run one boat instead of two on weekdays until it"
        " can hire and train enough deckhands, it told passengers on Friday.",
        "Priya Natarajan",
    ),
    (
        "Farmers warn of poor harvest after dry spring",
        "Rainfall since March has been less than half the average, and growers say wheat yields could fall by a third.",
        "Luis Carrasco",
    ),
    (
        "City hall to move to four-day week",
        "Offices will close on Fridays from June in a trial the mayor says will save energy and help recruit staff.",
        "Dominic Ashby",
    ),
    (
        "Police seek witnesses after warehouse fire",
        "Investigators believe the fire that destroyed a storage building on Dock Road was started deliberately.",
        "Siobhan Keane",
    ),
    (
        "University freezes tuition for 2025",
        "The board of regents voted to hold fees for the second year in a row,"
        " citing record applications and a larger state grant.",
        "Ben Cho",
    ),
]


def teasers(stories: list[tuple[str, str, str]], base: str, dated: bool = True, bylines: bool = True) -> str:
    out = []
    for i, (h, dek, who) in enumerate(stories):
        d = f"2024-03-{5 + i % 20:02d}"
        href = f"{base}/2024/03/{5 + i % 20:02d}/{slug(h)}/" if dated else f"{base}/{slug(h)}-{1000 + i}"
        by = f'<span class="teaser-byline">By {E(who)}</span> ' if bylines else ""
        out.append(
            f'<article class="teaser"><a href="{href}"><img src="/img/t{i}.jpg" alt=""></a><h2 class="teaser-title">'
            f'<a href="{href}">{E(h)}</a></h2><p class="teaser-dek">{E(dek)}</p><div class="teaser-meta">{by}'
            f'<time datetime="{d}">{d}</time></div></article>'
        )
    return "\n".join(out)


def long_prose(paras: list[str]) -> str:
    return "".join(f"<p>{E(p)}</p>" for p in paras)


def non_articles() -> None:
    # 1. section front whose lead teaser carries three long paragraphs
    s = HARBOR
    lead = [
        "For three years the city has argued about what to do with the empty grain terminal at the end of Pier 9."
        " This week the council finally chose a plan: a public park on the old loading deck, with 240 flats in"
        " the two warehouse buildings behind it.",
        "The plan still needs a state permit for work over the water, and the developer has asked for a tax"
        " break that two council members say they will oppose. Neighbours who spent years asking for a park"
        " say they will believe it when they see the first tree.",
        "Our reporters spent a month talking to the people who have fought over the terminal, from the dockworkers"
        " who loaded its last ship in 1998 to the teenagers who skate on its ramps today.",
    ]
    main = (
        f'<h1 class="section-title">Local</h1><section class="lead-story"><h2><a href="/local/2024/03/08/'
        f'pier-9-terminal-park-plan/">What the Pier 9 decision means for the waterfront</a></h2>{long_prose(lead)}'
        f'<p class="teaser-byline">By Naomi Fiske &middot; March 8, 2024</p><a class="more" href="/local/2024/03/08/'
        f'pier-9-terminal-park-plan/">Read the full story</a></section><section class="river">'
        f'{teasers(EN_STORIES, "/local")}</section><nav class="pagination"><a href="/local/page/2/">Next</a></nav>'
    )
    page(
        "section-front-long-lead.html",
        s,
        "/local/",
        "Local news | The Harbor Ledger",
        main,
        kind="section",
        shape="section-front-lead-teaser-three-paragraphs",
        head=metas([("property", "og:type", "website")]),
    )

    # 2. topic/tag page that declares og:type=article (some CMSs do)
    s = METRO
    intro = (
        "Housing in the city: rents, building permits, the waiting list for council homes and the fight over"
        " short-term lets. Our coverage, newest first."
    )
    main = (
        f'<div class="topic-header"><h1>Housing</h1><p class="topic-intro">{E(intro)}</p><button class="follow">'
        f'Follow this topic</button></div><div class="topic-stream">{teasers(EN_STORIES[::-1], "/news/city")}</div>'
        '<nav class="pagination"><a rel="next" href="/topic/housing?page=2">More stories</a></nav>'
    )
    head = metas(
        [
            ("property", "og:type", "article"),
            ("property", "og:title", "Housing"),
            ("property", "article:published_time", "2019-06-01T00:00:00+00:00"),
        ]
    )
    page(
        "tag-page-og-article.html",
        s,
        "/topic/housing",
        "Housing - latest news and analysis | Metro Daily Post",
        main,
        kind="tag",
        shape="topic-page-og-type-article",
        head=head,
    )

    # 3. author page with a long biography, og:type=profile
    s = VALLEY
    bio = [
        "Jane Roe covers health and medicine for the Valley Courier. Before joining the paper in 2016 she spent"
        " eight years at a wire service in Chicago, where she reported on hospital finances and the opioid crisis.",
        "Her 2021 series on rural maternity wards closing across the state won a regional press award and led to"
        " a legislative hearing. She has also written about vaccine policy, nursing shortages and the cost of"
        " insulin.",
        "Jane grew up in Cedar Falls and studied biology and journalism at the state university. She lives in the"
        " valley with her partner and two dogs, and she runs the Courier's annual health fair.",
        "You can reach her at the newsroom number or through the secure tip line; she reads every message.",
    ]
    stories = [(h, d, "Jane Roe") for h, d, _ in EN_STORIES[:8]]
    main = (
        f'<div class="flex gap-6"><img class="w-32 h-32 rounded-full" src="/staff/jroe.jpg" alt="">'
        f'<div><h1 class="text-3xl font-bold">Jane Roe</h1><div class="text-sm">Health Reporter</div>'
        f'<div class="prose">{long_prose(bio)}</div><div class="flex gap-2"><a href="mailto:jroe@valleycourier.test">'
        f'Email</a><a href="https://x.example/janeroe">X</a></div></div></div><h2 class="text-xl">Latest from Jane Roe'
        f'</h2><div class="grid grid-cols-2 gap-4">{teasers(stories, "/health")}</div>'
    )
    head = metas(
        [
            ("property", "og:type", "profile"),
            ("property", "profile:first_name", "Jane"),
            ("property", "profile:last_name", "Roe"),
            ("property", "og:title", "Jane Roe"),
        ]
    )
    page(
        "author-bio-profile.html",
        s,
        "/staff/jane-roe",
        "Jane Roe, Health Reporter | Valley Courier",
        main,
        kind="author",
        shape="author-long-bio-og-profile",
        head=head,
    )

    # 4. author page with og:type=article and ProfilePage JSON-LD (Portuguese)
    s = TEJO
    bio = [
        "Inês Carvalho é jornalista do Jornal do Tejo desde 2012, onde acompanha a área da mobilidade e dos"
        " transportes. Antes, trabalhou numa rádio local em Setúbal e foi correspondente em Bruxelas durante dois"
        " anos.",
        "É licenciada em Comunicação Social pela Universidade Nova de Lisboa e tem um mestrado em Estudos Urbanos."
        " Em 2019 recebeu um prémio de jornalismo pela investigação sobre a degradação das linhas ferroviárias do"
        " interior do país.",
        "Escreve também sobre habitação e sobre o impacto do turismo na vida dos bairros históricos de Lisboa.",
    ]
    heads = list(TEJO.t["heads"])
    items = "".join(
        f'<li><a href="/sociedade/2024/03/0{i + 1}/{slug(h)}">{E(h)}</a> <time>0{i + 1}.03.2024</time></li>'
        for i, h in enumerate(heads)
    )
    main = (
        f'<div class="author-page"><h1>Inês Carvalho</h1><p class="role">Jornalista</p>{long_prose(bio)}</div>'
        f'<h2>Artigos de Inês Carvalho</h2><ul class="author-articles">{items}</ul>'
    )
    head = metas([("property", "og:type", "article"), ("property", "og:title", "Inês Carvalho")]) + jsonld(
        {
            "@context": "https://schema.org",
            "@type": "ProfilePage",
            "dateCreated": "2012-09-01T00:00:00+01:00",
            "mainEntity": {"@type": "Person", "name": "Inês Carvalho", "jobTitle": "Jornalista"},
        }
    )
    page(
        "pt-author-og-article.html",
        s,
        "/autores/ines-carvalho",
        "Inês Carvalho - Jornal do Tejo",
        main,
        kind="author",
        shape="pt-author-og-article-profilepage",
        head=head,
    )

    # 5. Italian "about us" at a long slug, long prose, og:type=article
    s = VALLE
    prose = [
        "Il Corriere della Valle è nato nel 1952 come settimanale stampato in una tipografia di via Roma, con"
        " quattro pagine e una redazione di tre persone. Oggi è un quotidiano digitale letto ogni mese da oltre"
        " un milione di persone.",
        "La nostra missione è rimasta la stessa: raccontare ciò che accade nelle valli e nei paesi che i grandi"
        " giornali nazionali non seguono, con accuratezza, indipendenza e rispetto per le persone di cui"
        " scriviamo.",
        "La redazione conta oggi trentadue giornalisti, otto fotografi e una rete di collaboratori in ogni comune"
        " della provincia. Il giornale è di proprietà di una cooperativa di lettori e dipendenti dal 1994.",
        "Crediamo che un giornale locale debba essere un servizio pubblico. Per questo le notizie di pubblica"
        " utilità, come le allerte meteo e le chiusure delle strade, sono sempre gratuite.",
    ]
    main = f'<div class="prose"><h1 class="text-4xl">Chi siamo</h1>{long_prose(prose)}</div>'
    head = metas(
        [
            ("property", "og:type", "article"),
            ("property", "og:title", "Chi siamo"),
            ("property", "article:modified_time", "2023-11-20T10:00:00+01:00"),
        ]
    )
    page(
        "it-about-long-slug.html",
        s,
        "/chi-siamo-la-storia-del-corriere-della-valle-dal-1952-a-oggi",
        "Chi siamo | Corriere della Valle",
        main,
        kind="about",
        shape="it-about-long-slug-og-article",
        head=head,
    )

    # 6. Polish corrections policy at a long slug
    s = GAZETA
    prose = [
        "Redakcja Gazety Nadwiślańskiej dokłada wszelkich starań, aby publikowane informacje były rzetelne i"
        " sprawdzone. Jeśli mimo to popełnimy błąd, poprawiamy go szybko i jawnie.",
        "Każda poprawka jest oznaczona na końcu artykułu wraz z datą i opisem zmiany. Nie usuwamy błędnych"
        " informacji bez śladu, chyba że wymagają tego przepisy prawa lub bezpieczeństwo osób.",
        "Błędy można zgłaszać przez formularz kontaktowy lub pocztą elektroniczną. Każde zgłoszenie jest"
        " rozpatrywane przez dyżurnego redaktora w ciągu jednego dnia roboczego.",
        "W przypadku sporów dotyczących sprostowań stosujemy przepisy prawa prasowego.",
    ]
    main = (
        f'<article class="static-page"><h1>Zasady publikowania sprostowań i poprawek</h1>{long_prose(prose)}</article>'
    )
    head = metas([("property", "og:type", "article")])
    page(
        "pl-corrections-policy.html",
        s,
        "/o-nas/zasady-publikowania-sprostowan-i-poprawek-w-gazecie",
        "Zasady publikowania sprostowań | Gazeta Nadwiślańska",
        main,
        kind="policy",
        shape="pl-corrections-policy-long-slug",
        head=head,
    )

    # 7. Indonesian contact page at a long slug
    s = KABAR
    prose = [
        "Redaksi Kabar Nusantara menerima informasi, saran, dan kritik dari pembaca melalui berbagai saluran."
        " Kami berusaha menjawab setiap pesan dalam waktu dua hari kerja.",
        "Untuk pengiriman rilis pers, undangan liputan, atau informasi peristiwa, silakan gunakan alamat surel"
        " redaksi. Untuk urusan iklan dan kerja sama, hubungi bagian pemasaran.",
        "Kantor kami buka Senin sampai Jumat pukul 09.00 hingga 17.00 WIB. Pengunjung diharapkan membuat janji"
        " terlebih dahulu.",
    ]
    addr = (
        '<dl class="contact"><dt>Alamat</dt><dd>Jl. Merdeka No. 10, Jakarta Pusat</dd><dt>Telepon</dt>'
        "<dd>(021) 555-0100</dd><dt>Surel</dt><dd>redaksi@kabarnusantara.test</dd></dl>"
    )
    main = f'<div class="prose"><h1>Hubungi Redaksi</h1>{long_prose(prose)}{addr}</div>'
    page(
        "id-contact-long-slug.html",
        s,
        "/hubungi-redaksi-kabar-nusantara-alamat-dan-kontak",
        "Hubungi Redaksi - Kabar Nusantara",
        main,
        kind="contact",
        shape="id-contact-long-slug",
        head=metas([("property", "og:type", "article")]),
    )

    # 8. German careers page with prose and job listings
    s = RHEIN
    prose = [
        "Bei Rheinblick arbeiten rund 180 Menschen in Redaktion, Verlag und Technik. Wir suchen Kolleginnen und"
        " Kollegen, die Lust haben, Lokaljournalismus für die digitale Zeit neu zu denken.",
        "Wir bieten flexible Arbeitszeiten, die Möglichkeit zum mobilen Arbeiten, ein eigenes Weiterbildungsbudget"
        " und ein Team, das Fragen stellt, bevor es Antworten gibt.",
        "Bewerbungen senden Sie bitte ausschließlich über unser Online-Portal. Wir freuen uns besonders über"
        " Bewerbungen von Menschen, die in Redaktionen bisher selten vertreten sind.",
    ]
    jobs = "".join(
        f'<li><a href="/karriere/stelle-{i}">{E(j)}</a> <span>Köln, Vollzeit</span></li>'
        for i, j in enumerate(
            [
                "Redakteurin / Redakteur Lokales (m/w/d)",
                "Volontariat 2025 (m/w/d)",
                "Entwickler:in Frontend (m/w/d)",
                "Mediaberater:in (m/w/d)",
                "Social-Media-Redakteur:in (m/w/d)",
            ]
        )
    )
    main = f'<article class="page"><h1>Karriere bei Rheinblick</h1>{long_prose(prose)}<h2>Offene Stellen</h2><ul>{jobs}</ul></article>'
    page(
        "de-careers.html",
        s,
        "/karriere/arbeiten-bei-rheinblick-redaktion-verlag-und-technik",
        "Karriere | Rheinblick",
        main,
        kind="careers",
        shape="de-careers-long-slug-prose",
        head=metas([("property", "og:type", "website")]),
    )

    # 9. French "advertise with us"
    s = ALPES
    prose = [
        "Avec plus de deux millions de visiteurs uniques chaque mois, L'Écho des Alpes est le premier média"
        " d'information des départements alpins. Nos lecteurs sont fidèles, attachés à leur territoire et actifs.",
        "Notre régie publicitaire vous accompagne dans la conception de campagnes sur le site, l'application, les"
        " newsletters et nos événements, du simple bandeau à l'opération spéciale sur mesure.",
        "Les annonces judiciaires et légales peuvent être publiées dans nos colonnes pour les départements de"
        " l'Isère, de la Savoie et de la Haute-Savoie.",
    ]
    main = (
        f'<div class="prose"><h1>Annoncer dans L\'Écho des Alpes</h1>{long_prose(prose)}<a class="btn" '
        'href="/publicite/contact">Demander le kit média</a></div>'
    )
    page(
        "fr-advertise.html",
        s,
        "/publicite/annoncer-dans-l-echo-des-alpes-regie-et-tarifs",
        "Publicité - L'Écho des Alpes",
        main,
        kind="advertise",
        shape="fr-advertise-prose",
        head=metas([("property", "og:type", "article")]),
    )

    # 10. Spanish subscription plans
    s = ANDINO
    plans = "".join(
        f'<div class="border rounded p-6"><div class="text-xl font-bold">{n}</div><div class="text-3xl">{p}</div>'
        f'<ul>{"".join(f"<li>{E(x)}</li>" for x in f)}</ul><a class="btn" href="/suscripciones/{slug(n)}">Suscribirme</a></div>'
        for n, p, f in [
            ("Digital", "4,99 € al mes", ["Acceso ilimitado a la web", "Boletines exclusivos"]),
            ("Digital + Papel", "19,99 € al mes", ["Todo lo de Digital", "Periódico en casa los domingos"]),
            ("Anual", "49 € al año", ["Dos meses gratis", "Acceso a la hemeroteca desde 1920"]),
        ]
    )
    prose = (
        "El periodismo independiente necesita lectores que lo sostengan. Con tu suscripción financias a la"
        " redacción que cuenta lo que pasa en tu ciudad, sin depender solo de la publicidad."
    )
    main = f'<div class="text-center"><h1 class="text-4xl">Elige tu plan</h1><p>{E(prose)}</p></div><div class="grid grid-cols-3 gap-6">{plans}</div>'
    page(
        "es-subscribe-plans.html",
        s,
        "/suscripciones/elige-tu-plan-digital-y-papel",
        "Suscríbete | Diario Andino",
        main,
        kind="subscribe",
        shape="es-subscription-plans",
        rails=False,
    )

    # 11. newsletter sign-up landing page
    s = CIVIC
    prose = [
        "The Morning Brief is a short email that lands before 7 a.m. every weekday. In five minutes it tells you"
        " what happened overnight, what is on the council agenda and what our reporters are working on.",
        "It is written by a person, not an algorithm: our morning editor reads everything so you do not have to,"
        " and picks the stories that matter to people who live here.",
        "It is free. We will never sell your address, and you can unsubscribe with one click.",
    ]
    form = (
        '<form class="mt-6 flex gap-2" action="/newsletters/subscribe" method="post"><input type="email" '
        'name="email" required placeholder="Your email address"><input type="hidden" name="list" value="morning">'
        '<button class="btn-primary">Sign me up</button></form><p class="text-xs">By signing up you agree to our'
        ' <a href="/privacy">privacy policy</a>.</p>'
    )
    main = f'<div class="max-w-xl mx-auto"><h1 class="text-4xl font-bold">Start your day with the Morning Brief</h1>{long_prose(prose)}{form}</div>'
    page(
        "newsletter-landing.html",
        s,
        "/newsletters/the-morning-brief-sign-up-for-our-daily-email",
        "Sign up for the Morning Brief | The Civic Review",
        main,
        kind="newsletter",
        shape="newsletter-signup-landing",
        head=metas(
            [("property", "og:type", "article"), ("property", "og:title", "Start your day with the Morning Brief")]
        ),
        rails=False,
    )

    # 12. podcast episode: a player and a two-line summary
    s = HARBOR
    t = "Harbor Talk, episode 112: the fight over Pier 9"
    url = s.link("/podcasts/harbor-talk/2024/03/11/episode-112-the-fight-over-pier-9/")
    main = (
        f'<div class="podcast-episode"><div class="show-name"><a href="/podcasts/harbor-talk/">Harbor Talk</a></div>'
        f'<h1>{E(t)}</h1><time datetime="2024-03-11T05:00:00-04:00">March 11, 2024</time> &middot; 34 min'
        '<div class="player"><audio controls preload="none" src="https://audio.harborledger.test/ht-112.mp3"></audio>'
        '</div><p class="episode-summary">Naomi Fiske talks to the dockworkers and neighbours who have spent three'
        " years arguing about the old grain terminal.</p><p>Listen on your favourite podcast app.</p>"
        '<ul class="platforms"><li><a href="#apple">Apple Podcasts</a></li><li><a href="#spotify">Spotify</a></li>'
        '<li><a href="#rss">RSS</a></li></ul></div>'
    )
    head = og(s, t, url) + jsonld(
        {
            "@context": "https://schema.org",
            "@type": "PodcastEpisode",
            "name": t,
            "url": url,
            "datePublished": "2024-03-11T05:00:00-04:00",
            "timeRequired": "PT34M",
            "partOfSeries": {"@type": "PodcastSeries", "name": "Harbor Talk"},
        }
    )
    add(
        "podcast-episode-player-only.html",
        s,
        url,
        s.page(f"{t} | The Harbor Ledger", main, head),
        kind="podcast",
        shape="podcast-episode-two-line-summary",
        is_article=False,
    )

    # 13. photo gallery with long captions (Vietnamese), og:type=article
    s = SAIGON
    caps = [
        "Sáng sớm, hàng trăm người dân đã có mặt ở công viên để chụp ảnh những luống hoa đầu tiên của lễ hội.",
        "Các nghệ nhân làng hoa Sa Đéc mang đến gần hai mươi nghìn chậu hoa với nhiều giống mới.",
        "Khu vực trung tâm được trang trí theo chủ đề sông nước miền Tây với thuyền hoa và cầu tre.",
        "Nhiều gia đình đưa trẻ em đến tham quan vào buổi chiều khi thời tiết dịu mát hơn.",
        "Lễ hội kéo dài đến hết ngày 15/3 và mở cửa miễn phí cho du khách.",
        "Ban tổ chức bố trí thêm khu vực gửi xe và nhà vệ sinh lưu động quanh công viên.",
    ]
    t = "Ảnh: Lễ hội hoa xuân rực rỡ bên bờ sông"
    url = s.link("/anh/le-hoi-hoa-xuan-ben-song-4712450.html")
    slides = "".join(
        f'<figure class="slide"><img src="/anh/{i}.jpg" alt=""><figcaption>{E(c)}</figcaption>'
        f'<span class="credit">Ảnh: Quốc Huy</span></figure>'
        for i, c in enumerate(caps)
    )
    main = (
        f'<div class="gallery"><h1>{E(t)}</h1><span class="date">Thứ tư, 6/3/2024, 10:00 (GMT+7)</span>{slides}</div>'
    )
    head = og(s, t, url, extra=[("property", "article:published_time", "2024-03-06T03:00:00Z")]) + jsonld(
        {
            "@context": "https://schema.org",
            "@type": "ImageGallery",
            "name": t,
            "datePublished": "2024-03-06T10:00:00+07:00",
        }
    )
    add(
        "vi-photo-gallery.html",
        s,
        url,
        s.page(t, main, head),
        kind="gallery",
        shape="vi-gallery-long-captions",
        is_article=False,
    )

    # 14. weather page: 10-day table and a one-paragraph discussion
    s = METRO
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    rows = "".join(
        f"<tr><td>{d}</td><td>{8 + i % 5}°</td><td>{2 + i % 3}°</td><td>{['Rain', 'Cloudy', 'Sunny', 'Showers'][i % 4]}"
        f"</td><td>{10 + 7 * (i % 4)}%</td><td>{15 + i} km/h</td></tr>"
        for i, d in enumerate(days)
    )
    disc = (
        "A band of rain crosses the region on Monday night, followed by colder air from the north. Temperatures"
        " stay below average until the weekend, with a chance of sleet on high ground on Wednesday."
    )
    main = (
        f'<div class="weather"><h1>Weather for Metro City</h1><div class="now"><span class="temp">9°</span>'
        f'<span>Cloudy, feels like 6°</span></div><table class="forecast"><thead><tr><th>Day</th><th>High</th>'
        f"<th>Low</th><th>Sky</th><th>Rain</th><th>Wind</th></tr></thead><tbody>{rows}</tbody></table>"
        f'<h2>Forecast discussion</h2><p>{E(disc)}</p><p class="updated">Updated 06:00</p></div>'
    )
    page(
        "weather.html",
        s,
        "/weather/metro-city",
        "Metro City weather forecast | Metro Daily Post",
        main,
        kind="weather",
        shape="weather-10-day-table-discussion",
    )

    # 15. market data tables
    idx = "".join(
        f"<tr><td>{n}</td><td>{v:,.2f}</td><td>{c:+.2f}%</td></tr>"
        for n, v, c in [
            ("Metro 100", 7842.11, 0.42),
            ("Tech 30", 15321.7, -1.08),
            ("Small Caps", 2210.35, 0.11),
            ("Bond 10y", 3.87, 0.02),
            ("Gold", 2154.3, 0.65),
            ("Brent", 82.14, -0.9),
        ]
    )
    movers = "".join(
        f'<tr><td><a href="/markets/quote/{t}">{t}</a></td><td>{p:.2f}</td><td>{c:+.1f}%</td><td>{v}M</td></tr>'
        for t, p, c, v in [
            ("NRDA", 41.2, 6.1, 12),
            ("PELL", 8.75, -5.4, 30),
            ("ARCW", 112.0, 3.3, 4),
            ("HBRL", 19.9, -2.8, 7),
            ("VLYC", 55.5, 2.2, 3),
            ("GRNL", 14.1, -2.0, 9),
        ]
    )
    main = (
        f'<div class="markets"><h1>Markets</h1><p class="note">Prices delayed by at least 15 minutes.</p><h2>Indices</h2>'
        f'<table class="idx">{idx}</table><h2>Biggest movers</h2><table class="movers"><tr><th>Ticker</th><th>Price</th>'
        f"<th>Change</th><th>Volume</th></tr>{movers}</table><h2>Currencies</h2><table><tr><td>EUR/USD</td><td>1.0871"
        f"</td></tr><tr><td>GBP/USD</td><td>1.2702</td></tr><tr><td>USD/JPY</td><td>149.32</td></tr></table></div>"
    )
    page(
        "market-data.html",
        s,
        "/markets",
        "Markets: stocks, bonds, currencies | Metro Daily Post",
        main,
        kind="quote",
        shape="market-data-tables",
    )

    # 16. election results (Hindi)
    s = DAINIK
    rows = "".join(
        f"<tr><td>{E(c)}</td><td>{E(w)}</td><td>{E(p)}</td><td>{v:,}</td><td>{m:,}</td></tr>"
        for c, w, p, v, m in [
            ("रामपुर", "सुनीता देवी", "जन मोर्चा", 84211, 12044),
            ("सीतापुर", "अमित वर्मा", "लोक दल", 77310, 3120),
            ("गोकुलपुर", "फ़ातिमा ख़ान", "जन मोर्चा", 91002, 20511),
            ("नवगांव", "हरीश यादव", "प्रगति पार्टी", 65400, 870),
            ("चंदनपुर", "मीना कुमारी", "लोक दल", 70215, 5560),
            ("देवगढ़", "राकेश सिंह", "प्रगति पार्टी", 88120, 14300),
        ]
    )
    tally = "".join(
        f"<tr><td>{E(p)}</td><td>{w}</td><td>{lead}</td></tr>"
        for p, w, lead in [("जन मोर्चा", 112, 4), ("लोक दल", 87, 6), ("प्रगति पार्टी", 41, 2), ("अन्य", 9, 1)]
    )
    main = (
        f'<div class="results"><h1>विधानसभा चुनाव परिणाम 2024 लाइव</h1><p class="updated">अंतिम अपडेट: 14:32</p>'
        f'<h2>दलीय स्थिति</h2><table class="tally"><tr><th>दल</th><th>जीते</th><th>आगे</th></tr>{tally}</table>'
        f'<h2>सीटवार नतीजे</h2><table class="seats"><tr><th>सीट</th><th>विजेता</th><th>दल</th><th>वोट</th><th>अंतर</th></tr>'
        f"{rows}</table></div>"
    )
    page(
        "hi-election-results.html",
        s,
        "/chunav/vidhan-sabha-parinam-2024",
        "चुनाव परिणाम 2024 | दैनिक समाचार",
        main,
        kind="scores",
        shape="hi-election-results-tables",
    )

    # 17. sports box score without a story
    s = HARBOR
    players = [
        ("M. Osei", 34, 12, 7, 4),
        ("J. Park", 31, 21, 3, 8),
        ("D. Brandt", 28, 9, 11, 1),
        ("L. Romero", 25, 14, 2, 5),
        ("T. Ngata", 22, 6, 8, 0),
        ("K. Varga", 18, 4, 1, 3),
    ]
    rows = "".join(
        f"<tr><td>{n}</td><td>{m}</td><td>{p}</td><td>{r}</td><td>{a}</td></tr>" for n, m, p, r, a in players
    )
    main = (
        f'<div class="boxscore"><h1>Harbor Sharks 101, Eastport Pilots 94</h1><div class="final">Final &middot; '
        f'March 16, 2024 &middot; Harbor Arena</div><table class="linescore"><tr><th></th><th>1</th><th>2</th><th>3</th>'
        f"<th>4</th><th>T</th></tr><tr><td>EAS</td><td>22</td><td>25</td><td>24</td><td>23</td><td>94</td></tr><tr>"
        f"<td>HAR</td><td>27</td><td>20</td><td>28</td><td>26</td><td>101</td></tr></table><h2>Harbor Sharks</h2>"
        f'<table class="players"><tr><th>Player</th><th>MIN</th><th>PTS</th><th>REB</th><th>AST</th></tr>{rows}'
        f'</table><h2>Eastport Pilots</h2><table class="players">{rows}</table><p class="attendance">Attendance: '
        "6,214</p></div>"
    )
    page(
        "box-score.html",
        s,
        "/sports/basketball/scores/2024/03/16/eastport-at-harbor/",
        "Eastport at Harbor box score",
        main,
        kind="scores",
        shape="box-score-tables-only",
    )

    # 18. TV listings (Italian)
    s = VALLE
    chans = ["Rai 1", "Rai 2", "Canale 5", "Italia 1", "La7", "Rete Valle"]
    shows = [
        "Telegiornale",
        "Film: Il ritorno",
        "Quiz serale",
        "Documentario: Le Alpi",
        "Serie: Commissario Neri",
        "Talk show",
        "Calcio: sintesi",
        "Meteo",
    ]
    grid = "".join(
        f'<div class="channel"><h3>{c}</h3><ul>'
        + "".join(
            f'<li><span class="time">{18 + k}:{"00" if k % 2 else "30"}</span> {E(shows[(j + k) % len(shows)])}</li>'
            for k in range(6)
        )
        + "</ul></div>"
        for j, c in enumerate(chans)
    )
    main = f'<div class="tv"><h1 class="text-3xl">Programmi TV di stasera</h1><div class="text-sm">Martedì 5 marzo 2024</div><div class="grid grid-cols-3">{grid}</div></div>'
    page(
        "it-tv-listings.html",
        s,
        "/spettacoli/guida-tv/stasera",
        "Guida TV stasera | Corriere della Valle",
        main,
        kind="listings",
        shape="it-tv-grid",
    )

    # 19. horoscope (Portuguese), og:type=article with an author meta
    s = TEJO
    signs = [
        "Carneiro",
        "Touro",
        "Gémeos",
        "Caranguejo",
        "Leão",
        "Virgem",
        "Balança",
        "Escorpião",
        "Sagitário",
        "Capricórnio",
        "Aquário",
        "Peixes",
    ]
    texts = [
        "Um dia favorável para resolver assuntos pendentes no trabalho. À noite, dedique tempo à família.",
        "Evite decisões financeiras precipitadas. Uma conversa inesperada pode trazer boas notícias.",
        "A sua energia está em alta. Aproveite para começar aquele projeto adiado há meses.",
        "Cuide da saúde e descanse mais. No amor, a paciência será a sua melhor aliada.",
    ]
    blocks = "".join(
        f'<section class="sign"><h2>{s_}</h2><p>{E(texts[i % 4])}</p></section>' for i, s_ in enumerate(signs)
    )
    main = f'<article class="horoscope"><h1>Horóscopo do dia: terça-feira, 5 de março</h1><p class="by">Por Madame Estrela</p>{blocks}</article>'
    head = metas(
        [
            ("property", "og:type", "article"),
            ("name", "author", "Madame Estrela"),
            ("property", "article:published_time", "2024-03-05T00:01:00+00:00"),
        ]
    )
    page(
        "pt-horoscope.html",
        s,
        "/lifestyle/horoscopo/horoscopo-do-dia-5-de-marco",
        "Horóscopo do dia | Jornal do Tejo",
        main,
        kind="horoscope",
        shape="pt-horoscope-og-article-author",
        head=head,
    )

    # 20. crossword
    s = CIVIC
    clues_a = ["1. Harbour vessel (5)", "4. Council meeting record (7)", "8. River barrier (4)", "9. Morning email (9)"]
    clues_d = ["1. Paper's opinion page (2-2)", "2. Rail yard event (5,6)", "3. Storm name (6)", "5. Vote result (5)"]
    cells = "".join(
        "<tr>"
        + "".join(f'<td class="{"b" if (r * 7 + c) % 5 == 0 else "w"}"><input maxlength="1"></td>' for c in range(13))
        + "</tr>"
        for r in range(13)
    )
    main = (
        f'<div class="puzzle"><h1>Daily Crossword: Tuesday</h1><p class="setter">Set by Quill</p>'
        f'<table class="grid">{cells}</table><div class="clues"><h2>Across</h2><ul>{"".join(f"<li>{c}</li>" for c in clues_a)}'
        f"</ul><h2>Down</h2><ul>{''.join(f'<li>{c}</li>' for c in clues_d)}</ul></div><button>Check</button>"
        "<button>Reveal</button></div>"
    )
    page(
        "crossword.html",
        s,
        "/puzzles/crossword/2024-03-05",
        "Daily Crossword | The Civic Review",
        main,
        kind="puzzle",
        shape="crossword-grid-clues",
    )

    # 21. quiz
    s = VALLEY
    qs = [
        ("Which bridge closed for repairs this week?", ["Mill Road", "Pier Street", "Quay Lane"]),
        ("How many stalls will the night market have?", ["80", "120", "200"]),
        ("What did the county approve for the landfill?", ["An odor limit", "A new road", "A solar farm"]),
        ("Who won the state robotics final?", ["Valley High", "Cedar Falls Prep", "Northgate Tech"]),
        ("How much did fuel prices fall?", ["Two cents", "Four cents", "Ten cents"]),
    ]
    items = "".join(
        f'<div class="quiz-q"><div class="font-bold">{i + 1}. {E(q)}</div>'
        + "".join(f'<label><input type="radio" name="q{i}"> {E(o)}</label>' for o in opts)
        + "</div>"
        for i, (q, opts) in enumerate(qs)
    )
    main = (
        f'<div class="quiz"><h1 class="text-3xl">News quiz: how closely did you follow the week?</h1><p>Test '
        f"yourself on the stories of the past seven days.</p>{items}<button>See my score</button></div>"
    )
    page(
        "news-quiz.html",
        s,
        "/news/quiz/2024/03/08/weekly-news-quiz",
        "Weekly news quiz | Valley Courier",
        main,
        kind="quiz",
        shape="quiz-radio-questions",
        head=metas([("property", "og:type", "article")]),
    )

    # 22. poll results
    s = METRO
    opts = [("Yes, keep the tunnel open at night", 46), ("No, close it for faster repairs", 38), ("No opinion", 16)]
    bars = "".join(
        f'<li><span class="opt">{E(o)}</span><span class="bar" style="width:{p}%"></span><span>{p}%</span></li>'
        for o, p in opts
    )
    main = (
        f'<div class="poll"><h1>Poll: Should the Harbour Tunnel stay open at night during repairs?</h1><p>3,412 votes'
        f' &middot; Poll closed</p><ul class="poll-results">{bars}</ul><p class="disclaimer">This is not a scientific'
        " poll; results reflect only readers who chose to vote.</p></div>"
    )
    page(
        "reader-poll.html",
        s,
        "/polls/harbour-tunnel-night-closures",
        "Poll: Harbour Tunnel | Metro Daily Post",
        main,
        kind="poll",
        shape="reader-poll-results",
    )

    # 23. soft 404 (Hebrew): status 200, a search box and trending headlines
    s = EMEK
    trending = "".join(f'<li><a href="/news/article/{88000 + i}">{E(h)}</a></li>' for i, h in enumerate(s.t["heads"]))
    main = (
        f'<div class="not-found"><h1>אופס! הדף לא נמצא</h1><p>ייתכן שהכתובת שגויה או שהדף הוסר.</p>'
        f'<form action="/search"><input name="q" placeholder="חיפוש באתר"><button>חיפוש</button></form>'
        f"<h2>כתבות פופולריות</h2><ul>{trending}</ul></div>"
    )
    page(
        "he-soft-404.html",
        s,
        "/news/article/99999",
        "הדף לא נמצא | חדשות העמק",
        main,
        kind="soft404",
        shape="he-soft-404-trending",
        dir="rtl",
        encoding="windows-1255",
        content_type="text/html; charset=windows-1255",
    )

    # 24. login wall at an account URL
    s = HARBOR
    main = (
        '<div class="login-wall"><h1>Sign in to keep reading</h1><p class="story-teaser">You were reading: <strong>'
        "What the Pier 9 decision means for the waterfront</strong></p><p>Subscribers get unlimited access to the"
        ' Harbor Ledger on the web and in the app.</p><form action="/account/login" method="post"><input name="email">'
        '<input type="password" name="password"><button>Sign in</button></form><a href="/subscribe">Subscribe from'
        " $1 a week</a></div>"
    )
    page(
        "login-wall.html",
        s,
        "/account/login?return=%2Flocal%2F2024%2F03%2F08%2Fpier-9-terminal-park-plan%2F",
        "Sign in | The Harbor Ledger",
        main,
        kind="login",
        shape="login-wall-with-story-headline",
        rails=False,
    )

    # 25. archive by date
    s = HARBOR
    items = "".join(
        f'<li><a href="/news/2024/03/05/{slug(h)}/">{E(h)}</a> <span class="time">{7 + i}:{(i * 7) % 60:02d}'
        f"</span></li>"
        for i, (h, _, _) in enumerate(EN_STORIES)
    )
    main = (
        f'<h1>Archive: Tuesday, March 5, 2024</h1><nav class="archive-nav"><a href="/2024/03/04/">Previous day</a>'
        f'<a href="/2024/03/06/">Next day</a></nav><ul class="archive-list">{items}</ul>'
    )
    page(
        "archive-by-date.html",
        s,
        "/2024/03/05/",
        "Archive for March 5, 2024 | The Harbor Ledger",
        main,
        kind="archive",
        shape="archive-by-date-listing",
    )

    # 26. search results with long snippets
    s = METRO
    res = "".join(
        f'<li class="result"><h3><a href="/news/city/2024/03/{5 + i:02d}/{slug(h)}">{E(h)}</a></h3><p class="snippet">'
        f'{E(d)} {E(d)}</p><span class="meta">{E(w)} &middot; March {5 + i}, 2024</span></li>'
        for i, (h, d, w) in enumerate(EN_STORIES[:10])
    )
    main = (
        f'<div class="search-page"><form action="/search"><input name="q" value="council budget"><button>Search</button>'
        f'</form><p>About 248 results for <strong>council budget</strong></p><ol class="results">{res}</ol>'
        '<nav class="pagination"><a href="/search?q=council+budget&amp;page=2">Next</a></nav></div>'
    )
    page(
        "search-results.html",
        s,
        "/search?q=council+budget",
        "Search results for council budget | Metro Daily Post",
        main,
        kind="search",
        shape="search-long-snippets",
    )

    # 27. comment permalink page
    s = VALLEY
    replies = "".join(
        f'<div class="reply border-l pl-4"><div class="font-semibold">{E(w)}</div><div>{E(c)}</div></div>'
        for w, c in EN_COMMENTS[1:5]
    )
    main = (
        f'<div class="comment-permalink"><div class="text-sm">Comment on <a href="/news/2024/02/08/landfill-expansion-'
        f'approved-with-new-odor-limits">Landfill expansion approved with new odor limits</a></div><div class="comment">'
        f'<div class="font-semibold">riverwatcher</div><div class="text-xs">Feb 9, 2024 7:12 am</div><div>I have lived on'
        f" Ridgeback Road for 22 years. Every summer the county promises the smell will be handled, and every summer we"
        f" keep the windows shut. A monthly check is not enough; it should be weekly, and the results should be public"
        f" the same day. I will believe the gas wells work when I can sit on my porch in July.</div></div>"
        f'<div class="replies">{replies}</div><a href="/news/2024/02/08/landfill-expansion-approved-with-new-odor-limits'
        '#comments">View all 48 comments</a></div>'
    )
    page(
        "comment-permalink.html",
        s,
        "/comments/c-552190",
        "Comment by riverwatcher | Valley Courier",
        main,
        kind="comments",
        shape="single-comment-permalink",
    )

    # 28. forum thread
    s = Site("Harbor Ledger Community", "community.harborledger.test", "en", "semantic")
    posts = [
        (
            "old_salt",
            "Anyone know if the Pier 9 park will allow dogs? The council plan says 'pets welcome in"
            " designated areas' but doesn't say where those are.",
        ),
        ("Maeve K", "I asked at the consultation. Dogs on leads on the promenade, not on the lawn by the deck."),
        ("old_salt", "Thanks. That's better than nothing I suppose."),
        ("harborgirl88", "Honestly I'd rather they sorted out the parking first. The flats will bring 400 cars."),
        ("ferryman", "There's no parking in the plan at all, that's the point. Bus and ferry only."),
        ("Maeve K", "The developer said there'd be 60 spaces under building B. Page 41 of the document."),
        ("ferryman", "Fair enough, I stand corrected."),
        ("grumpy_ted", "We'll see. They promised a park at the old gasworks in 2009 too."),
    ]
    items = "".join(
        f'<article class="post" id="p{i}"><header class="post-meta"><a class="username" href="/u/{slug(u)}">'
        f'{E(u)}</a> <time datetime="2024-03-{9 + i // 3:02d}T1{i}:00:00Z">Mar {9 + i // 3}</time></header>'
        f'<div class="post-body"><p>{E(p)}</p></div><footer><a href="#like">Like</a> <a href="#quote">Quote'
        f"</a></footer></article>"
        for i, (u, p) in enumerate(posts)
    )
    main = (
        f'<div class="thread"><nav class="crumbs"><a href="/c/local">Local</a></nav><h1>Pier 9 park: dogs allowed?'
        f'</h1><div class="thread-meta">8 replies &middot; 311 views</div>{items}<form class="reply-box"><textarea>'
        "</textarea><button>Reply</button></form></div>"
    )
    page(
        "forum-thread.html",
        s,
        "/t/pier-9-park-dogs-allowed/4471",
        "Pier 9 park: dogs allowed? - Harbor Ledger Community",
        main,
        kind="forum",
        shape="forum-thread-posts",
        head=jsonld(
            {
                "@context": "https://schema.org",
                "@type": "DiscussionForumPosting",
                "headline": "Pier 9 park: dogs allowed?",
                "datePublished": "2024-03-09T10:00:00Z",
                "author": {"@type": "Person", "name": "old_salt"},
            }
        ),
    )

    # 29. Korean home page in EUC-KR
    s = HANBIT
    heads = list(s.t["heads"]) * 2
    cards = "".join(
        f'<li><a href="/news/articleView.html?idxno={248100 + i}"><strong>{E(h)}</strong></a><p>{E(str(s.t["teaser"]))}'
        f'</p><span class="byline">{E(n)} 기자</span></li>'
        for i, (h, n) in enumerate(zip(heads, ["김민수", "박지훈", "최유진", "정다은"] * 4, strict=True))
    )
    main = (
        f'<div class="main-top"><h2 class="top-head"><a href="/news/articleView.html?idxno=248117">서울시, 심야 버스 노선 5개 늘린다'
        f'</a></h2><p>{E(str(s.t["teaser"]))}</p></div><ul class="article-list">{cards}</ul>'
    )
    page(
        "ko-home-euc-kr.html",
        s,
        "/",
        "한빛일보",
        main,
        kind="home",
        shape="ko-home-euc-kr",
        encoding="euc-kr",
        head='<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">\n',
    )

    # 30. Greek terms of use, og:type=article
    s = AIGAIO
    prose = [
        "Η χρήση του δικτυακού τόπου προϋποθέτει την αποδοχή των παρόντων όρων. Αν δεν συμφωνείτε, παρακαλούμε να"
        " μη χρησιμοποιείτε τον δικτυακό τόπο.",
        "Το σύνολο του περιεχομένου, συμπεριλαμβανομένων κειμένων, φωτογραφιών και βίντεο, προστατεύεται από τη"
        " νομοθεσία για την πνευματική ιδιοκτησία. Απαγορεύεται η αναδημοσίευση χωρίς γραπτή άδεια.",
        "Τα σχόλια των χρηστών εκφράζουν αποκλειστικά τους ίδιους. Η διαχείριση διατηρεί το δικαίωμα να αφαιρεί"
        " σχόλια που είναι προσβλητικά ή παραβιάζουν τον νόμο.",
        "Οι όροι μπορεί να τροποποιούνται χωρίς προηγούμενη ειδοποίηση. Τελευταία ενημέρωση: 1 Ιανουαρίου 2024.",
    ]
    main = f'<article class="page"><h1>Όροι χρήσης</h1>{long_prose(prose)}</article>'
    page(
        "el-terms.html",
        s,
        "/oroi-xrisis-tou-diktyakou-topou",
        "Όροι χρήσης | Ειδήσεις Αιγαίου",
        main,
        kind="policy",
        shape="el-terms-og-article",
        encoding="iso-8859-7",
        head=metas([("property", "og:type", "article")]),
    )

    # 31. video hub: a grid of clips with one-line descriptions
    s = METRO
    clips = "".join(
        f'<div class="clip"><a href="/video/2024/04/0{1 + i % 8}/{slug(h)}"><img src="/v/{i}.jpg" alt="">'
        f'<span class="duration">{2 + i % 4}:{(i * 13) % 60:02d}</span><h3>{E(h)}</h3></a><p>{E(d[:90])}</p></div>'
        for i, (h, d, _) in enumerate(EN_STORIES)
    )
    main = f'<div class="video-hub"><h1>Video</h1><div class="featured-player"><video controls></video></div><div class="clips">{clips}</div></div>'
    page("video-hub.html", s, "/video/", "Video | Metro Daily Post", main, kind="section", shape="video-hub-grid")


def main() -> None:
    articles()
    non_articles()
    pages = HERE / "pages"
    pages.mkdir(exist_ok=True)
    for name, data in FILES.items():
        (pages / name).write_bytes(data)
    (HERE / "labels.json").write_text(json.dumps(LABELS, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
