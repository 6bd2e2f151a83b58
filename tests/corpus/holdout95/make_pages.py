"""Write pages/, labels.json, sites.json and linkmap.json of the ninety-fifth held-out set (five whole sites: the
Caribbean and Central America).

Run from anywhere: `python tests/corpus/holdout95/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from courier import Courier  # noqa: E402
from korsou import Korsou  # noqa: E402
from malecon import Malecon  # noqa: E402
from quetzal import Quetzal  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tide import Tide  # noqa: E402

SITES = [Courier, Korsou, Quetzal, Malecon, Tide]

if __name__ == "__main__":
    write_set(HERE, SITES)
