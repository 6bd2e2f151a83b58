"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-seventh held-out set (five whole sites behind
paywalls, registration walls and consent walls: US and UK English, German, French, Dutch).

Run from anywhere: `python tests/corpus/holdout87/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from elbe import Elbe  # noqa: E402
from rhone import Rhone  # noqa: E402
from rijnpost import Rijnpost  # noqa: E402
from severn import Severn  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tidewater import Tidewater  # noqa: E402

SITES = [Tidewater, Severn, Elbe, Rhone, Rijnpost]

if __name__ == "__main__":
    write_set(HERE, SITES)
