"""Write the fifth held-out set: pages/ and labels.json (run once; the files are kept as they are).

Every text is synthetic, written for this set. The labelled body is built from the same blocks the page
renders, so the label's text is exactly the text on the page.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import articles  # noqa: E402,F401  (registers the article pages)
import nonarticles  # noqa: E402,F401  (registers the non-article pages)
from kit import PAGES  # noqa: E402


def main() -> None:
    out = HERE / "pages"
    out.mkdir(exist_ok=True)
    labels = []
    for file, data, label in PAGES:
        (out / file).write_bytes(data)
        labels.append(label)
    (HERE / "labels.json").write_text(json.dumps(labels, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(labels), "pages", sum(x["is_article"] for x in labels), "articles")


if __name__ == "__main__":
    main()
