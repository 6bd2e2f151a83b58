"""Extraction benchmark: `python -m bench.bench_extraction [--demo 60] [--json]`.

On the labelled pages of tests/corpus/ (and, with --demo N, N article pages plus every listing page of the
demo site; with --holdout, the held-out pages of tests/corpus/holdout/, or of --holdout-dir, alone), for the crawler's
extraction (`crawler.extraction.extract`) and for trafilatura alone
(`bare_extraction` with its defaults, "an article" when it returns at least ARTICLE_MIN_CHARS of text):

* body text: token-level precision, recall and F1 against the reference text, per page then averaged
  (words; CJK scripts by character), as article-extraction benchmarks compute it;
* the article / non-article confusion matrix;
* metadata accuracy on article pages: title, authors (as a set), publication day, language (labelled pages);
* CPU time per page (process time of the extraction call, every page, after an untimed warm-up pass).

Pages are decoded the way Scrapy decodes them (HtmlResponse with the page's own charset). Writes
bench/results/extraction.json.

With --crawl (and --holdout-dir of a set with a sites.json), the set is crawled from its home pages over the
labelled pages and classified with and without link evidence (bench/bench_extraction_crawl.py).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from datetime import time as day_time
from functools import partial
from pathlib import Path
from typing import Any

import trafilatura
from scrapy.http import HtmlResponse

from crawler.extraction import ExtractOptions, date_params, extract

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "tests" / "corpus"
HOLDOUT = CORPUS / "holdout"
RESULTS = REPO / "bench" / "results"
_TOKEN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[^\W_]+", re.U)


@dataclass
class Page:
    name: str
    url: str
    body: bytes
    label: dict[str, Any]
    fetched_at: datetime | None = None  # when the set was taken, if later than now (replay_clock)

    def response(self) -> HtmlResponse:
        # the held-out pages carry their HTTP header (a charset given only there)
        content_type = self.label.get("content_type", "text/html")
        return HtmlResponse(self.url, body=self.body, headers={"Content-Type": content_type})


def tokens(text: str) -> Counter[str]:
    return Counter(t.casefold() for t in _TOKEN.findall(text or ""))


def prf(extracted: str, reference: str) -> tuple[float, float, float]:
    got, want = tokens(extracted), tokens(reference)
    common = sum((got & want).values())
    p = common / sum(got.values()) if got else (1.0 if not want else 0.0)
    r = common / sum(want.values()) if want else 1.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def replay_clock(labels: list[dict[str, Any]]) -> datetime | None:
    """When a set's pages are taken to be fetched, if that is later than now: noon UTC the day after its newest
    labelled date. A set written today may date its stories a few days ahead; fetched now, such pages could not
    exist, and their dates would be rejected as in the future (ExtractOptions.now)."""
    days = [date.fromisoformat(label["date"]) for label in labels if label.get("date")]
    if not days:
        return None
    taken = datetime.combine(max(days) + timedelta(days=1), day_time(12), tzinfo=UTC)
    return taken if taken > datetime.now(UTC) else None


def corpus_pages(corpus: Path = CORPUS) -> Iterator[Page]:
    labels = json.loads((corpus / "labels.json").read_text(encoding="utf-8"))
    clock = replay_clock(labels)
    for label in labels:
        yield Page(label["file"], label["url"], (corpus / "pages" / label["file"]).read_bytes(), label, clock)


def holdout_pages() -> Iterator[Page]:
    """Pages written apart from the classifier (tests/corpus/holdout/README.md)."""
    return corpus_pages(HOLDOUT)


def demo_pages(articles: int) -> Iterator[Page]:
    from crawler.demo.site import build_sites

    (site,) = build_sites(["http://demo.test:80"], articles=articles, js_articles=0, seed=11)
    for path, page in site.pages.items():
        if page.status != 200 or not page.content_type.startswith("text/html"):
            continue
        is_article = page.kind == "article"
        reference = ""
        if is_article:
            article = next(a for a in site.articles if a.path == path)
            reference = "\n".join(article.paragraphs)
        yield Page(f"demo{path}", site.url(path), page.body, {
            "is_article": is_article, "title": page.title, "authors": [page.author] if page.author else [],
            "date": page.date, "body": reference, "shape": f"demo:{page.variant or page.kind}",
        })  # fmt: skip


def run_crawler(
    page: Page, options: ExtractOptions, reached_by: str | None = None, template: list[str] | None = None
) -> dict[str, Any]:
    response = page.response()
    if page.fetched_at is not None:
        options = replace(options, now=page.fetched_at)
    result = extract(
        response.text, page.url, response.selector, options=options, reached_by=reached_by, template=template
    )
    return {"is_article": result.is_article, "text": result.text, "title": result.title, "authors": result.authors,
            "date": result.date, "language": result.language, "reason": result.reason,
            "template_mark": result.template_mark}  # fmt: skip


def run_trafilatura(page: Page, options: ExtractOptions, **kwargs: Any) -> dict[str, Any]:
    response = page.response()
    if page.fetched_at is not None:  # the same clock as the crawler's (ExtractOptions.now)
        kwargs = {**kwargs, "date_extraction_params": date_params(page.fetched_at)}
    doc = trafilatura.bare_extraction(response.text, url=page.url, with_metadata=True, **kwargs)
    data = doc.as_dict() if doc is not None else {}
    text = data.get("text") or ""
    authors = [a.strip() for a in re.split(r";|,| and ", data.get("author") or "") if a.strip()]
    return {"is_article": len(text) >= options.min_chars, "text": text, "title": data.get("title"),
            "authors": authors, "date": data.get("date"), "language": data.get("language"), "reason": ""}  # fmt: skip


def score(pages: list[Page], runner: Any, options: ExtractOptions) -> dict[str, Any]:
    confusion = Counter()
    p_sum = r_sum = f_sum = stored_sum = 0.0
    meta = Counter()
    n_articles = dated = languages = 0
    misses: list[str] = []
    cpu = 0.0
    for page in pages:
        start = time.process_time()
        out = runner(page, options)
        cpu += time.process_time() - start
        truth = page.label["is_article"]
        confusion[("tp" if out["is_article"] else "fn") if truth else ("fp" if out["is_article"] else "tn")] += 1
        if truth != out["is_article"]:
            misses.append(f"{page.name} ({out['reason']})")
        if not truth:
            continue
        n_articles += 1
        p, r, f = prf(out["text"], page.label["body"])
        p_sum, r_sum, f_sum = p_sum + p, r_sum + r, f_sum + f
        stored_sum += f if out["is_article"] else 0.0  # a page not taken stores no text
        meta["title"] += norm(out["title"]) == norm(page.label["title"])
        meta["authors"] += {norm(a) for a in out["authors"]} == {norm(a) for a in page.label["authors"]}
        if page.label.get("language"):
            languages += 1
            # the primary subtag ("pt" of "pt-BR"; three letters for some: "ckb", Sorani)
            meta["language"] += (out.get("language") or "").split("-")[0].lower() == page.label["language"]
        if page.label.get("date"):
            dated += 1
            meta["date"] += (out["date"] or "")[:10] == page.label["date"]
    n = max(n_articles, 1)
    return {
        "pages": len(pages),
        "articles": n_articles,
        "body": {"precision": p_sum / n, "recall": r_sum / n, "f1": f_sum / n, "f1_stored": stored_sum / n},
        "confusion": dict(confusion),
        "false_positive_rate": confusion["fp"] / max(confusion["fp"] + confusion["tn"], 1),
        "meta": {
            "title": meta["title"] / n,
            "authors": meta["authors"] / n,
            "date": meta["date"] / max(dated, 1),
            "language": meta["language"] / max(languages, 1),
        },
        "cpu_ms_per_page": 1000 * cpu / max(len(pages), 1),
        "misclassified": misses,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--demo", type=int, default=60, help="demo-site articles to add (0: corpus only)")
    parser.add_argument("--no-favor-precision", action="store_true")
    parser.add_argument("--favor-recall", action="store_true")
    parser.add_argument("--no-tables", action="store_true")
    parser.add_argument("--holdout", action="store_true", help="the held-out pages only (tests/corpus/holdout/)")
    parser.add_argument(
        "--holdout-dir", type=Path, default=HOLDOUT, help="with --holdout: another held-out set (labels.json, pages/)"
    )
    parser.add_argument(
        "--crawl",
        action="store_true",
        help="crawl mode on --holdout-dir (it needs a sites.json): pages classified with and without the link "
        "evidence of their first discovery (bench/bench_extraction_crawl.py)",
    )
    parser.add_argument("--out", type=Path, help="where to write the results (default: bench/results/...)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    options = ExtractOptions(
        favor_precision=not args.no_favor_precision, favor_recall=args.favor_recall, include_tables=not args.no_tables
    )
    if args.crawl:
        from bench.bench_extraction_crawl import report, run  # it imports this module

        crawled = run(args.holdout_dir, options, args.out)
        if args.json:
            print(json.dumps(crawled, indent=1))
        else:
            report(crawled)
        return 0
    if args.holdout:
        pages = list(corpus_pages(args.holdout_dir))
    else:
        pages = list(corpus_pages()) + (list(demo_pages(args.demo)) if args.demo else [])
    # One untimed pass of each first: htmldate/dateparser compile their locale patterns on first use, and
    # whichever runner met them first would pay for both.
    for page in pages:
        run_crawler(page, options)
        run_trafilatura(page, options)
    results = {
        "crawler": score(pages, run_crawler, options),
        "trafilatura": score(pages, run_trafilatura, options),
        # trafilatura's own best use on news pages: its precision mode
        "trafilatura_precision": score(pages, partial(run_trafilatura, favor_precision=True), options),
    }
    results["options"] = options.__dict__
    RESULTS.mkdir(exist_ok=True)
    suffix = "" if args.holdout_dir.resolve() == HOLDOUT else "-" + args.holdout_dir.name
    out = args.out or RESULTS / (f"extraction-holdout{suffix}.json" if args.holdout else "extraction.json")
    out.write_text(json.dumps(results, indent=1) + "\n")
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    print(f"{len(pages)} pages ({results['crawler']['articles']} articles)")
    header = f"{'':21} {'P':>6} {'R':>6} {'F1':>6} {'F1st':>6} {'TP':>4} {'FN':>4} {'FP':>4} {'TN':>4}"
    print(header + " title authors date  lang  cpu ms/page")
    for name in ("crawler", "trafilatura", "trafilatura_precision"):
        r = results[name]
        c = r["confusion"]
        print(
            f"{name:21} {r['body']['precision']:6.3f} {r['body']['recall']:6.3f} {r['body']['f1']:6.3f} "
            f"{r['body']['f1_stored']:6.3f} "
            f"{c.get('tp', 0):4} {c.get('fn', 0):4} {c.get('fp', 0):4} {c.get('tn', 0):4} "
            f"{r['meta']['title']:.3f} {r['meta']['authors']:.3f} {r['meta']['date']:.3f} {r['meta']['language']:.3f}"
            f" {r['cpu_ms_per_page']:6.1f}"
        )
        for miss in r["misclassified"][: None if args.holdout else 4]:
            print(f"    misclassified: {miss}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
