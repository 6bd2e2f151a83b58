"""A story's lead set apart under its own name (the Czech `perex`/`opener`, the Nordic `ingress`, the Danish
`manchet`, an `article-lead`) is its first paragraph; a dek or a summary is not (the labelled sets agree on both,
by the element's name: 45 pages each way). A story body named for what it lacks ("no-share") is no share box, and
the Romanian newsroom ("Redacția") is no author. Every test fails without its rule."""

from __future__ import annotations

from parsel import Selector

from crawler.extraction import ExtractOptions, extract

LEAD = (
    "Rozsáhlý požár skladu pneumatik v Ostravě-Kunčicích likvidovalo v noci na pátek více než padesát hasičů. "
    "Nikdo nebyl zraněn."
)
BODY = [
    "Hasiči dostali oznámení krátce po třetí hodině ranní. Na místo vyjelo devět jednotek a kvůli hustému kouři "
    "vyhlásili druhý stupeň poplachu. Obyvatelé okolních ulic měli kvůli zplodinám zavřená okna.",
    "Požár se podařilo lokalizovat kolem šesté hodiny, dohašování potrvá podle mluvčí hasičů několik hodin. "
    "Příčinu vyšetřují a škodu předběžně odhadli na 18 milionů korun.",
]


def story(lead_class: str, body_class: str = "bbtext", byline: str = "Jan Novák") -> str:
    return (
        "<html lang='cs'><head><title>Požár skladu v Ostravě likvidovalo přes padesát hasičů</title>"
        "<meta property='og:type' content='article'><meta property='article:published_time' "
        "content='2026-12-04T06:40:00+01:00'></head><body><div class='art-full'><h1>Požár skladu v Ostravě "
        f"likvidovalo přes padesát hasičů</h1><div class='authors'>{byline}</div><div class='{lead_class}'>{LEAD}"
        f"</div><div class='share-top'><a href='https://www.facebook.com/sharer'>Sdílet</a></div>"
        f"<div class='{body_class}'>" + "".join(f"<p>{p}</p>" for p in BODY) + "</div></div></body></html>"
    )  # fmt: skip


def run(html: str):  # type: ignore[no-untyped-def]
    url = "https://www.izpravy.test/zpravy/domaci/ostrava-pozar-skladu.A261204_064000_domaci"
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


def test_a_lead_named_as_such_is_the_storys_first_paragraph() -> None:
    for name in ("opener", "perex", "article-lead", "c-ingress", "manchet"):
        page = run(story(name))
        assert page.text.split("\n") == [LEAD, *BODY], (name, page.text)
    # a dek, a standfirst or a summary under the headline is no part of the text
    for name in ("dek", "standfirst", "summary", "subtitle"):
        assert run(story(name)).text.split("\n") == BODY, name


def test_a_body_named_for_the_share_bar_it_lacks_is_no_share_box() -> None:
    page = run(story("perex", "entry-content no-share"))
    assert page.text.split("\n") == [LEAD, *BODY], page.text
    # ...where a share box by name is one
    assert not any(line in BODY for line in run(story("perex", "share-box")).text.split("\n"))


def test_the_romanian_newsroom_is_no_author() -> None:
    for desk in ("Redacția", "Redacţia", "Redactia"):
        assert run(story("perex", byline=f"de {desk}")).authors == [], desk
    assert run(story("perex", byline="de Andrei Popescu")).authors == ["Andrei Popescu"]


def test_a_lead_word_inside_another_boxs_name_is_no_lead() -> None:
    # a newsletter's pitch, a gallery's caption, another story's teaser in a Drupal views block: not the lead
    for box in (
        "<p class='newsletter-lead-text'>Get the day's top local stories in your inbox every morning at six.</p>",
        "<p class='gallery-opener-caption'>Firefighters at the warehouse on Thursday morning, seen from the river.</p>",
        "<div class='views-row node--view-mode-teaser'><p class='teaser-text'>Another story's teaser text that "
        "runs on for a sentence or two to tempt readers.</p></div>",
    ):
        html = story("standfirst").replace("</div></div></body>", f"</div>{box}</div></body>")
        assert run(html).text.split("\n") == BODY, box
