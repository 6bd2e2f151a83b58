"""Write pages/, labels.json, sites.json and linkmap.json of the seventeenth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout17/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from bote import Bote  # noqa: E402
from patrika import Patrika  # noqa: E402
from samleng import Samleng  # noqa: E402
from scathan import Scathan  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vodiy import Vodiy  # noqa: E402

SITES = [Vodiy, Scathan, Samleng, Bote, Patrika]

if __name__ == "__main__":
    write_set(HERE, SITES)
