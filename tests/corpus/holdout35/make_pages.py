"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-fifth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout35/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from chaophraya import Chaophraya  # noqa: E402
from chaotai import Chaotai  # noqa: E402
from huaxia import Huaxia  # noqa: E402
from mevaser import Mevaser  # noqa: E402
from sitebuild import write_set  # noqa: E402
from thessalia import Thessalia  # noqa: E402

SITES = [Chaotai, Huaxia, Chaophraya, Mevaser, Thessalia]

if __name__ == "__main__":
    write_set(HERE, SITES)
