"""Write pages/, labels.json, sites.json and linkmap.json of the fiftieth held-out set (five whole sites on
server-rendered JavaScript frameworks over headless CMSs).

Run from anywhere: `python tests/corpus/holdout50/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from folhatiete import FolhaTiete  # noqa: E402
from kilohertz import Kilohertz  # noqa: E402
from lakeshore import Lakeshore  # noqa: E402
from michikusa import Michikusa  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tamar import Tamar  # noqa: E402

SITES = [Lakeshore, FolhaTiete, Michikusa, Kilohertz, Tamar]

if __name__ == "__main__":
    write_set(HERE, SITES)
