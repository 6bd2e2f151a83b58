"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-sixth held-out set (five whole sites: the
religious and faith press, with its own calendars).

Run from anywhere: `python tests/corpus/holdout86/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from lumen import Lumen  # noqa: E402
from minbar import Minbar  # noqa: E402
from sangat import Sangat  # noqa: E402
from sitebuild import write_set  # noqa: E402
from svetilnik import Svetilnik  # noqa: E402
from theshofar import TheShofar  # noqa: E402

SITES = [TheShofar, Minbar, Lumen, Svetilnik, Sangat]

if __name__ == "__main__":
    write_set(HERE, SITES)
