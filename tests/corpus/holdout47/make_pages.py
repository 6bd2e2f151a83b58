"""Write pages/, labels.json, sites.json and linkmap.json of the forty-seventh held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout47/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from dhakastar import DeltaStar  # noqa: E402
from highveld import Highveld  # noqa: E402
from indus import Indus  # noqa: E402
from meridian import Meridian  # noqa: E402
from nigertribune import NigerTribune  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [NigerTribune, Meridian, Highveld, Indus, DeltaStar]

if __name__ == "__main__":
    write_set(HERE, SITES)
