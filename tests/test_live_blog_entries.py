"""A live blog's one-line entries beside their share links: trafilatura's precision pass deletes a short block
that holds a link, so on a declared live blog the balanced pass's sentences between the kept lines come back
(crawler/article/liveblog.py). Every test fails when the rule is taken out."""

from __future__ import annotations

import json

from parsel import Selector

from crawler.article.liveblog import restore_entries
from crawler.extraction import ExtractOptions, extract

ENTRIES = [
    ("14:52", "Power has been restored to most of Centurion, City Power says. About 4 000 homes in Midrand are still "
     "without electricity."),
    ("14:20", "The SA Weather Service has extended the orange level 5 warning for severe thunderstorms to 20:00."),
    ("13:45", "Motorists are urged to avoid the N1 near the Rigel Avenue off-ramp, where the road is flooded."),
    ("13:02", "Hail the size of golf balls has been reported in Pretoria east. Send us your pictures."),
    ("12:30", "Good afternoon and welcome to our live coverage of the storms moving across Gauteng."),
]  # fmt: skip


def live_page(kind: str = "LiveBlogPosting") -> str:
    entries = "".join(
        f'<div class="live-entry"><time>{t}</time><div class="live-entry__body"><p>{text}</p></div>'
        '<div class="live-entry__share"><a href="https://twitter.com/intent/tweet">Share</a></div></div>'
        for t, text in ENTRIES
    )
    node = {"@context": "https://schema.org", "@type": kind, "headline": "LIVE | Storms and hail across the province"}
    return (
        "<html lang='en'><head><title>LIVE | Storms and hail across the province | Metro24</title>"
        f'<script type="application/ld+json">{json.dumps(node)}</script></head><body>'
        "<nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/sport'>Sport</a></nav><main>"
        "<article class='live-blog'><h1>LIVE | Storms and hail across the province</h1>"
        f"<p class='date'>04 Dec 2026 12:30 | Updated 14:52</p><div class='entries'>{entries}</div>"
        "<p><a href='/video/hail-20261204'>WATCH: Hail in Pretoria east</a> · "
        "<a href='/news/heatwave-warning-20261203'>Heatwave warning for Gauteng as temperatures climb</a></p></article>"
        "</main><footer><a href='/about'>About us</a> <a href='/terms'>Terms</a></footer></body></html>"
    )


def test_every_entry_of_a_declared_live_blog_is_kept() -> None:
    html = live_page()
    result = extract(html, "https://www.metro24.test/news/live-storms-20261204", Selector(text=html),
                     options=ExtractOptions())  # fmt: skip
    assert result.is_article
    for _, text in ENTRIES:
        assert text in result.text


def test_only_entries_between_kept_lines_come_back() -> None:
    entry = "<div class='entry'><div class='entry__body'><p>{}</p></div></div>"
    sel = Selector(
        text="<p>Cookie notice: we use cookies on this website to improve it.</p><h1>Headline</h1>"
        + entry.format("First entry of the live blog, kept by precision mode.")
        + "<div class='promo'><div><p>Support our journalism: read without limits for a pound a month.</p></div></div>"
        + entry.format("Second entry of the live blog, deleted beside its share link.")
        + entry.format("Join our WhatsApp channel for the storm alerts as they happen.")
        + "<p>Read more: other stories</p><p>All rights reserved by the publisher of this site.</p>"
    )
    precise = "Headline\nFirst entry of the live blog, kept by precision mode.\nRead more: other stories"
    balanced = (
        "Cookie notice: we use cookies on this website to improve it.\nHeadline\n"
        "First entry of the live blog, kept by precision mode.\n"
        "Support our journalism: read without limits for a pound a month.\n"
        "Second entry of the live blog, deleted beside its share link.\nShare\n"
        "Join our WhatsApp channel for the storm alerts as they happen.\n"
        "Read more: other stories\nAll rights reserved by the publisher of this site."
    )
    # not the chrome before or after the kept span, a box in other dress, or a call to join
    assert restore_entries(precise, balanced, sel).split("\n") == [
        "Headline",
        "First entry of the live blog, kept by precision mode.",
        "Second entry of the live blog, deleted beside its share link.",
        "Read more: other stories",
    ]
