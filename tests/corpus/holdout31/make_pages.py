"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-first held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout31/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from aurora import Aurora  # noqa: E402
from courrier import Courrier  # noqa: E402
from hannam import Hannam  # noqa: E402
from nordsee import Nordsee  # noqa: E402
from setouchi import Setouchi  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Courrier, Nordsee, Setouchi, Aurora, Hannam]

if __name__ == "__main__":
    write_set(HERE, SITES)
