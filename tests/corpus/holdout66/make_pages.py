"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-sixth held-out set (five whole sites: Canada,
Australia, New Zealand, Ireland and the Pacific).

Run from anywhere: `python tests/corpus/holdout66/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from edmstandard import EdmontonStandard  # noqa: E402
from irishledger import IrishLedger  # noqa: E402
from lecourant import LeCourant  # noqa: E402
from purongo import Purongo  # noqa: E402
from sbcnews import SBCNews  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [LeCourant, EdmontonStandard, SBCNews, Purongo, IrishLedger]

if __name__ == "__main__":
    write_set(HERE, SITES)
