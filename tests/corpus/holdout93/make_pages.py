"""Write pages/, labels.json, sites.json and linkmap.json of the ninety-third held-out set (five whole sites: science,
technology and explainer journalism with math, code, notes, charts and tables in the body).

Run from anywhere: `python tests/corpus/holdout93/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from bitfeld import Bitfeld  # noqa: E402
from commitlog import Commitlog  # noqa: E402
from huntercoast import HunterCoast  # noqa: E402
from parallax import Parallax  # noqa: E402
from sextant import Sextant  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Parallax, Commitlog, Bitfeld, Sextant, HunterCoast]

if __name__ == "__main__":
    write_set(HERE, SITES)
