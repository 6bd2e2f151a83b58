"""Short pages that declare themselves a website (a staff profile, a privacy notice: og:type=website, no story
type, unsigned, at an address that does not date them), and a fact-checker's list of claims whose lines end in
the claim linked to its check. Both were taken as stories on first sight of holdout36/37/39/41. Every test fails
without its rule; the counter-examples are the stories those pages resemble."""

from __future__ import annotations

from parsel import Selector

from crawler.extraction import ExtractOptions, extract


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


BIO = [
    "Kari Solberg er journalist i NFK Vestland og dekker vær, samferdsel og beredskap. Hun har jobbet i NFK "
    "siden 2014 og var tidligere i Bergens Tidende.",
    "Tips henne på kari.solberg@nfk.test eller send en melding på 900 00 000.",
]


def page(og_type: str, heading: str, paragraphs: list[str], byline: str = "") -> str:
    return (
        f"<html lang='nb'><head><title>{heading} - NFK</title><meta property='og:type' content='{og_type}'>"
        f"</head><body><main><h1>{heading}</h1>{byline}<p class='updated'>Oppdatert 4. desember 2026</p>"
        + "".join(f"<p>{p}</p>" for p in paragraphs) + "</main></body></html>"
    )  # fmt: skip


def test_a_short_page_declared_a_website_and_signed_by_no_one_is_no_story() -> None:
    url = "https://www.nfk.test/kontakt/kari-solberg-1.14210388"
    profile = run(page("website", "Kari Solberg", BIO), url)
    assert not profile.is_article and profile.reason == "website_page", profile.classification
    # the same short text declared an article, or signed by a person, is a (short) story as before
    news = [
        "Ekstremværet «Ingrid» har slått ut strømmen for over 23.000 kunder på Vestlandet natt til fredag, og "
        "flere fjelloverganger er stengt.",
        "Politiet ber folk holde seg innendørs til vinden løyer utover ettermiddagen, opplyser operasjonsleder "
        "Lars Hauge.",
    ]
    headline = "Over 23.000 uten strøm etter «Ingrid»"
    assert run(page("article", headline, news), url).is_article
    signed = run(page("website", headline, news, "<p class='byline'>Av Kari Solberg</p>"), url)
    assert signed.is_article, signed.classification
    # ...and so is the unsigned brief at a news address that numbers it (the template says "website" everywhere)
    brief = run(page("website", headline, news), "https://www.nfk.test/nyheter/ingrid-strom-482913")
    assert brief.is_article, brief.classification
    # ...and a longer text on a template that says "website" everywhere is judged by the other rules
    more = (
        "Mannskapene jobber fortsatt med å rydde veiene, og Statens vegvesen venter at E16 kan åpne igjen i løpet "
        "av kvelden dersom vinden løyer som ventet."
    )
    long_news = news + [f"{n}. avsnitt: {more}" for n in (3, 4, 5)]
    assert run(page("website", headline, long_news), "https://www.nfk.test/nyheter/2026/12/04/ingrid").is_article


CLAIMS = [
    ("Buckeye Gas &amp; Light", "a TV ad", "/factchecks/2026/dec/04/gas-heat/",
     "“Heating your home with natural gas costs half as much as using an electric heat pump.”"),
    ("Dale Whitaker", "a radio interview", "/factchecks/2026/dec/02/gas-tax/",
     "“Ohio has the highest gas tax of any state in the Midwest, and it is not even close.”"),
    ("Carla Denning", "a State of the City address", "/factchecks/2026/nov/30/crime/",
     "“Violent crime in Dayton is down by a third since I took office three years ago.”"),
    ("Facebook posts", "a Facebook post", "/factchecks/2026/dec/03/snowplow/",
     "Photo shows a Michigan snowplow driver carrying a deer off a frozen lake near Cadillac."),
]  # fmt: skip


def claims_list() -> str:
    items = "".join(
        f"<li><article class='m-statement'><div class='m-statement__meta'><span>{who}</span> stated on November "
        f"16, 2026 in {where}</div><div class='m-statement__quote'><a href='{href}'>{quote}</a></div><footer>By "
        "Luis Ortega • December 4, 2026</footer></article></li>"
        for who, where, href, quote in CLAIMS
    )
    return (
        "<html><head><title>Latest fact-checks | VerityCheck</title><meta property='og:type' content='website'>"
        f"</head><body><main><h1>Latest fact-checks</h1><ul class='o-listing'>{items}</ul>"
        "<nav class='pagination'><a href='?page=2'>Next</a></nav></main></body></html>"
    )


def test_lines_that_end_in_a_claim_linked_to_its_check_are_a_lists_teasers() -> None:
    page_ = run(claims_list(), "https://www.veritycheck.test/factchecks/list/")
    assert not page_.is_article and page_.reason == "listing_page", page_.classification
    # a story whose paragraphs end in links to their sources (a few words of each) stays a story
    story = "".join(
        f"<p>{claim[3].strip('“”')} That is what the company told regulators, according to <a href='/docs/{n}'>"
        "the filing with the state utilities commission</a></p>"
        for n, claim in enumerate(CLAIMS)
    )
    html = (
        "<html><head><title>Is gas heat really half the cost?</title><meta property='og:type' content='article'>"
        "</head><body><main><h1>Is gas heat really half the cost?</h1><p class='byline'>By Luis Ortega</p>"
        f"<time datetime='2026-12-04T09:00:00-05:00'>December 4, 2026</time>{story}</main></body></html>"
    )
    assert run(html, "https://www.veritycheck.test/factchecks/2026/dec/04/gas-heat/").is_article
