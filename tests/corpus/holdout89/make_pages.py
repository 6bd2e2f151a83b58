"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-ninth held-out set (five whole sites:
hyperlocal and public-service publishers in the US, the UK, Australia and Germany).

Run from anywhere: `python tests/corpus/holdout89/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from amtsblatt import Amtsblatt  # noqa: E402
from burevalley import BureValley  # noqa: E402
from cobdenfarrell import CobdenFarrell  # noqa: E402
from huroncurrent import HuronCurrent  # noqa: E402
from loveland import Loveland  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [HuronCurrent, Loveland, BureValley, CobdenFarrell, Amtsblatt]

if __name__ == "__main__":
    write_set(HERE, SITES)
