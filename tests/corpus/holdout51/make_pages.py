"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-first held-out set (five whole sites on website
builders and school/community platforms: Wix, Squarespace, SNO Sites, Blogger, WordPress with the Newspaper theme).

Run from anywhere: `python tests/corpus/holdout51/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from aurora import Aurora  # noqa: E402
from beacon import Beacon  # noqa: E402
from eastlake import Eastlake  # noqa: E402
from millbrook import Millbrook  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tambuli import Tambuli  # noqa: E402

SITES = [Millbrook, Eastlake, Beacon, Aurora, Tambuli]

if __name__ == "__main__":
    write_set(HERE, SITES)
