"""Write pages/, labels.json, sites.json and linkmap.json of the thirtieth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout30/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from civic import Civic  # noqa: E402
from orbit import Orbit  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tideline import Tideline  # noqa: E402
from typo3 import Kueste  # noqa: E402
from wire import Wire  # noqa: E402

SITES = [Orbit, Wire, Civic, Tideline, Kueste]

if __name__ == "__main__":
    write_set(HERE, SITES)
