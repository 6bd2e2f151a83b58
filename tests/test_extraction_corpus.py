"""The development corpus (tests/corpus/): every article taken with its title, authors and date, every
non-article left out, and body text at least as good as trafilatura alone on the same pages."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from scrapy.http import HtmlResponse

from bench.bench_extraction import corpus_pages, norm, prf, run_crawler, run_trafilatura
from crawler.extraction import ExtractOptions, extract

CORPUS = Path(__file__).resolve().parent / "corpus"
LABELS: list[dict[str, Any]] = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))


def test_corpus_is_varied_and_small() -> None:
    shapes = {label["shape"] for label in LABELS if label["is_article"]}
    assert len(shapes) >= 20
    kinds = {label["kind"] for label in LABELS if not label["is_article"]}
    assert kinds >= {"home", "section", "tag", "author", "search", "gallery", "video", "paywall", "soft404"}
    assert {label["encoding"] for label in LABELS} >= {"windows-1252", "iso-8859-1", "shift_jis", "gb2312"}
    assert max(p.stat().st_size for p in (CORPUS / "pages").glob("*.html")) < 16_000


@pytest.mark.parametrize("label", LABELS, ids=[label["file"] for label in LABELS])
def test_corpus_page(label: dict[str, Any]) -> None:
    body = (CORPUS / "pages" / label["file"]).read_bytes()
    response = HtmlResponse(label["url"], body=body, headers={"Content-Type": "text/html"})
    result = extract(response.text, label["url"], response.selector, options=ExtractOptions())
    assert result.is_article is label["is_article"], result.classification
    assert result.classification["reason"] == result.reason
    if not label["is_article"]:
        assert not result.needs_render, result.classification  # listing and service pages never go to a browser
        return
    assert norm(result.title) == norm(label["title"])
    assert [norm(a) for a in result.authors] == [norm(a) for a in label["authors"]]
    assert result.author == (", ".join(result.authors) or None)
    assert result.date == label["date"]
    assert result.language == label["language"]
    assert prf(result.text, label["body"])[2] >= 0.9


def test_body_f1_is_at_least_trafilatura_alone() -> None:
    options = ExtractOptions()
    ours = theirs = 0.0
    for page in corpus_pages():
        if page.label["is_article"]:
            ours += prf(run_crawler(page, options)["text"], page.label["body"])[2]
            theirs += prf(run_trafilatura(page, options)["text"], page.label["body"])[2]
    assert ours >= theirs
