"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-fourth held-out set (five whole sites:
southern Africa and the Indian Ocean).

Run from anywhere: `python tests/corpus/holdout74/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from bosveld import Bosveld  # noqa: E402
from cardinal import Cardinal  # noqa: E402
from feo import Feo  # noqa: E402
from herald import Herald  # noqa: E402
from izwi import Izwi  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Herald, Bosveld, Izwi, Cardinal, Feo]

if __name__ == "__main__":
    write_set(HERE, SITES)
