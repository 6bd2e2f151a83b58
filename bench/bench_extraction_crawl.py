"""Crawl-mode extraction benchmark: `python -m bench.bench_extraction --crawl --holdout-dir DIR [--out FILE]`.

For a labelled set that also has a `sites.json` (`[{"site": origin, "home": url}]`): each site is crawled
breadth-first from its home page over the labelled pages only (labels.json maps URL -> file; nothing is
fetched), the links of every page resolved, scoped and de-duplicated by the crawler's own code
(`crawler.links.PageLinks`, canonical URLs as the frontier compares them) with their zones recorded
(`via`, crawler/linkzone.py). The first link that reaches a page is its link evidence, as in a crawl (the
seen filter drops later ones); home pages and pages no link reaches have none and are counted apart. Every
labelled page is then classified three times and scored as the plain benchmark scores (articles and
non-articles taken, body F1, metadata), side by side: `with_links`, as the news spider classifies in a crawl
(its link evidence, and the site-template marks carried from the page that first linked to it, which is
classified first: crawler/article/sitetemplate.py), `links_only` (link evidence, no template marks) and
`without_links` (page by page). Writes bench/results/extraction-crawl-<set>.json (or `--out`).
"""

from __future__ import annotations

import json
import time
from collections import Counter, deque
from pathlib import Path
from typing import Any

from scrapy.statscollectors import MemoryStatsCollector
from scrapy.utils.test import get_crawler

from bench.bench_extraction import RESULTS, Page, corpus_pages, run_crawler, score
from crawler import settings
from crawler.article.sitetemplate import carried
from crawler.extraction import ExtractOptions
from crawler.frontier.canonical import Canonicalizer
from crawler.links import PageLinks
from crawler.linkzone import ReachedBy
from crawler.scope import Scope


def page_links() -> PageLinks:
    """The news spider's link picker with the project's settings (scope, caps, SSRF rules)."""
    crawler = get_crawler(settings_dict={k: getattr(settings, k) for k in dir(settings) if k.isupper()})
    crawler.stats = MemoryStatsCollector(crawler)
    scope = Scope(settings.CRAWL_SCOPE, settings.CRAWL_ALLOWED_DOMAINS)
    return PageLinks.from_crawler(crawler, scope, Canonicalizer(settings.CANONICAL_DROP_PARAMS))


def crawl(pages: list[Page], sites: list[dict[str, str]]) -> dict[str, Any]:
    """Breadth-first from each home page over the labelled pages: the `via` of each page's first discovery."""
    links = page_links()
    canon = links.canonicalize
    by_url = {canon(page.url): page for page in pages}
    via: dict[str, str] = {}  # page name -> via tag of the link that first reached it
    parent: dict[str, str] = {}  # page name -> the page whose link first reached it
    order: list[str] = []  # breadth-first, as fetched
    homes: list[str] = []
    outside = 0  # in-scope links to pages the set does not hold
    cpu = 0.0
    anchors = 0
    seen: set[str] = set()
    for entry in sites:
        home = by_url.get(canon(entry["home"]))
        if home is None:
            continue
        homes.append(home.name)
        site = links.scope.site(home.url)
        queue = deque([home])
        seen.add(canon(home.url))
        while queue:
            page = queue.popleft()
            order.append(page.name)
            response = page.response()
            start = time.process_time()
            found = list(links.links(response, site))
            cpu += time.process_time() - start
            anchors += len(found)
            for url, tag in found:
                key = canon(url)
                if key in seen:
                    continue
                seen.add(key)
                target = by_url.get(key)
                if target is None:
                    outside += 1
                    continue
                via[target.name] = tag
                parent[target.name] = page.name
                queue.append(target)
    unreached = [p.name for p in pages if p.name not in via and p.name not in homes]
    return {
        "via": via,
        "parent": parent,
        "order": order,
        "homes": homes,
        "unreached": unreached,
        "links_outside_the_set": outside,
        "links_followed": anchors,
        "link_cpu_ms_per_page": 1000 * cpu / max(len(seen & set(by_url)), 1),
    }


