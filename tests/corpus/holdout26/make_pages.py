"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-sixth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout26/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from courier import Courier  # noqa: E402
from current import Current  # noqa: E402
from decorah import Decorah  # noqa: E402
from inishowen import Inishowen  # noqa: E402
from meridian import Meridian  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Meridian, Decorah, Courier, Current, Inishowen]

if __name__ == "__main__":
    write_set(HERE, SITES)
