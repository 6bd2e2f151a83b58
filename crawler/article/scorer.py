"""A calibrated "is this an article?" score over the signals `decide()` sees: a logistic regression.

`features()` turns one page's signals into a fixed vector of numbers (no page text, URL or site is a
feature: only what the signals measure). The weights, intercept and threshold are in
`article_scorer.json` next to this module, written by `python -m bench.train_article_scorer` from the
labelled sets; runtime reads them with plain Python.

`ARTICLE_CLASSIFIER` chooses how a page is decided (`classify_page`):

* `rules`: `decide()` alone;
* `scored`: the score alone (score >= threshold);
* `combined`: the rules' hard vetoes (soft 404, service page, text too short, no title) stand, the score
  decides the rest;
* `veto`: the rules decide, and the score can only turn their "take" into "leave".
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from crawler.article.classify import (
    NEWS_TYPES,
    Decision,
    TextStats,
    decide,
    evidence,
    headline_matches,
    listing_evidence,
    names_the_thing,
    with_link_evidence,
)
from crawler.article.signals import ARTICLE_TYPES, PageSignals
from crawler.linkzone import ReachedBy

WEIGHTS_FILE = Path(__file__).with_name("article_scorer.json")
MODES = ("rules", "scored", "combined", "veto")
# The rules' decisions that are not a weighing of evidence but a fact about the page: kept in "combined".
HARD_VETOES = frozenset({"soft_404", "service_page", "text_too_short", "no_title"})


def features(
    signals: PageSignals,
    text: TextStats,
    *,
    title: str | None,
    has_date: bool,
    has_author: bool,
    min_chars: int,
    from_state: bool = False,
    byline_under_title: bool = False,
    desk_byline: bool = False,
    credited: bool = False,  # not a feature yet: the weights were fitted without it
) -> dict[str, float]:
    """One page as numbers in [0, 1] (counts capped, lengths on a log scale), named for the evidence list."""
    pro = set(evidence(signals, title, has_date, has_author, byline_under_title, desk_byline))
    con = set(listing_evidence(signals, text))
    chars = max(text.chars, 0)
    return {
        "declared_article_type": float(bool(signals.declared_types & ARTICLE_TYPES)),
        "declared_news": float(bool(signals.declared_types & NEWS_TYPES)),
        "og_article": float(signals.og_type == "article"),
        "declared_listing": float(signals.declared_listing),
        "declared_media": float(signals.declared_media),
        "declared_non_story": float(signals.declared_non_story),
        "thing_named": float(signals.declared_non_story and names_the_thing(signals, title)),
        **{f"meta_{name}": float(f"meta_{name}" in pro) for name in (
            "published_time", "author", "parsely", "sailthru", "dublin_core", "news_keywords")},
        "article_element": float(signals.article_elements == 1),
        "many_article_elements": float(signals.article_elements >= 4),
        "headline_matches_title": float(headline_matches(signals, title)),
        "headline_over_byline": float("headline_over_byline" in pro),
        "has_title": float(bool(title)),
        "date": float(has_date),
        "author": float(has_author),
        "state_article": float(from_state),
        "url_dated": float(signals.url_dated),
        "url_id": float(signals.url_id),
        "url_slug": min(signals.url_slug_words, 8) / 8,
        "url_root": float(signals.url_root),
        "url_listing": float(signals.url_listing),
        "url_search": float(signals.url_search),
        "pagination": float(signals.pagination),
        "many_headlines": min(signals.headline_links, 20) / 20,
        "many_similar_links": min(signals.similar_links, 30) / 30,
        "soft_404": float(signals.soft_404),
        "service_page": float(signals.service_page),
        "noscript_notice": float(signals.noscript_notice),
        "app_root_empty": float(signals.app_root_empty),
        "choice_inputs": min(signals.choice_inputs, 12) / 12,
        "text_length": min(math.log1p(chars / max(min_chars, 1)) / math.log1p(20), 1.0),
        "text_too_short": float(chars < min_chars),
        "paragraphs": min(text.paragraphs, 12) / 12,
        "link_dense": min(text.link_density, 1.0),
        "addresses_reader": min(text.address / 0.1, 1.0),
        "mostly_table": min(text.tabular, 1.0),
        "mostly_list": min(text.listed, 1.0),
        "labelled_entries": text.labels / text.lines if text.lines else 0.0,
        "listing_evidence": min(len(con), 6) / 6,
        # text genre: stories are narrative prose that quotes people; service pages are fragments, figures,
        # times, clauses and questions under headings
        "list_sentences": text.list_sentences,
        "fragments": text.fragments,
        "sentences_per_paragraph": min(text.sentences, 4.0) / 4,
        "quoted": text.quoted,
        "figures": text.figures,
        "clock": text.clock,
        "clauses": text.clauses,
        "questions": text.questions,
        "headings": min(text.headings, 2.0) / 2,
    }  # fmt: skip


@cache
def load_model(path: Path | None = None) -> dict[str, Any]:
    """The trained model; a missing or broken file is an error at start-up, never a silent fallback.
    Read as package data by default, so it also loads from the zipped egg scrapyd-deploy builds."""
    if path is None:
        text = resources.files("crawler.article").joinpath(WEIGHTS_FILE.name).read_text(encoding="utf-8")
    else:
        text = path.read_text(encoding="utf-8")
    model = json.loads(text)
    for key in ("weights", "intercept", "threshold"):
        if key not in model:
            raise ValueError(f"{path}: no {key!r}")
    return model


def score(feats: dict[str, float], model: dict[str, Any]) -> tuple[float, list[tuple[str, float]]]:
    """The probability that the page is an article, and each feature's contribution to the log-odds."""
    parts = [(name, weight * feats.get(name, 0.0)) for name, weight in model["weights"].items()]
    z = model["intercept"] + sum(c for _, c in parts)
    z = max(min(z, 60.0), -60.0)
    return 1.0 / (1.0 + math.exp(-z)), parts


