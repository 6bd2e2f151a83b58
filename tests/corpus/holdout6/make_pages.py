"""Write pages/ and labels.json of the sixth held-out set: `python tests/corpus/holdout6/make_pages.py`.

Deterministic: the chrome's random parts are seeded by each file name, so a re-run rewrites the same bytes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from articles import ARTICLES  # noqa: E402
from kit import build  # noqa: E402
from nonarticles import NONARTICLES  # noqa: E402


def main() -> None:
    pages = HERE / "pages"
    pages.mkdir(exist_ok=True)
    labels = []
    names = set()
    for spec in ARTICLES + NONARTICLES:
        assert spec["file"] not in names, spec["file"]
        names.add(spec["file"])
        data, label = build(spec)
        (pages / spec["file"]).write_bytes(data)
        labels.append(label)
    (HERE / "labels.json").write_text(json.dumps(labels, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(labels)} pages ({sum(label['is_article'] for label in labels)} articles)")


if __name__ == "__main__":
    main()
