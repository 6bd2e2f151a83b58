"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-seventh held-out set (five whole sites whose
page structure breaks common template habits).

Run from anywhere: `python tests/corpus/holdout57/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from estuaire import Estuaire  # noqa: E402
from guadalquivir import Guadalquivir  # noqa: E402
from lakeshore import Lakeshore  # noqa: E402
from nadwislanski import Nadwislanski  # noqa: E402
from priangan import Priangan  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Guadalquivir, Estuaire, Priangan, Lakeshore, Nadwislanski]

if __name__ == "__main__":
    write_set(HERE, SITES)