def scored_decision(feats: dict[str, float], model: dict[str, Any], top: int = 3) -> Decision:
    p, parts = score(feats, model)
    taken = p >= model["threshold"]
    # the features that pushed hardest in the direction of the decision, then the strongest against it
    ranked = sorted((x for x in parts if x[1]), key=lambda x: -x[1] if taken else x[1])
    shown = [f"score:{p:.2f}"] + [f"{'+' if c > 0 else '-'}{name}" for name, c in ranked[:top]]
    return Decision(taken, "score_article" if taken else "score_not_article", shown)


def classify_page(
    mode: str, signals: PageSignals, text: TextStats, reached_by: ReachedBy | None = None, **kwargs: Any
) -> Decision:
    """Decide with the rules, the score, or both (module docstring); the reason says which decided. The link
    that first reached the page (`reached_by`, crawler/linkzone.py) is weighed after, in every mode."""
    decision = _classify(mode, signals, text, **kwargs)
    return with_link_evidence(
        decision,
        reached_by,
        signals,
        text,
        has_date=kwargs["has_date"],
        has_author=kwargs["has_author"],
        byline_under_title=kwargs.get("byline_under_title", False),
    )


def _classify(mode: str, signals: PageSignals, text: TextStats, **kwargs: Any) -> Decision:
    if mode not in MODES:
        raise ValueError(f"ARTICLE_CLASSIFIER must be one of {MODES}, not {mode!r}")
    rules = decide(signals, text, **kwargs)
    if mode == "rules":
        return rules
    feats = features(signals, text, **kwargs)
    scored = scored_decision(feats, load_model())
    if mode == "veto":
        if rules.is_article and not scored.is_article:
            return Decision(False, "score_veto", [*scored.evidence, *rules.evidence])
        rules.evidence = [*rules.evidence, *scored.evidence]
        return rules
    if mode == "combined" and rules.reason in HARD_VETOES:
        rules.evidence = [*rules.evidence, *scored.evidence]
        return rules
    scored.evidence = [*scored.evidence, *rules.evidence]
    return scored
