"""Check the labels against the pages as Scrapy decodes them: charset, title, authors and every body line in
the page's text, sizes, sites.json. `python tests/corpus/holdout10/check_pages.py` (needs scrapy)."""

from __future__ import annotations

import codecs
import json
import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

from scrapy.http import HtmlResponse

HERE = Path(__file__).resolve().parent


def flat(text: str) -> str:
    return " ".join(text.split())


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    sites = json.loads((HERE / "sites.json").read_text(encoding="utf-8"))
    urls = {lb["url"] for lb in labels}
    assert all(s["home"] in urls for s in sites)
    bad = 0
    for lb in labels:
        body = (HERE / "pages" / lb["file"]).read_bytes()
        r = HtmlResponse(lb["url"], body=body, headers={"Content-Type": lb["content_type"]})
        problems = []
        if codecs.lookup(r.encoding).name != codecs.lookup(lb["encoding"]).name:
            problems.append(f"decoded as {r.encoding}")
        if "\ufffd" in r.text:
            problems.append("replacement character")
        # visible text: text nodes of <body> outside scripts and styles, inline tags joined
        text = flat("".join(r.xpath("//body//text()[not(ancestor::script) and not(ancestor::style)]").getall()))
        for value in [lb["title"], *lb["authors"], *lb["body"].split("\n")]:
            if value and flat(value) not in text:
                problems.append(f"not in text: {value[:60]!r}")
        if not 15_000 < len(body) < 25_000:
            problems.append(f"size {len(body)}")
        if lb["is_article"] and not (lb["body"] and lb["date"]):
            problems.append("article without body or date")
        if not lb["is_article"] and (lb["body"] or lb["authors"] or lb["date"]):
            problems.append("non-article with body/authors/date")
        if problems:
            bad += 1
            print(lb["file"], problems)
    per = Counter((urlsplit(lb["url"]).netloc, "article" if lb["is_article"] else "non-article") for lb in labels)
    print(len(labels), "pages", sum(lb["is_article"] for lb in labels), "articles", dict(sorted(per.items())))
    print(Counter(lb["kind"] for lb in labels))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
