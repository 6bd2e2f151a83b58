"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-third held-out set (five whole sites: news
agencies, fact-checkers and data desks).

Run from anywhere: `python tests/corpus/holdout53/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ain import Ain  # noqa: E402
from atn import Atn  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tagesbild import Tagesbild  # noqa: E402
from tally import Tally  # noqa: E402
from verity import Verity  # noqa: E402

SITES = [Ain, Atn, Verity, Tally, Tagesbild]

if __name__ == "__main__":
    write_set(HERE, SITES)
