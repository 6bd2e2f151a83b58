"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-second held-out set (five whole sites in
English, German and Spanish whose story text sits in markup an extractor may not expect).

Run from anywhere: `python tests/corpus/holdout72/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from coastcourier import CoastCourier  # noqa: E402
from lakeshore import Lakeshore  # noqa: E402
from rheinblick import Rheinblick  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vigia import Vigia  # noqa: E402
from vozcastilla import VozCastilla  # noqa: E402

SITES = [Lakeshore, Rheinblick, Vigia, CoastCourier, VozCastilla]

if __name__ == "__main__":
    write_set(HERE, SITES)
