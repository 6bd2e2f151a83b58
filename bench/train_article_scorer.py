"""Train the article scorer and measure it on sets it never saw: `python -m bench.train_article_scorer`.

The labelled sets are tests/corpus/ (pages + labels.json) and tests/corpus/holdout*/ (each a labels.json and
pages/). Every page is extracted once with the rules; the classifier's inputs are turned into
`crawler.article.scorer.features`. Then:

* leave-one-set-out: for each set, a logistic regression is trained on the other sets (its L2 strength and
  its threshold chosen by an inner leave-one-set-out over those sets only) and applied to the held-out one;
  the table gives, per held-out set, articles dropped and non-articles taken for the rules (tuned on all
  sets, so optimistic), the score alone, "combined" (the rules' hard vetoes, the score for the rest) and
  "veto" (the rules, with the score able to refuse their "take");
* the final model is trained the same way on all sets and written to crawler/article/article_scorer.json
  (`--no-write` to only print the table).

A dropped article costs DROP_COST taken non-articles when the threshold and the strength are chosen.
After adding labelled pages, run this again and commit the JSON with the table it prints. Needs numpy
(a training-only dependency: runtime reads the JSON with plain Python).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bench.bench_extraction import CORPUS, Page, corpus_pages
from crawler.article.scorer import HARD_VETOES, WEIGHTS_FILE, features
from crawler.extraction import ExtractOptions, extract

DROP_COST = 5.0
STRENGTHS = (0.03, 0.1, 0.3, 1.0, 3.0)  # L2 penalty per page (lambda / n)


@dataclass
class Row:
    set: str
    name: str
    truth: bool
    feats: dict[str, float]
    rules: bool
    rules_reason: str


def labelled_sets() -> dict[str, list[Page]]:
    sets = {"corpus": list(corpus_pages(CORPUS))}
    for d in sorted(CORPUS.glob("holdout*")):
        if (d / "labels.json").exists():
            sets[d.name] = list(corpus_pages(d))
    return sets


def rows_of(sets: dict[str, list[Page]]) -> list[Row]:
    rows = []
    options = ExtractOptions(classifier="rules")
    for name, pages in sets.items():
        for page in pages:
            response = page.response()
            result = extract(response.text, page.url, response.selector, options=options)
            if result.classifier_input is None:  # an extraction error: the rules' "no" stands, no features
                feats: dict[str, float] = {}
            else:
                signals, stats, inputs = result.classifier_input
                feats = features(signals, stats, **inputs)
            rows.append(Row(name, page.name, page.label["is_article"], feats, result.is_article, result.reason))
    return rows


def fit(x: np.ndarray, y: np.ndarray, strength: float) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression by Newton's method (the intercept not penalised)."""
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    w = np.zeros(d + 1)
    penalty = np.full(d + 1, strength * n)
    penalty[-1] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-np.clip(xb @ w, -60, 60)))
        grad = xb.T @ (p - y) + penalty * w
        hess = (xb * (p * (1 - p))[:, None]).T @ xb + np.diag(penalty) + 1e-9 * np.eye(d + 1)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w[:-1], float(w[-1])


def prob(x: np.ndarray, w: np.ndarray, b: float) -> np.ndarray:
    return 1 / (1 + np.exp(-np.clip(x @ w + b, -60, 60)))


def cost(truth: np.ndarray, taken: np.ndarray) -> float:
    return DROP_COST * float(np.sum(truth & ~taken)) + float(np.sum(~truth & taken))


