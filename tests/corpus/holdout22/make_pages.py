"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-second held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout22/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from beacon import Beacon  # noqa: E402
from cedar import Cedar  # noqa: E402
from daybreak import Daybreak  # noqa: E402
from humber import Humber  # noqa: E402
from ledger import Ledger  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Cedar, Humber, Daybreak, Ledger, Beacon]

if __name__ == "__main__":
    write_set(HERE, SITES)
