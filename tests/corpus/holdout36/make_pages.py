"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-sixth held-out set (five whole sites of
American local news: a TV station on Arc XP, a BLOX weekly, a Patch-like Next.js hyperlocal, a Newspack nonprofit
and a metro daily's sports section).

Run from anywhere: `python tests/corpus/holdout36/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from cornerpost import Cornerpost  # noqa: E402
from courier import Courier  # noqa: E402
from kxlq import Kxlq  # noqa: E402
from ledger import Ledger  # noqa: E402
from sitebuild import write_set  # noqa: E402
from valleycurrent import ValleyCurrent  # noqa: E402

SITES = [Kxlq, Ledger, Cornerpost, ValleyCurrent, Courier]

if __name__ == "__main__":
    write_set(HERE, SITES)
