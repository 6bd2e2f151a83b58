"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-fourth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout34/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from cpb import Cpb  # noqa: E402
from limmattaler import Limmattaler  # noqa: E402
from nacional import Nacional  # noqa: E402
from riftnation import RiftNation  # noqa: E402
from sitebuild import write_set  # noqa: E402
from strand import Strand  # noqa: E402

SITES = [Nacional, Cpb, RiftNation, Limmattaler, Strand]

if __name__ == "__main__":
    write_set(HERE, SITES)
