"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-ninth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout29/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from broadcaster import Broadcaster  # noqa: E402
from circuit import Circuit  # noqa: E402
from goldfields import Goldfields  # noqa: E402
from ledger import Ledger  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tribune import Tribune  # noqa: E402

SITES = [Goldfields, Circuit, Ledger, Tribune, Broadcaster]

if __name__ == "__main__":
    write_set(HERE, SITES)
