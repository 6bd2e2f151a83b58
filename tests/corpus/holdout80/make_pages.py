"""Write pages/, labels.json, sites.json and linkmap.json of the eightieth held-out set (five whole sites: magazine
and long-form formats in English, French, Italian and Swedish).

Run from anywhere: `python tests/corpus/holdout80/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from approdo import Approdo  # noqa: E402
from longitude import Longitude  # noqa: E402
from paddock import Paddock  # noqa: E402
from quinconce import Quinconce  # noqa: E402
from sitebuild import write_set  # noqa: E402
from utsikt import Utsikt  # noqa: E402

SITES = [Longitude, Quinconce, Approdo, Utsikt, Paddock]

if __name__ == "__main__":
    write_set(HERE, SITES)
