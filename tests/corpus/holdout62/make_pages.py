"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-second held-out set (five whole sites:
newsletters and independent publishing platforms).

Run from anywhere: `python tests/corpus/holdout62/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ameada import AMeada  # noqa: E402
from brechanorte import BrechaNorte  # noqa: E402
from caruggio import Caruggio  # noqa: E402
from overpass import Overpass  # noqa: E402
from sitebuild import write_set  # noqa: E402
from zwischenzeilen import Zwischenzeilen  # noqa: E402

SITES = [Overpass, BrechaNorte, Zwischenzeilen, AMeada, Caruggio]

if __name__ == "__main__":
    write_set(HERE, SITES)
