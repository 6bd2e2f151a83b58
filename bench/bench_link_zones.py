"""CPU cost of link zones: `python -m bench.bench_link_zones [--rounds 40]`.

The news spider's link picking (`PageLinks.links`: resolve, strip, check, canonicalize, scope every anchor)
timed on big fronts with the zone and anchor length of each followed link (crawler/linkzone.py) and with a
constant in their place (what the picking cost before link zones), alternately, best of `--rounds` each
(the machine is shared: the minimum is the figure least disturbed by others); the page's extraction once
for scale. Pages: a synthetic front of 1,500 links (a 60-entry nav, a 300-entry mega menu, 1,000 teasers
ten elements deep, a 140-link footer) and the biggest labelled fronts. Writes bench/results/link_zones.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from scrapy.http import HtmlResponse

import crawler.links as links_module
from bench.bench_extraction import REPO, RESULTS
from bench.bench_extraction_crawl import page_links
from crawler.extraction import extract
from crawler.linkzone import ReachedBy

FRONTS = ("holdout4/pages/section-front-long-lead.html", "holdout4/pages/tag-page-og-article.html")


def synthetic_front() -> bytes:
    def deep(inner: str, n: int) -> str:
        return "<div class='wrap'>" * n + inner + "</div>" * n

    nav = "".join(f"<li><a href='/s{i}'>Section {i}</a></li>" for i in range(60))
    mega = "".join(
        "<div class='col'><ul>" + "".join(f"<li><a href='/m{i}/{j}'>Topic {i} {j}</a></li>" for j in range(20))
        + "</ul></div>"
        for i in range(15)
    )  # fmt: skip
    teasers = "".join(
        deep(f"<article class='teaser'><h3><a href='/2026/12/01/story-{i}'>A headline of some eight or nine words "
             f"number {i}</a></h3><p>Dek</p></article>", 4)
        for i in range(1000)
    )  # fmt: skip
    foot = "".join(f"<a href='/f{i}'>Footer {i}</a> " for i in range(140))
    chrome = deep(f"<header><nav class='main-nav'><ul>{nav}</ul></nav><div class='mega-menu'>{mega}</div></header>", 3)
    main = deep(f"<main>{deep(teasers, 3)}</main>", 3)
    return f"<html><body>{chrome}{main}{deep(f'<footer>{foot}</footer>', 3)}</body></html>".encode()


def measure(body: bytes, rounds: int) -> dict[str, Any]:
    links = page_links()
    url = "https://www.example-news.test/"
    constant = ReachedBy(False, 1)
    zoned = links_module.reached_by
    times: dict[str, list[float]] = {"without": [], "with": []}
    count = 0
    try:
        for _ in range(rounds):
            for mode in ("without", "with"):
                links_module.reached_by = zoned if mode == "with" else (lambda element, zones: constant)
                response = HtmlResponse(url, body=body, encoding="utf-8")
                response.selector  # noqa: B018 - parsed before the timing, as the spider has parsed the page
                start = time.process_time()
                count = sum(1 for _ in links.links(response, "www.example-news.test"))
                times[mode].append(time.process_time() - start)
    finally:
        links_module.reached_by = zoned
    response = HtmlResponse(url, body=body, encoding="utf-8")
    start = time.process_time()
    extract(response.text, response.url, response.selector)
    extraction = time.process_time() - start
    without, with_ = min(times["without"]) * 1000, min(times["with"]) * 1000
    return {
        "links": count,
        "picking_ms_without_zones": round(without, 2),
        "picking_ms_with_zones": round(with_, 2),
        "zones_ms": round(with_ - without, 2),
        "zones_us_per_link": round(1000 * (with_ - without) / max(count, 1), 1),
        "extraction_ms": round(extraction * 1000, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args(argv)
    pages = {"synthetic front, 1500 links": synthetic_front()}
    pages |= {name: (REPO / "tests" / "corpus" / name).read_bytes() for name in FRONTS}
    results = {name: measure(body, args.rounds) for name, body in pages.items()}
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "link_zones.json").write_text(json.dumps(results, indent=1) + "\n")
    for name, r in results.items():
        print(
            f"{name}: {r['links']} links followed; picking {r['picking_ms_without_zones']} -> "
            f"{r['picking_ms_with_zones']} ms (+{r['zones_ms']} ms, {r['zones_us_per_link']} us/link); "
            f"extraction {r['extraction_ms']} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
