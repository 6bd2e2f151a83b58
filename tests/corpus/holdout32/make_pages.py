"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-second held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout32/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ibadan import Ibadan  # noqa: E402
from karoo import Karoo  # noqa: E402
from pune import Pune  # noqa: E402
from sahar import Sahar  # noqa: E402
from sitebuild import write_set  # noqa: E402
from wadi import Wadi  # noqa: E402

SITES = [Pune, Karoo, Ibadan, Sahar, Wadi]

if __name__ == "__main__":
    write_set(HERE, SITES)