def best_threshold(p: np.ndarray, truth: np.ndarray) -> float:
    """The threshold of least cost on out-of-fold scores; among equals, the middle of the cheapest range."""
    candidates = np.unique(np.concatenate([p, [0.5]]))
    costs = [cost(truth, p >= t) for t in candidates]
    low = min(costs)
    cheapest = [t for t, c in zip(candidates, costs, strict=True) if c == low]
    # the midpoint between the lowest cheapest score and the score below it keeps a margin on both sides
    t = cheapest[len(cheapest) // 2]
    below = candidates[candidates < t]
    return float((t + below.max()) / 2) if below.size else float(t)


def choose(rows: list[Row], names: list[str]) -> tuple[float, float]:
    """L2 strength and threshold by an inner leave-one-set-out over `rows` only."""
    sets = sorted({r.set for r in rows})
    x = matrix(rows, names)
    y = np.array([r.truth for r in rows])
    best = None
    for strength in STRENGTHS:
        oof = np.zeros(len(rows))
        for held in sets:
            inner = np.array([r.set == held for r in rows])
            w, b = fit(x[~inner], y[~inner].astype(float), strength)
            oof[inner] = prob(x[inner], w, b)
        t = best_threshold(oof, y)
        c = cost(y, oof >= t)
        logloss = -float(np.mean(np.log(np.where(y, oof, 1 - oof).clip(1e-12))))
        if best is None or (c, logloss) < best[0]:
            best = ((c, logloss), strength, t)
    assert best is not None
    return best[1], best[2]


def matrix(rows: list[Row], names: list[str]) -> np.ndarray:
    return np.array([[r.feats.get(n, 0.0) for n in names] for r in rows])


def decisions(rows: list[Row], p: np.ndarray, t: float) -> dict[str, np.ndarray]:
    rules = np.array([r.rules for r in rows])
    scored = p >= t
    hard = np.array([r.rules_reason in HARD_VETOES or not r.feats for r in rows])
    return {"rules": rules, "scored": scored, "combined": np.where(hard, rules, scored), "veto": rules & scored}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    rows = rows_of(labelled_sets())
    names = sorted({n for r in rows for n in r.feats})
    sets = list(dict.fromkeys(r.set for r in rows))
    y = np.array([r.truth for r in rows])
    modes = ("rules", "scored", "combined", "veto")
    print(f"{len(rows)} pages; leave-one-set-out: dropped articles / taken non-articles on the held-out set")
    print(f"{'held out':10} {'art':>4} {'non':>4} " + " ".join(f"{m:>10}" for m in modes) + "  strength threshold")
    totals = {m: [0, 0] for m in modes}
    misses: list[str] = []
    for held in sets:
        test = [r for r in rows if r.set == held]
        train = [r for r in rows if r.set != held]
        strength, t = choose(train, names)
        w, b = fit(matrix(train, names), np.array([r.truth for r in train], float), strength)
        p = prob(matrix(test, names), w, b)
        truth = np.array([r.truth for r in test])
        cells = []
        for m, taken in decisions(test, p, t).items():
            dropped, fp = int(np.sum(truth & ~taken)), int(np.sum(~truth & taken))
            totals[m][0] += dropped
            totals[m][1] += fp
            cells.append(f"{dropped:>4}/{fp:<5}")
            if m == "combined":
                misses += [f"{held}/{r.name} ({'dropped' if r.truth else 'taken'}, score {q:.2f})"
                           for r, q, k in zip(test, p, taken, strict=True) if k != r.truth]  # fmt: skip
        print(f"{held:10} {int(truth.sum()):4} {int((~truth).sum()):4} " + " ".join(cells) + f"  {strength:8} {t:.3f}")
    n_art, n_non = int(y.sum()), int((~y).sum())
    cells = [f"{d:>4}/{f:<5}" for d, f in totals.values()]
    print(f"{'all':10} {n_art:4} {n_non:4} " + " ".join(cells))
    print("taken share of non-articles: " + ", ".join(f"{m} {f / n_non:.1%}" for m, (_, f) in totals.items()))
    for miss in misses:
        print(f"    combined wrong: {miss}")
    strength, t = choose(rows, names)
    w, b = fit(matrix(rows, names), y.astype(float), strength)
    model = {
        "about": "logistic regression over crawler.article.scorer.features; python -m bench.train_article_scorer",
        "pages": len(rows),
        "sets": sets,
        "l2_strength": strength,
        "threshold": round(t, 6),
        "intercept": round(b, 6),
        "weights": {n: round(float(v), 6) for n, v in sorted(zip(names, w, strict=True), key=lambda x: -abs(x[1]))},
        "leave_one_set_out": {m: {"dropped": d, "taken": f} for m, (d, f) in totals.items()},
    }
    print(f"final model: strength {strength}, threshold {t:.3f}, intercept {b:.3f}")
    if not args.no_write:
        WEIGHTS_FILE.write_text(json.dumps(model, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(
            f"wrote {WEIGHTS_FILE.relative_to(Path.cwd()) if WEIGHTS_FILE.is_relative_to(Path.cwd()) else WEIGHTS_FILE}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
