"""Write pages/, labels.json, sites.json and linkmap.json of the fifteenth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout15/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from godavari import Godavari  # noqa: E402
from kur import Kur  # noqa: E402
from lratu import Lratu  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vilares import Vilares  # noqa: E402
from wied import Wied  # noqa: E402

SITES = [Wied, Kur, Vilares, Godavari, Lratu]

if __name__ == "__main__":
    write_set(HERE, SITES)
