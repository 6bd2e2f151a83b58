"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-eighth held-out set (five whole sites of
science, health and environment desks).

Run from anywhere: `python tests/corpus/holdout58/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from prisma import Prisma  # noqa: E402
from sciwire import SciWire  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tegenwind import Tegenwind  # noqa: E402
from vader import Vaderinstitutet  # noqa: E402
from vitalwell import VitalWell  # noqa: E402

SITES = [SciWire, VitalWell, Prisma, Tegenwind, Vaderinstitutet]

if __name__ == "__main__":
    write_set(HERE, SITES)
