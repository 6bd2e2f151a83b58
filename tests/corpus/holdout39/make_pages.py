"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-ninth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout39/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from irannegar import Irannegar  # noqa: E402
from mwambao import Mwambao  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tauraruwa import Tauraruwa  # noqa: E402
from teranga import Teranga  # noqa: E402
from walia import Walia  # noqa: E402

SITES = [Irannegar, Walia, Mwambao, Tauraruwa, Teranga]

if __name__ == "__main__":
    write_set(HERE, SITES)
