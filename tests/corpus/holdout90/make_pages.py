"""Write pages/, labels.json, sites.json and linkmap.json of the ninetieth held-out set (five whole sites: news for
learners, children and easy-language readers).

Run from anywhere: `python tests/corpus/holdout90/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from einfach import EinfachInformiert  # noqa: E402
from hidamari import Hidamari  # noqa: E402
from klarasidor import KlaraSidor  # noqa: E402
from muyassara import Muyassara  # noqa: E402
from sitebuild import write_set  # noqa: E402
from xiaoshumiao import Xiaoshumiao  # noqa: E402

SITES = [Hidamari, Xiaoshumiao, EinfachInformiert, KlaraSidor, Muyassara]

if __name__ == "__main__":
    write_set(HERE, SITES)
