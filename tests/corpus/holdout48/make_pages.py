"""Write pages/, labels.json, sites.json and linkmap.json of the forty-eighth held-out set (five broadcasters' sites).

Run from anywhere: `python tests/corpus/holdout48/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from albion import Albion  # noqa: E402
from kwlt import Kwlt  # noqa: E402
from ondefrance import OndeFrance  # noqa: E402
from sitebuild import write_set  # noqa: E402
from univista import Univista  # noqa: E402
from weltfunk import Weltfunk  # noqa: E402

SITES = [Albion, Weltfunk, Kwlt, OndeFrance, Univista]

if __name__ == "__main__":
    write_set(HERE, SITES)
