"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-fourth held-out set (five whole sites: the
Maghreb and the Amazigh press).

Run from anywhere: `python tests/corpus/holdout84/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from hadath import Hadath  # noqa: E402
from horizon import Horizon  # noqa: E402
from madar import Madar  # noqa: E402
from siraj import Siraj  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tasuta import Tasuta  # noqa: E402

SITES = [Madar, Horizon, Hadath, Tasuta, Siraj]

if __name__ == "__main__":
    write_set(HERE, SITES)
