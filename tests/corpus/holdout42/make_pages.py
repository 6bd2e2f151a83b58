"""Write pages/, labels.json, sites.json and linkmap.json of the forty-second held-out set (five whole sites:
specialist and institutional newsrooms in English).

Run from anywhere: `python tests/corpus/holdout42/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from fleetwire import Fleetwire  # noqa: E402
from govtest import GovTest  # noqa: E402
from pemberton import Pemberton  # noqa: E402
from sideline import Sideline  # noqa: E402
from sitebuild import write_set  # noqa: E402
from straypointers import StrayPointers  # noqa: E402

SITES = [Fleetwire, Sideline, StrayPointers, Pemberton, GovTest]

if __name__ == "__main__":
    write_set(HERE, SITES)
