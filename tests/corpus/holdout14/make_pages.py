"""Write pages/, labels.json, sites.json and linkmap.json of the fourteenth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout14/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from dolina import Dolina  # noqa: E402
from ibarra import Ibarra  # noqa: E402
from lugina import Lugina  # noqa: E402
from ohrid import Ohrid  # noqa: E402
from sahyadri import Sahyadri  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Dolina, Lugina, Ibarra, Sahyadri, Ohrid]

if __name__ == "__main__":
    write_set(HERE, SITES)