def _first_reach(pages: list[Page], via: dict[str, str]) -> dict[str, Any]:
    """How the pages were first reached, per label: menu entries, other chrome links, content links."""
    counts: Counter[str] = Counter()
    for page in pages:
        reached = ReachedBy.parse(via.get(page.name))
        kind = "article" if page.label["is_article"] else "non_article"
        if reached is None:
            counts[f"{kind}/no_link"] += 1
        elif reached.menu_entry:
            counts[f"{kind}/menu_entry"] += 1
        else:
            counts[f"{kind}/{'chrome_long' if reached.chrome else 'content'}"] += 1
    return dict(sorted(counts.items()))


def run(corpus: Path, options: ExtractOptions, out: Path | None = None) -> dict[str, Any]:
    pages = list(corpus_pages(corpus))
    sites = json.loads((corpus / "sites.json").read_text(encoding="utf-8"))
    found = crawl(pages, sites)
    via = found["via"]
    for page in pages:  # untimed warm-up (see bench_extraction.main)
        run_crawler(page, options)

    # The template marks each page is reached with: those its first linker's links carry, linkers first.
    by_name = {page.name: page for page in pages}
    marks_in: dict[str, list[str]] = {}
    marks_out: dict[str, list[str]] = {}
    for name in found["order"]:
        inherited = marks_out.get(found["parent"].get(name, ""), [])
        marks_in[name] = inherited
        result = run_crawler(by_name[name], options, reached_by=via.get(name), template=inherited)
        marks_out[name] = carried(inherited, result["template_mark"])

    def with_links(page: Page, opts: ExtractOptions) -> dict[str, Any]:
        return run_crawler(page, opts, reached_by=via.get(page.name), template=marks_in.get(page.name))

    def links_only(page: Page, opts: ExtractOptions) -> dict[str, Any]:
        return run_crawler(page, opts, reached_by=via.get(page.name))

    results: dict[str, Any] = {
        "set": corpus.name,
        "with_links": score(pages, with_links, options),
        "links_only": score(pages, links_only, options),
        "without_links": score(pages, run_crawler, options),
        "first_reached_by": _first_reach(pages, via),
        "template_marks": {name: marks for name, marks in marks_in.items() if marks},
        **{k: v for k, v in found.items() if k not in ("via", "parent", "order")},
        "via": via,
        "options": options.__dict__,
    }
    changed = sorted(set(results["with_links"]["misclassified"]) ^ set(results["without_links"]["misclassified"]))
    results["decisions_changed"] = changed
    target = out or RESULTS / f"extraction-crawl-{corpus.name}.json"
    target.parent.mkdir(exist_ok=True)
    target.write_text(json.dumps(results, indent=1) + "\n")
    return results


def report(results: dict[str, Any]) -> None:
    print(
        f"{results['set']}: {results['with_links']['pages']} pages ({results['with_links']['articles']} articles); "
        f"home pages {len(results['homes'])}, reached by no link {len(results['unreached'])}; "
        f"links {results['links_followed']} ({results['link_cpu_ms_per_page']:.2f} ms/page)"
    )
    print("first reached by: " + ", ".join(f"{k} {v}" for k, v in results["first_reached_by"].items()))
    print(f"{'':15} {'P':>6} {'R':>6} {'F1':>6} {'F1st':>6} {'TP':>4} {'FN':>4} {'FP':>4} {'TN':>4}  FP rate")
    for name in ("with_links", "links_only", "without_links"):
        r = results[name]
        c = r["confusion"]
        print(
            f"{name:15} {r['body']['precision']:6.3f} {r['body']['recall']:6.3f} {r['body']['f1']:6.3f} "
            f"{r['body']['f1_stored']:6.3f} {c.get('tp', 0):4} {c.get('fn', 0):4} {c.get('fp', 0):4} "
            f"{c.get('tn', 0):4}  {r['false_positive_rate']:.3f}"
        )
    for name in ("with_links", "links_only", "without_links"):
        for miss in results[name]["misclassified"]:
            print(f"    {name}: misclassified {miss}")
    if results["unreached"]:
        print("    reached by no link: " + ", ".join(results["unreached"]))
